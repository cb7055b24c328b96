/**
 * One row of an insurer's news applied to the policy it names, in the caller's transaction, by
 * the product's own paths (issue 32 §5):
 * - an endorsement issued or refused answers the endorsement of the policy waiting for the
 *   insurer (one at a time per policy): the answer is stored as the contract response flow
 *   stores its steps (responseFlowServer.ts `commit`), then «Aplicar respuesta» or «Rechazada
 *   por la compañía» runs as any command does (movementCommands.ts, applyToPolicy.ts): the
 *   policy changed through its type's function, its version kept, the executive told. The
 *   client is not e-mailed from a file: the executive decides.
 * - a rejected payment is created on its quota through the generic create, with the areas'
 *   hooks: completed from the policy, the executive told and given a task.
 * What the policy's state refuses (no endorsement waiting, not sent yet, no such quota, an
 * annulled one, a policy changed since the request) throws `KeptForReview` with the Spanish
 * reason; what the row itself gets wrong is a 422, and what was already done a 409: the row's
 * reason on the import's failed rows.
 */
import { optionByCode } from '../../domain/engine/defineEnum';
import { formatDate } from '../../domain/engine/format';
import { interpolate } from '../../domain/engine/messages';
import { transitionOf } from '../../domain/engine/statusMachine';
import { validateRecord, type FieldErrors } from '../../domain/engine/validate';
import { contractMovement } from '../../domain/entities/contractMovements';
import { contractQuota } from '../../domain/entities/contractParts';
import { contractRejectedPayment } from '../../domain/entities/contractRejectedPayments';
import { contractRequestStatus, contractResponseStatus } from '../../domain/enums/statuses';
import { quotaStatuses } from '../../domain/enums/contracts';
import { newsKindOf, responseStepsOf } from '../../domain/insurerNews/newsSheet';
import { newsTexts } from '../../domain/insurerNews/newsTexts';
import { refundProblems } from '../../domain/movements/movementEffects';
import { responseFlow, responseSteps } from '../../domain/movements/movementFlows';
import { decodeRow } from '../db/codec';
import { HttpProblem, refuseErrors, unprocessable } from '../http/problems';
import type { Mailer } from '../mail/mailer';
import { movementCommands } from '../movements/movementCommands';
import { responseFlowServer } from '../movements/responseFlowServer';
import type { Notifier } from '../notifications/notifier';
import { runCommand } from '../rest/commands';
import type { HookTable } from '../rest/hooks';
import { createRecord } from '../rest/repository';
import type { Row, Store, WriteContext } from '../rest/store';

/** The row stays «Para revisar» with this reason; nothing of it is applied. */
export class KeptForReview extends Error {}

export interface NewsServices {
  notifier: Notifier;
  mailer: Mailer;
  hooks?: HookTable;
}

export interface NewsTarget {
  /** The policy as stored (decoded). */
  policy: Row;
  /** The row's values as the sheet read them (domain/insurerNews/newsSheet.ts). */
  values: Row;
  organizationId: number;
  /** Who imports or reviews it: the rejected payment is theirs. */
  ctx: WriteContext;
  /** The store outside the transaction (an e-mail goes after its commit). */
  store: Store;
  services: NewsServices;
}

/** What the row changed: its «Detalle» and the records it cites. */
export interface NewsApplied {
  reason: string;
  movement_id?: string;
  rejected_payment_id?: number;
}

const requestIs = (code: string) => optionByCode(contractRequestStatus, code).id;
const answered = [
  optionByCode(contractResponseStatus, 'processed').id,
  optionByCode(contractResponseStatus, 'rejected').id,
];
const sameText = (a: unknown, b: unknown) =>
  String(a ?? '')
    .trim()
    .toUpperCase() ===
  String(b ?? '')
    .trim()
    .toUpperCase();

export function applyNews(tx: Store, target: NewsTarget): Promise<NewsApplied> {
  return newsKindOf(target.values.kind) === 'payment_rejected'
    ? rejectPayment(tx, target)
    : answerEndorsement(tx, target);
}

/** The answer's steps checked as the response wizard checks them (and its refund). */
function checkedSteps(values: Row, policy: Row) {
  const steps = responseStepsOf(values);
  const errors: FieldErrors = {};
  const checked: Record<string, Row> = {};
  for (const step of responseSteps.filter((s) => s.form)) {
    const result = validateRecord(step.form!, steps[step.name as keyof typeof steps], 'create');
    Object.assign(errors, result.errors);
    checked[step.name] = result.values;
  }
  refuseErrors(errors);
  const refund = refundProblems(policy, checked.totals);
  if (Object.keys(refund).length)
    throw unprocessable(Object.fromEntries(Object.entries(refund).map(([k, v]) => [k, [v]])));
  return checked;
}

