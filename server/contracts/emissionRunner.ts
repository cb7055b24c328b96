/**
 * A request sent to its insurer (issue 31): after «Emitir» commits, the insurer's connector is
 * called on its own, no API request waiting for it; each answer moves the request, audited as
 * the product's, and its subscriber hears the outcome (pushed live, kept in «Notificaciones»).
 * The card and its security code travel in this call's memory only: never stored, logged or
 * audited. The simulated insurers (domain/contracts/insurerEmission.ts) answer after their
 * latency, scaled as the quotes' are; a down one (its profile, or QUOTE_INSURERS_DOWN) fails
 * as a web service does, and the request is back to pending with «Emitir» to retry. What a
 * restart or a silent insurer leaves behind is swept (`sweep`): a request never received goes
 * back to pending, one received is asked about again.
 */
import type { FastifyBaseLogger } from 'fastify';
import { contractRequest } from '../../domain/entities/contractRequests';
import { contractRequestStatus, contractRequestSubstatus } from '../../domain/enums/statuses';
import { optionByCode } from '../../domain/engine/defineEnum';
import {
  EMISSION_STALE_MS,
  emissionLatency,
  emissionMoves,
  emissionTexts,
  simulatedEmission,
  type EmissionAnswer,
  type EmissionRequest,
} from '../../domain/contracts/insurerEmission';
import { simulatedInsurer } from '../../domain/quoting/simulatedInsurers';
import type { Sealer } from '../../domain/engine/sealedValues';
import type { Notifier } from '../notifications/notifier';
import type { Row, Store } from '../rest/store';
import { inTurn } from '../rest/turns';
import { moveRequest } from './requestMoves';

const requestStatus = (code: string) => optionByCode(contractRequestStatus, code).id;
const SERVICE_FAIL = optionByCode(contractRequestSubstatus, 'service_fail').id;

/** What the insurer's web service is given besides the request: the card, when paid by one. */
export interface EmissionPayment {
  cardNumber: string | null;
  cvc: string | null;
}

/** The insurer's emission service: a real web service replaces one insurer's simulation. */
export interface EmissionConnector {
  /** The insurer takes the request; throws when its service fails. */
  received(request: EmissionRequest): Promise<void>;
  /** Its answer (asked again, without the card, for a request it already has). */
  emit(request: EmissionRequest, payment: EmissionPayment): Promise<EmissionAnswer>;
  /** Resolves once a policy issued to be billed later is billed. */
  billed(request: EmissionRequest): Promise<void>;
}

export interface EmissionJob {
  requestId: string;
  /** Who emitted it: told of the outcome when the request has no subscriber by then. */
  actorId: number | null;
  payment: EmissionPayment;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const NO_CARD: EmissionPayment = { cardNumber: null, cvc: null };

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
    billed: (request: EmissionRequest) => sleep(half(request)),
  } satisfies EmissionConnector;
}

const requestOf = (stored: Row): EmissionRequest => ({
  id: String(stored.id),
  companyId: Number(stored.company_id),
  branchId: Number(stored.branch_id),
  sumInsured: Number(stored.sum_insured ?? 0),
});

export function emissionRunner(
  store: Store,
  connector: EmissionConnector,
  notifier: Notifier,
  sealer: Sealer,
  log: FastifyBaseLogger,
) {
  // The insurers' answers move their requests in turn with the API's writes (turns.ts): a
  // hundred answers arriving together write their policies one at a time, and the API's own
  // requests pass between them instead of queueing behind all of them (bench/emissions.ts).
  const move = (id: string, changes: Row, label: string) =>
    inTurn(store, () => moveRequest(store, id, changes, label, log, sealer));

  /** Its subscriber now (it may have been reassigned meanwhile), else who emitted it. */
  async function tell(record: Row | null, actorId: number | null, text: string) {
    const to = record?.subscriber_id ?? actorId;
    if (!record || to === null || to === undefined) return;
    await notifier.send([Number(to)], {
      title: `Emisión: ${String(record.title)}`,
      text,
      link: `/${contractRequest.name}/${String(record.id)}/show`,
    });
  }

  /** The insurer's answer to a request it has: moved to what it says, its subscriber told. */
  async function settle(
    request: EmissionRequest,
    payment: EmissionPayment,
    actorId: number | null,
  ) {
    let answer: EmissionAnswer;
    try {
      answer = await connector.emit(request, payment);
    } catch {
      const silent = { substatus: SERVICE_FAIL, insurer_message: emissionTexts.noAnswer };
      await move(request.id, silent, emissionMoves.serviceFail);
      return;
    }
    const issued = answer.policyNumber
      ? { policy_number: answer.policyNumber, emitted_at: new Date().toISOString() }
      : {};
    const changes = { status: requestStatus(answer.outcome), substatus: null, ...issued };
    const moved = await move(
      request.id,
      { ...changes, insurer_message: answer.message },
      emissionMoves.answered,
    );
    await tell(moved, actorId, answer.message);
    if (answer.outcome === 'emitted_pending_billing' && answer.policyNumber) {
      await connector.billed(request);
      const billed = emissionTexts.processed(answer.policyNumber);
      const done = { status: requestStatus('processed'), insurer_message: billed };
      await move(request.id, done, emissionMoves.billed);
    }
  }

  async function run(job: EmissionJob) {
    const stored = await readRequest(store, job.requestId);
    if (!stored || Number(stored.status) !== requestStatus('pending_emit')) return;
    const request = requestOf(stored);
    try {
      await connector.received(request);
    } catch {
      const back = {
        status: requestStatus('pending'),
        substatus: SERVICE_FAIL,
        insurer_message: emissionTexts.down,
      };
      await tell(
        await move(job.requestId, back, emissionMoves.serviceFail),
        job.actorId,
        emissionTexts.down,
      );
      return;
    }
    const received = {
      status: requestStatus('pending_cia'),
      insurer_message: emissionTexts.received,
    };
    await move(job.requestId, received, emissionMoves.received);
    await settle(request, job.payment, job.actorId);
  }

  /**
   * Requests the insurer had too long (a restart, a silent service): one never received goes
   * back to pending, «Emitir» to retry (the card's code is gone); one received is asked again.
   */
  async function sweep(now = Date.now()) {
    const before = new Date(now - EMISSION_STALE_MS).toISOString();
    const stale = await store.db
      .selectFrom(contractRequest.table)
      .selectAll()
      .where('status', 'in', [requestStatus('pending_emit'), requestStatus('pending_cia')])
      .where('updated_at', '<', before)
      .execute();
    for (const row of stale) {
      const id = String(row.id);
      if (Number(row.status) === requestStatus('pending_cia')) {
        await settle(requestOf(row), NO_CARD, null);
        continue;
      }
      const back = {
        status: requestStatus('pending'),
        substatus: SERVICE_FAIL,
        insurer_message: emissionTexts.interrupted,
      };
      await tell(await move(id, back, emissionMoves.interrupted), null, emissionTexts.interrupted);
    }
  }

  /** Connector errors may carry what was sent (a card): only their kind is logged. */
  const failed = (id: string) => (error: unknown) =>
    log.error(
      { request: id, error: error instanceof Error ? error.name : typeof error },
      'emission failed',
    );

  return {
    /** Starts the call; its failures are logged, never thrown at anyone. */
    start(job: EmissionJob) {
      run(job).catch(failed(job.requestId));
    },
    sweep: () => sweep().catch(failed('sweep')),
  };
}

async function readRequest(store: Store, id: string) {
  return (
    (await store.db
      .selectFrom(contractRequest.table)
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst()) ?? null
  );
}

export type EmissionRunner = ReturnType<typeof emissionRunner>;
