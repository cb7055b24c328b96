/**
 * Pending discount requests die with the quote's chance (issue 28 item 21): an opportunity that
 * leaves the statuses where a quote is still chosen ("Aceptar", "Volver a cotizar", "Rechazar",
 * the expiry, any command) withdraws its requests waiting for a supervisor, in the command's
 * transaction, each audited with the command's name, and tells the requester and the approvers
 * so nobody waits for an answer or tries to approve what no longer applies.
 */
import { opportunity } from '../../domain/entities/opportunities';
import {
  discountable,
  discountMessages,
  discountRequest,
  discountStatusId,
} from '../../domain/entities/discountRequests';
import { opportunityStatus } from '../../domain/enums/statuses';
import { optionById } from '../../domain/engine/defineEnum';
import { decodeRow } from '../db/codec';
import type { Notifier } from '../notifications/notifier';
import { auditCommand } from '../rest/auditTrail';
import type { StatusTransition } from '../../domain/engine/statusMachine';
import type { Row, Store, WriteContext } from '../rest/store';
import { approvers } from './discountStore';

export async function withdrawPendingDiscounts(
  tx: Store,
  notifier: Notifier,
  moved: Row,
  transition: StatusTransition,
  ctx: WriteContext,
) {
  if (discountable(moved.status)) return;
  const pending = await tx.db
    .selectFrom(discountRequest.table)
    .selectAll()
    .where('opportunity_id', '=', String(moved.id))
    .where('status', '=', discountStatusId('pending'))
    .execute();
  const status = optionById(opportunityStatus, Number(moved.status))?.label ?? '';
  const subject = String(moved.title ?? opportunity.label.one);
  for (const raw of pending) {
    const before = decodeRow(discountRequest, raw);
    const changes = { status: discountStatusId('withdrawn'), decided_at: new Date().toISOString() };
    const updated = await tx.db
      .updateTable(discountRequest.table)
      .set({ ...changes, updated_at: changes.decided_at })
      .where('id', '=', Number(before.id))
      .where('status', '=', discountStatusId('pending'))
      .returningAll()
      .executeTakeFirst();
    if (!updated) continue;
    const after = decodeRow(discountRequest, updated);
    const organization = Number(raw.organization_id ?? ctx.organizationId);
    await auditCommand(
      tx,
      ctx,
      discountRequest,
      transition.label,
      [before, after],
      changes,
      organization,
    );
    const requester = before.requested_by == null ? [] : [Number(before.requested_by)];
    const deciders = requester.length ? await approvers(tx, requester[0]) : [];
    await notifier.send(
      [...requester, ...deciders],
      {
        title: discountMessages.withdrawnTitle,
        text: discountMessages.withdrawnText(Number(before.percent), subject, status),
        type: 1,
        link: `/${discountRequest.name}/${String(before.id)}/show`,
      },
      tx,
    );
  }
}