async function answerEndorsement(tx: Store, target: NewsTarget): Promise<NewsApplied> {
  const { policy, values, services } = target;
  const refused = newsKindOf(values.kind) === 'endorsement_refused';
  const params = { policy: String(policy.number) };
  const movements = (
    await tx.db
      .selectFrom(contractMovement.table)
      .selectAll()
      .where('contract_id', '=', String(policy.id))
      .orderBy('numeration')
      .execute()
  ).map((row) => decodeRow(contractMovement, row));
  const endorsement = values.endorsement_number;
  if (
    endorsement != null &&
    movements.some(
      (m) =>
        sameText(m.endorsement_number, endorsement) && answered.includes(Number(m.response_status)),
    )
  )
    throw new HttpProblem(
      409,
      interpolate(newsTexts.alreadyAnswered, { ...params, endorsement: String(endorsement) }),
    );
  const waiting = movements.find((m) => Number(m.status) === requestIs('pending_cia'));
  if (!waiting) {
    const asked = movements.find((m) => Number(m.status) === requestIs('pending'));
    throw new KeptForReview(
      asked
        ? interpolate(newsTexts.notSent, { ...params, numeration: Number(asked.numeration) })
        : interpolate(newsTexts.noWaiting, params),
    );
  }
  const id = String(waiting.id);
  // The policy's parts are the product's: the answer is recorded on the file's behalf (the
  // importer need not see every client's policy), as the demo's and the scheduler's are.
  const product: WriteContext = {
    actorId: null,
    organizationId: target.organizationId,
    hooks: services.hooks ?? target.ctx.hooks,
  };
  let body: Row;
  let command: string;
  if (refused) {
    body = { insurer_message: values.insurer_message, updated_at: waiting.updated_at };
    command = 'refuse';
  } else {
    const steps = checkedSteps(values, policy);
    const version = await responseFlowServer.commit(
      tx,
      {
        id,
        flow: responseFlow.name,
        branch_id: Number(policy.branch_id ?? 1),
        action: 'edit',
        step: 'notification',
        done: Object.keys(steps),
        values: steps,
        version: 0,
        record_updated_at: String(waiting.updated_at),
      },
      product,
    );
    body = { notify_client: false, updated_at: version };
    command = 'apply';
  }
  const transition = transitionOf(contractMovement, command)!;
  const handlers = movementCommands(target.store, services.notifier, services.mailer);
  try {
    await runCommand(tx, contractMovement, id, transition, body, product, handlers);
  } catch (error) {
    // Answered meanwhile (another import, the wizard): done already, not to review.
    if (!(error instanceof HttpProblem) || error.message === transition.movedOn) throw error;
    throw new KeptForReview(
      interpolate(newsTexts.notApplied, { ...params, problem: error.message }),
    );
  }
  const numeration = Number(waiting.numeration);
  return {
    reason: interpolate(refused ? newsTexts.refused : newsTexts.answered, {
      ...params,
      numeration,
    }),
    movement_id: id,
  };
}

async function rejectPayment(tx: Store, target: NewsTarget): Promise<NewsApplied> {
  const { policy, values, ctx, services } = target;
  const params = { policy: String(policy.number), quota: Number(values.quota_number) };
  const row = await tx.db
    .selectFrom(contractQuota.table)
    .selectAll()
    .where('contract_id', '=', String(policy.id))
    .where('number', '=', Number(values.quota_number))
    .executeTakeFirst();
  if (!row) throw new KeptForReview(interpolate(newsTexts.noQuota, params));
  const quota = decodeRow(contractQuota, row);
  if (Number(quota.status) === optionByCode(quotaStatuses, 'annulled').id)
    throw new KeptForReview(interpolate(newsTexts.quotaAnnulled, params));
  const recorded = await tx.db
    .selectFrom(contractRejectedPayment.table)
    .select('id')
    .where('quota_id', '=', quota.id as never)
    .where('rejected_on', '=', String(values.rejected_on))
    .executeTakeFirst();
  if (recorded)
    throw new HttpProblem(
      409,
      interpolate(newsTexts.paymentRecorded, {
        ...params,
        day: formatDate(String(values.rejected_on)),
      }),
    );
  // The importer's: the policy and quota need only be the organization's (as an import cites).
  const cited = { contract_id: policy.id, quota_id: quota.id };
  const created = await createRecord(
    tx,
    contractRejectedPayment,
    {
      ...cited,
      amount: values.amount ?? null,
      rejected_on: values.rejected_on,
      rejection_reason: values.rejection_reason,
      notes: values.insurer_message ?? null,
    },
    { ...ctx, hooks: services.hooks ?? ctx.hooks },
    cited,
  );
  return {
    reason: interpolate(newsTexts.paymentRejected, params),
    rejected_payment_id: Number(created.id),
  };
}
