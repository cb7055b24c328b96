/**
 * What a rejected payment (domain/entities/contractRejectedPayments.ts) does besides being
 * stored, in its write's transaction: the product completes it from its policy (payment type,
 * executive) and from its quota (the amount, when left empty); on create it opens the policy's
 * executive a task to call the client and tells them, so the rejection is worked the same day.
 * An annulled quota has no payment to reject. «Cobrado» marks the quota paid.
 */
import { optionByCode, optionById } from '../../domain/engine/defineEnum';
import type { Entity } from '../../domain/engine/entity';
import { isBlank } from '../../domain/engine/display';
import { formatDate, formatMoney } from '../../domain/engine/format';
import { task } from '../../domain/entities/clientActivity';
import { contractQuota } from '../../domain/entities/contractParts';
import {
  CHARGE_QUOTA,
  contractRejectedPayment,
  rejectedPaymentMessages,
  rejectedPaymentTitle,
} from '../../domain/entities/contractRejectedPayments';
import { contract } from '../../domain/entities/contracts';
import { taskPriorities } from '../../domain/enums/clients';
import { quotaStatuses } from '../../domain/enums/contracts';
import { paymentRejectionReasons } from '../../domain/enums/rejectedPayments';
import { decodeRow } from '../db/codec';
import { HttpProblem, unprocessable } from '../http/problems';
import { auditedMove } from '../rest/auditedMove';
import { handlerKey, type CommandHandlers } from '../rest/commands';
import type { HookTable, WriteEvent } from '../rest/hooks';
import { createRecord } from '../rest/repository';
import { organizationOfRow, type Row, type Store, type WriteContext } from '../rest/store';
import type { Notifier } from '../notifications/notifier';

const quotaIs = (code: string) => optionByCode(quotaStatuses, code).id;
const DAY_MS = 86_400_000;

/** What the product's own writes are called in the audit trail. */
export const rejectedPaymentAudit = {
  completed: 'Completado con los datos de la póliza',
  charged: 'Cobrada (pago rechazado)',
} as const;

export const rejectedPaymentTexts = {
  taskTitle: (holder: string, number: string) =>
    `Llamar a ${holder}: pago rechazado de la póliza ${number}`.slice(0, 200),
  taskNotes: (facts: RejectionFacts) =>
    `La cuota ${facts.quota} de la póliza ${facts.number} (${facts.amount}) fue rechazada el ${facts.day}: ${facts.reason}. Llamá al cliente para regularizar el pago o cambiar el medio de pago.`,
  noticeTitle: 'Pago rechazado de un cliente tuyo',
  noticeText: (facts: RejectionFacts) =>
    `${facts.holder}, póliza ${facts.number}: la cuota ${facts.quota} (${facts.amount}) fue rechazada por «${facts.reason}». Te dejamos la tarea de llamarlo.`,
  changedMeanwhile:
    'El pago rechazado cambió mientras se guardaba. Recargá la página y volvé a intentarlo.',
  quotaChanged:
    'La cuota cambió mientras registrabas el cobro (alguien registró un pago). Recargá la página y volvé a intentarlo.',
} as const;

interface RejectionFacts {
  holder: string;
  number: string;
  quota: string;
  amount: string;
  day: string;
  reason: string;
}

async function readRow(tx: Store, entity: Entity, id: unknown) {
  const row = await tx.db
    .selectFrom(entity.table)
    .selectAll()
    .where('id', '=', id as never)
    .executeTakeFirst();
  return row ? decodeRow(entity, row) : undefined;
}

/** A rejection is recorded on a quota that had a payment to bounce. */
async function refuseAnnulledQuota({ store, action, after }: WriteEvent) {
  if (action !== 'create' || !after) return;
  const quota = await readRow(store, contractQuota, after.quota_id);
  // One that does not exist was refused by the reference check already.
  if (quota && Number(quota.status) === quotaIs('annulled'))
    throw unprocessable({ quota_id: [rejectedPaymentMessages.quotaAnnulled] });
}

/**
 * Its name, the policy's payment type and executive, and the quota's amount when none was
 * typed.
 */
