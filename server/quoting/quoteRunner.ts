/**
 * Asking the insurers (issue 13 section 4), after the request is stored: each pending quote's
 * connector is called on its own, none waits for another and no API request waits for them.
 * A quote still unanswered after QUOTE_DELAYED_AFTER_MS shows as delayed (803); the answer is
 * stored (804, 801 or 806), a failure or a timeout as not quoted (805, with a retry). Each call
 * is logged in service_info_detail when the organization has the insurer's quoting service,
 * and each change is pushed to the requester as it happens. Once every insurer answered, an
 * opportunity follows (settle.ts) and the requester's screen hears it.
 */
import {
  mapKinds,
  serviceCallResults,
  serviceKinds,
} from '../../domain/enums/insurersVehiclesPayments';
import { optionByCode } from '../../domain/engine/defineEnum';
import { QUOTE_EVENT, privateUserChannel } from '../../domain/realtime';
import type { InsurerQuoteRequest, QuoteRequest } from '../../domain/quoting/quoteRequest';
import { answerChanges, quoteStatusId, type Offer } from '../../domain/quoting/offers';
import type { Row } from '../db/codec';
import type { Realtime } from '../realtime/realtime';
import type { Store } from '../rest/store';
import { ConnectorError, type ConnectorFor } from './connector';
import { AnswerWriter } from './answerWriter';
import { settleOpportunity } from './settle';

export const status = quoteStatusId;

export interface QuotingOptions {
  connectorFor: ConnectorFor;
  delayedAfterMs: number;
  /** How long an insurer without a service of its own is waited for. */
  timeoutMs: number;
}

/** One stored pending quote and what its insurer is asked. */
export interface PendingQuote {
  id: number;
  offer: Offer;
}

interface JobContext {
  services: ReadonlyMap<number, Row>;
  translate: (companyId: number) => (kind: string, ourValue: string) => string;
}

export interface QuoteJob {
  organizationId: number;
  /** The request's time, shared by its quotes (a retried one keeps its own). */
  requestedAt: string;
  requesterId: number | null;
  request: QuoteRequest;
  quotes: PendingQuote[];
}

const quoteMessages = {
  timeout: (seconds: number) => `La compañía no respondió en ${seconds} segundos.`,
  failed: 'La compañía no pudo cotizar: probá reintentar en unos minutos.',
  invalid: 'La respuesta de la compañía no se pudo leer: reintentá.',
};

export class QuoteRunner {
  private readonly stopping = new AbortController();
  private readonly writer: AnswerWriter;

  constructor(
    private readonly store: Store,
    private readonly realtime: Realtime | null,
    private readonly options: QuotingOptions,
  ) {
    this.writer = new AnswerWriter(store);
  }

  /** Starts asking; returns at once. */
  dispatch(job: QuoteJob) {
    void this.contextOf(job)
      .then((context) => Promise.allSettled(job.quotes.map((q) => this.ask(job, q, context))))
      .then(() => this.finish(job))
      .catch(() => undefined);
  }

  /** The server stops: calls under way are abandoned, their quotes stay pending. */
  close() {
    this.stopping.abort();
    this.writer.stop();
  }

