/**
 * A request sent to its insurer (issue 31): after «Emitir» commits, the insurer's connector is
 * called on its own, no API request waiting for it; each answer moves the request, audited as
 * the product's, and the subscriber hears the outcome (pushed live, kept in «Notificaciones»).
 * The card and its security code travel in this call's memory only: never stored, logged or
 * audited. The simulated insurers (domain/contracts/insurerEmission.ts) answer after their
 * latency, scaled as the quotes' are; a down one (its profile, or QUOTE_INSURERS_DOWN) fails
 * as a web service does, and the request is back to pending with «Emitir» to retry.
 */
import type { FastifyBaseLogger } from 'fastify';
import { contractRequest } from '../../domain/entities/contractRequests';
import { opportunity } from '../../domain/entities/opportunities';
import {
  contractRequestStatus,
  contractRequestSubstatus,
  opportunityStatus,
} from '../../domain/enums/statuses';
import { optionByCode } from '../../domain/engine/defineEnum';
import {
  emissionLatency,
  emissionMoves,
  emissionTexts,
  simulatedEmission,
  type EmissionAnswer,
  type EmissionRequest,
} from '../../domain/contracts/insurerEmission';
import { simulatedInsurer } from '../../domain/quoting/simulatedInsurers';
import { decodeRow } from '../db/codec';
import type { Notifier } from '../notifications/notifier';
import { auditCommand } from '../rest/auditTrail';
import { inTransaction, organizationOfRow, type Row, type Store } from '../rest/store';
import { updateAtVersion } from '../rest/writeRules';

const requestStatus = (code: string) => optionByCode(contractRequestStatus, code).id;
const SERVICE_FAIL = optionByCode(contractRequestSubstatus, 'service_fail').id;

/** What the insurer's web service is given besides the request: the card, when paid by one. */
export interface EmissionPayment {
  cardNumber: string | null;
  cvc: string | null;
}

/** The insurer's emission service: a real web service replaces one insurer's simulation. */
export interface EmissionConnector {
  /** Received (the insurer took the request), then its answer; throws when the service fails. */
  emit(request: EmissionRequest, payment: EmissionPayment): Promise<EmissionAnswer>;
  received(request: EmissionRequest): Promise<void>;
}

export interface EmissionJob {
  requestId: string;
  subscriberId: number | null;
  payment: EmissionPayment;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function simulatedEmissions(options: { latencyScale: number; down?: readonly number[] }) {
  const half = (request: EmissionRequest) => (emissionLatency(request) * options.latencyScale) / 2;
  return {
    async received(request: EmissionRequest) {
      await sleep(half(request));
      if (simulatedInsurer(request.companyId).down || options.down?.includes(request.companyId))
        throw new Error('503');
    },
    async emit(request: EmissionRequest) {
      await sleep(half(request));
      return simulatedEmission(request);
    },
  } satisfies EmissionConnector;
}

export function emissionRunner(
  store: Store,
  connector: EmissionConnector,
  notifier: Notifier,
  log: FastifyBaseLogger,
) {
  /** Moves the request (and, once issued, its opportunity), audited as the product's. */
  async function move(id: string, changes: Row, label: string) {
    return inTransaction(store, async (tx) => {
      const row = await tx.db
        .selectFrom(contractRequest.table)
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      const before = decodeRow(contractRequest, row);
      const after = await updateAtVersion(tx, contractRequest, id, before, changes);
      if (!after) return null;
      const organization = await organizationOfRow(tx, contractRequest, id);
      await auditCommand(
        tx,
        { actorId: null },
        contractRequest,
        label,
        [before, after],
        changes,
        organization,
      );
      if (changes.emitted_at) await markOpportunityEmitted(tx, String(before.opportunity_id));
      return after;
    });
  }

  async function tell(job: EmissionJob, record: Row | null, text: string) {
    if (!record || job.subscriberId === null) return;
    await notifier.send([job.subscriberId], {
      title: `Emisión: ${String(record.title)}`,
      text,
      link: `/${contractRequest.name}/${job.requestId}/show`,
    });
  }

  async function run(job: EmissionJob) {
    const row = await store.db
      .selectFrom(contractRequest.table)
      .selectAll()
      .where('id', '=', job.requestId)
      .executeTakeFirst();
    if (!row) return;
    const stored = decodeRow(contractRequest, row);
    if (Number(stored.status) !== requestStatus('pending_emit')) return;
    const request: EmissionRequest = {
      id: job.requestId,
      companyId: Number(stored.company_id),
      branchId: Number(stored.branch_id),
      sumInsured: Number(stored.sum_insured ?? 0),
    };
    try {
      await connector.received(request);
    } catch {
      const back = {
        status: requestStatus('pending'),
        substatus: SERVICE_FAIL,
        insurer_message: emissionTexts.down,
      };
      await tell(
        job,
        await move(job.requestId, back, emissionMoves.serviceFail),
        emissionTexts.down,
      );
      return;
    }
    await move(
      job.requestId,
      { status: requestStatus('pending_cia'), insurer_message: emissionTexts.received },
      emissionMoves.received,
    );
    const answer = await connector.emit(request, job.payment);
    const issued = answer.policyNumber
      ? { policy_number: answer.policyNumber, emitted_at: new Date().toISOString() }
      : {};
    const moved = await move(
      job.requestId,
      { status: requestStatus(answer.outcome), insurer_message: answer.message, ...issued },
      emissionMoves.answered,
    );
    await tell(job, moved, answer.message);
    if (answer.outcome === 'emitted_pending_billing' && answer.policyNumber) {
      await sleep(emissionLatency(request) / 4);
      const billed = emissionTexts.processed(answer.policyNumber);
      await move(
        job.requestId,
        { status: requestStatus('processed'), insurer_message: billed },
        emissionMoves.billed,
      );
    }
  }

  return {
    /** Starts the call; its failures are logged, never thrown at anyone. */
    start(job: EmissionJob) {
      run(job).catch((error: unknown) =>
        log.error({ err: error, request: job.requestId }, 'emission failed'),
      );
    },
  };
}

/** An opportunity is emitted when its contract request is (issue 31). */
async function markOpportunityEmitted(tx: Store, id: string) {
  const row = await tx.db
    .selectFrom(opportunity.table)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return;
  const before = decodeRow(opportunity, row);
  if (Number(before.status) !== optionByCode(opportunityStatus, 'confirmed').id) return;
  const changes = { status: optionByCode(opportunityStatus, 'emitted').id };
  const after = await updateAtVersion(tx, opportunity, id, before, changes);
  if (!after) return;
  const organization = await organizationOfRow(tx, opportunity, id);
  await auditCommand(
    tx,
    { actorId: null },
    opportunity,
    emissionMoves.opportunityEmitted,
    [before, after],
    changes,
    organization,
  );
}

export type EmissionRunner = ReturnType<typeof emissionRunner>;
