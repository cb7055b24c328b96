/**
 * The endorsement e-mailed to the client once applied («Aplicar respuesta» with «Enviarle el
 * endoso al cliente por correo»): the printed endorsement (movementDocumentRoutes.ts) to the
 * e-mail of the policy's client, through the outbox (server/mail/mailer.ts), with a command
 * audit on the movement in the outbox's transaction. It is printed and stored after the
 * policy's change commits, so it says what was committed and a failure cannot undo the change:
 * then the executive hears it was not sent. A client without e-mail gets nothing, and the
 * executive's notice of the applied endorsement says so (the sentence this returns).
 */
import { user } from '../../domain/entities/auth';
import { account } from '../../domain/entities/clients';
import { contract } from '../../domain/entities/contracts';
import { contractMovement } from '../../domain/entities/contractMovements';
import { movementTexts } from '../../domain/movements/movementTexts';
import type { Mailer } from '../mail/mailer';
import type { Notifier } from '../notifications/notifier';
import { auditCommand } from '../rest/auditTrail';
import {
  organizationOfRow,
  whenCommitted,
  type Row,
  type Store,
  type WriteContext,
} from '../rest/store';
import { renderMovementDocument } from './movementDocumentRoutes';

export interface MovementMailServices {
  store: Store;
  mailer: Mailer;
  notifier: Notifier;
}

/** The e-mail of the policy's client, or null when it has none. */
async function clientEmail(tx: Store, policy: Row): Promise<string | null> {
  if (policy.account_id == null) return null;
  const row = await tx.db
    .selectFrom(account.table)
    .select('email')
    .where('id', '=', String(policy.account_id))
    .executeTakeFirst();
  const email = typeof row?.email === 'string' ? row.email.trim() : '';
  return email || null;
}

async function senderName(tx: Store, id: number | null): Promise<string> {
  if (id === null) return '';
  const row = await tx.db
    .selectFrom(user.table)
    .select('name')
    .where('id', '=', id)
    .executeTakeFirst();
  return String(row?.name ?? '');
}

/**
 * Queues the e-mail of `movement`'s endorsement to the client of `policy` for after the commit
 * of `tx`, when `wanted`. Returns what the executive's notice adds: to whom it goes, that the
 * client has no e-mail, or null when not asked.
 */
export async function mailToClient(
  { store, mailer, notifier }: MovementMailServices,
  tx: Store,
  ctx: WriteContext,
  movement: Row,
  policy: Row,
  wanted: boolean,
): Promise<string | null> {
  if (!wanted) return null;
  const to = await clientEmail(tx, policy);
  if (!to) return movementTexts.noClientEmail;
  const organizationId = await organizationOfRow(tx, contract, String(policy.id));
  const name = await senderName(tx, ctx.actorId);
  const executive = policy.executive_id == null ? [] : [Number(policy.executive_id)];
  await whenCommitted(tx, async () => {
    try {
      const document = await renderMovementDocument(store, String(movement.id));
      const stored = document.facts.movement;
      await mailer.send(
        {
          to,
          subject: document.subject,
          text: document.text,
          attachment: { name: document.fileName, bytes: document.pdf },
          sender: { userId: ctx.actorId, name, organizationId: Number(organizationId) },
        },
        (outboxTx, sent) =>
          auditCommand(
            outboxTx,
            ctx,
            contractMovement,
            movementTexts.mailCommand,
            [stored, stored],
            { sent_to: to, outbox_id: sent.id },
            organizationId,
          ),
      );
    } catch {
      // The policy changed already; the executive is told to send it by hand.
      await notifier
        .send(executive, {
          title: movementTexts.mailFailedTitle,
          text: movementTexts.mailFailed
            .replace(':email', to)
            .replace(':policy', String(policy.number)),
          link: `/${contractMovement.name}/${String(movement.id)}/show`,
        })
        .catch(() => undefined);
    }
  });
  return movementTexts.mailedTo.replace(':email', to);
}