async function complete(event: WriteEvent, policy: Row, quota: Row | undefined) {
  const record = event.after!;
  const changes: Row = {};
  if (event.action === 'create') {
    changes.title = rejectedPaymentTitle(policy.number, quota?.number ?? '');
    changes.payment_type = policy.payment_type ?? null;
    changes.executive_id = policy.executive_id ?? null;
  }
  if (isBlank(record.amount) && quota) changes.amount = quota.amount;
  if (!Object.keys(changes).length) return;
  const product: WriteContext = { actorId: null, organizationId: event.writer?.organizationId };
  const written = await auditedMove(
    event.store,
    product,
    contractRejectedPayment,
    record,
    changes,
    rejectedPaymentAudit.completed,
  );
  if (!written) throw new HttpProblem(409, rejectedPaymentTexts.changedMeanwhile);
  // The write's answer is the completed record.
  Object.assign(record, written);
}

function factsOf(record: Row, policy: Row, quota: Row | undefined): RejectionFacts {
  const reason = optionById(paymentRejectionReasons, Number(record.rejection_reason));
  return {
    holder: String(policy.holder_name ?? 'el cliente'),
    number: String(policy.number),
    quota: String(quota?.number ?? ''),
    amount: formatMoney(Number(record.amount ?? 0)),
    day: formatDate(String(record.rejected_on)),
    reason: reason?.label ?? '',
  };
}

/**
 * The executive's task to call the client, due within a day, and the notice that brings them to
 * it: written by the product (the desk may not assign tasks), in the rejection's organization.
 * Without an executive the task is whoever recorded the rejection's, and nobody is told.
 */
async function openCallTask(event: WriteEvent, notifier: Notifier, policy: Row, quota?: Row) {
  const record = event.after!;
  const organizationId = await organizationOfRow(
    event.store,
    contractRejectedPayment,
    String(record.id),
  );
  const facts = factsOf(record, policy, quota);
  const executive = isBlank(policy.executive_id) ? null : Number(policy.executive_id);
  const opened = await createRecord(
    event.store,
    task,
    {
      title: rejectedPaymentTexts.taskTitle(facts.holder, facts.number),
      due_at: new Date(Date.now() + DAY_MS).toISOString(),
      priority: optionByCode(taskPriorities, 'high').id,
      assignee_id: executive ?? event.actorId ?? null,
      account_id: policy.account_id ?? null,
      notes: rejectedPaymentTexts.taskNotes(facts),
    },
    { actorId: null, organizationId },
  );
  if (executive === null) return;
  await notifier.send(
    [executive],
    {
      title: rejectedPaymentTexts.noticeTitle,
      text: rejectedPaymentTexts.noticeText(facts),
      link: `/${task.name}/${String(opened.id)}/show`,
    },
    event.store,
  );
}

export const rejectedPaymentHooks = (notifier: Notifier): HookTable => ({
  [contractRejectedPayment.name]: [
    {
      before: refuseAnnulledQuota,
      async after(event) {
        if (event.action === 'delete' || !event.after) return;
        const policy = await readRow(event.store, contract, event.after.contract_id);
        if (!policy) return;
        const quota = await readRow(event.store, contractQuota, event.after.quota_id);
        await complete(event, policy, quota);
        if (event.action === 'create') await openCallTask(event, notifier, policy, quota);
      },
    },
  ],
});

/** «Cobrado»: the client paid, so the quota still pending is paid, audited with the command. */
async function chargeQuota(tx: Store, record: Row, ctx: WriteContext): Promise<Row> {
  const quota = await readRow(tx, contractQuota, record.quota_id);
  if (!quota || Number(quota.status) !== quotaIs('pending')) return {};
  const changes = { status: quotaIs('paid') };
  const after = await auditedMove(
    tx,
    ctx,
    contractQuota,
    quota,
    changes,
    rejectedPaymentAudit.charged,
  );
  if (!after) throw new HttpProblem(409, rejectedPaymentTexts.quotaChanged);
  return {};
}

export const rejectedPaymentHandlers: CommandHandlers = {
  [handlerKey(contractRejectedPayment, CHARGE_QUOTA)]: chargeQuota,
};