  private async ask(job: QuoteJob, pending: PendingQuote, context: JobContext) {
    const { offer } = pending;
    const service = context.services.get(offer.companyId);
    const seconds = Number(service?.timeout_seconds);
    const timeoutMs = seconds > 0 ? seconds * 1000 : this.options.timeoutMs;
    const request: InsurerQuoteRequest = {
      ...job.request,
      companyId: offer.companyId,
      package: offer.package,
      discount: offer.discount,
    };
    const translate = context.translate(offer.companyId);
    // Writes of one quote go in order: "delayed" never lands after the answer.
    let writes = Promise.resolve();
    let answered = false;
    const delayed = setTimeout(() => {
      if (!answered)
        writes = writes.then(() =>
          this.write(job, pending.id, { status: status('pending_cia_delayed') }),
        );
    }, this.options.delayedAfterMs);
    const started = Date.now();
    let changes: Row;
    let failure: ConnectorError | null = null;
    let timedOut = false;
    let durationMs = 0;
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      const signal = AbortSignal.any([this.stopping.signal, timeout]);
      // A connector that ignores the signal is not waited for past it either.
      const answer = await Promise.race([
        this.options.connectorFor(offer.companyId).quote(request, { signal, translate }),
        new Promise<never>((_, reject) =>
          signal.addEventListener('abort', () => reject(new ConnectorError('')), { once: true }),
        ),
      ]);
      changes = answerChanges(answer, offer, new Date().toISOString());
    } catch (error) {
      timedOut = timeout.aborted;
      failure = timedOut
        ? new ConnectorError(quoteMessages.timeout(timeoutMs / 1000))
        : error instanceof ConnectorError
          ? error
          : new ConnectorError(quoteMessages.failed);
      changes = {
        status: status('not_quoted'),
        message: failure.message,
        answered_at: new Date().toISOString(),
      };
    } finally {
      answered = true;
      durationMs = Date.now() - started;
      clearTimeout(delayed);
    }
    if (this.stopping.signal.aborted) return;
    await writes;
    let invalid = false;
    try {
      await this.write(job, pending.id, changes);
    } catch {
      // An answer our declaration refuses (a real connector's bad data): not quoted, retriable.
      invalid = true;
      failure = new ConnectorError(quoteMessages.invalid);
      await this.write(job, pending.id, {
        status: status('not_quoted'),
        message: failure.message,
        answered_at: new Date().toISOString(),
      });
    }
    if (service) await this.log(job, service, request, durationMs, failure, timedOut, invalid);
  }

  /** Stores a quote's change as the product (audited) and pushes it to the requester. */
  private async write(job: QuoteJob, id: number, changes: Row) {
    if (this.stopping.signal.aborted) return;
    const record = await this.writer.update(id, changes, job.organizationId);
    if (!record || job.requesterId === null) return;
    const { offer } = job.quotes.find((q) => q.id === id)!;
    // The comparison's row, with names the request already read: no query per push.
    const view = {
      ...record,
      company_name: offer.companyName,
      package_name: offer.package.name,
      coverages: offer.package.coverages,
    };
    this.realtime?.publish(privateUserChannel(job.requesterId), QUOTE_EVENT, view);
  }

  /**
   * What every call of a job needs, read once for all its insurers: the organization's enabled
   * quoting service of each (its time-out, and where calls are logged) and each insurer's codes
   * for our values (admin/map), which a connector asks for through `translate`.
   */
  private async contextOf(job: QuoteJob): Promise<JobContext> {
    const companies = [...new Set(job.quotes.map((q) => q.offer.companyId))];
    const services = await this.store.db
      .selectFrom('services')
      .selectAll()
      .where('organization_id', '=', job.organizationId)
      .where('company_id', 'in', companies)
      .where('kind', '=', optionByCode(serviceKinds, 'quote').id)
      .where('enabled', '=', this.store.dialect === 'postgres' ? true : 1)
      .orderBy('id', 'desc')
      .execute();
    const maps = await this.store.db
      .selectFrom('maps')
      .select(['company_id', 'kind', 'our_value', 'insurer_code'])
      .where('company_id', 'in', companies)
      .execute();
    const codes = new Map(
      maps.map((r) => [
        `${String(r.company_id)}:${String(r.kind)}:${String(r.our_value)}`,
        String(r.insurer_code),
      ]),
    );
    return {
      // The first enabled service of each insurer (rows come newest first).
      services: new Map(services.map((row) => [Number(row.company_id), row as Row])),
      translate: (companyId) => (kind, ourValue) => {
        const id = mapKinds.options.find((o) => o.code === kind)?.id;
        return codes.get(`${companyId}:${String(id)}:${ourValue}`) ?? ourValue;
      },
    };
  }

  private async log(
    job: QuoteJob,
    service: Row,
    request: InsurerQuoteRequest,
    durationMs: number,
    failure: ConnectorError | null,
    timedOut: boolean,
    invalid: boolean,
  ) {
    const result = invalid
      ? 'invalid_response'
      : failure
        ? timedOut
          ? 'timeout'
          : 'insurer_error'
        : 'ok';
    await this.writer.log(
      {
        service_id: service.id,
        called_at: new Date().toISOString(),
        operation: `Cotizar ${request.subject}`.slice(0, 120),
        duration_ms: durationMs,
        result: optionByCode(serviceCallResults, result).id,
        http_status: failure ? failure.httpStatus : 200,
        message: failure?.message ?? null,
      },
      job.organizationId,
    );
  }

  /** Every insurer of the request answered: the opportunity follows, and the screen hears it. */
  private async finish(job: QuoteJob) {
    if (this.stopping.signal.aborted) return;
    await settleOpportunity(
      this.store,
      job.request.opportunityId,
      job.requestedAt,
      job.organizationId,
    );
    if (job.requesterId !== null)
      this.realtime?.publish(privateUserChannel(job.requesterId), QUOTE_EVENT, {
        opportunity_id: job.request.opportunityId,
        settled: true,
      });
  }
}
