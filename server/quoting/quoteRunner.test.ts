/**
 * The quote runner with connectors of the test's own (the pluggable interface a real web
 * service implements): a slow insurer shows as delayed (803) before its answer lands, one that
 * never answers is not quoted (805) once its time runs out, an insurer's codes reach the
 * connector through the `map` catalogue, and an abandoned pending quote is released.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opportunity } from '../../domain/entities/opportunities';
import { quote } from '../../domain/entities/quotes';
import { opportunityStatus } from '../../domain/enums/statuses';
import { optionByCode } from '../../domain/engine/defineEnum';
import { quoteStatusId } from '../../domain/quoting/offers';
import type { InsurerQuoteRequest } from '../../domain/quoting/quoteRequest';
import { simulatedAnswer, simulatedInsurer } from '../../domain/quoting/simulatedInsurers';
import { decodeRow } from '../db/codec';
import { startTestApp, type TestApp } from '../test/harness';
import type { Store } from '../rest/store';
import { ConnectorError, type ConnectorCall, type InsurerConnector } from './connector';
import { requestQuotes } from './quoteHandlers';
import { QuoteRunner } from './quoteRunner';
import { abandonStale } from './settle';

const SLOW = 2; // La Segunda
const SILENT = 4; // Federación Patronal
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the quote runner', () => {
  let t: TestApp;
  let store: Store;
  const asked: { company: number; branchCode: string }[] = [];

  /** Answers as the simulation does, after `ms`; asks the insurer's code for a province. */
  const after = (ms: number): InsurerConnector => ({
    async quote(request: InsurerQuoteRequest, call: ConnectorCall) {
      asked.push({
        company: request.companyId,
        branchCode: call.translate('province', 'Buenos Aires'),
      });
      await sleep(ms);
      return simulatedAnswer(simulatedInsurer(request.companyId), request);
    },
  });
  const never: InsurerConnector = { quote: () => new Promise(() => undefined) };

  beforeAll(async () => {
    t = await startTestApp('sqlite');
    store = { db: t.database.db, dialect: t.database.dialect };
  });
  afterAll(() => t?.close());

  const quotesOf = async (id: string) =>
    (
      await store.db.selectFrom(quote.table).selectAll().where('opportunity_id', '=', id).execute()
    ).map((row) => decodeRow(quote, row));

  /** The n-th demo car opportunity being worked, with a sum, put in "quoting" as "Cotizar" does. */
  async function quotingOpportunity(n: number) {
    const row = await store.db
      .selectFrom(opportunity.table)
      .selectAll()
      .where('branch_id', '=', 1)
      .where('status', '=', optionByCode(opportunityStatus, 'in_process').id)
      .where('sum_insured', '>', 0)
      .limit(1)
      .offset(n)
      .executeTakeFirstOrThrow();
    await store.db
      .updateTable(opportunity.table)
      .set({ status: optionByCode(opportunityStatus, 'quoting').id })
      .where('id', '=', row.id)
      .execute();
    return decodeRow(opportunity, row);
  }

  it('shows a slow insurer as delayed, then its answer; a silent one runs out of time', async () => {
    const record = await quotingOpportunity(0);
    const runner = new QuoteRunner(store, null, {
      connectorFor: (id) => (id === SLOW ? after(150) : id === SILENT ? never : after(0)),
      delayedAfterMs: 50,
      timeoutMs: 300,
    });
    await requestQuotes(store, record, { actorId: null, organizationId: 1 }, runner);
    const id = String(record.id);

    await expect
      .poll(
        async () => (await quotesOf(id)).filter((q) => q.company_id === SLOW).map((q) => q.status),
        { timeout: 2000, interval: 10 },
      )
      .toContain(quoteStatusId('pending_cia_delayed'));
    await expect
      .poll(async () => (await quotesOf(id)).every((q) => ![802, 803].includes(Number(q.status))), {
        timeout: 5000,
      })
      .toBe(true);
    const quotes = await quotesOf(id);
    for (const q of quotes.filter((q) => q.company_id === SLOW))
      expect(q.status).toBe(quoteStatusId('quoted'));
    for (const q of quotes.filter((q) => q.company_id === SILENT)) {
      expect(q.status).toBe(quoteStatusId('not_quoted'));
      expect(q.message).toBe('La compañía no respondió en 0.3 segundos.');
    }
    // Sancor's code for the province comes from its map rows; an insurer without one gets ours.
    expect(asked.find((a) => a.company === 3)?.branchCode).toBe('02');
    expect(asked.find((a) => a.company === SLOW)?.branchCode).toBe('Buenos Aires');
    // Every insurer answered and some priced it: the opportunity is quoted.
    await expect
      .poll(
        async () =>
          decodeRow(
            opportunity,
            await store.db
              .selectFrom(opportunity.table)
              .selectAll()
              .where('id', '=', id)
              .executeTakeFirstOrThrow(),
          ).status,
      )
      .toBe(optionByCode(opportunityStatus, 'quoted').id);
    runner.close();
  });

  it('leaves an opportunity no insurer priced pending, not quoting forever', async () => {
    const record = await quotingOpportunity(1);
    const down: InsurerConnector = {
      quote: () => Promise.reject(new ConnectorError('Fuera de servicio (503).', 503)),
    };
    const runner = new QuoteRunner(store, null, {
      connectorFor: () => down,
      delayedAfterMs: 1000,
      timeoutMs: 1000,
    });
    await requestQuotes(store, record, { actorId: null, organizationId: 1 }, runner);
    const id = String(record.id);
    await expect
      .poll(async () => {
        const stored = await store.db
          .selectFrom(opportunity.table)
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        return decodeRow(opportunity, stored).status;
      })
      .toBe(optionByCode(opportunityStatus, 'pending_quote').id);
    for (const q of await quotesOf(id)) expect(q.status).toBe(quoteStatusId('not_quoted'));
    runner.close();
  });

  it('releases a quote left pending by a server that stopped asking', async () => {
    const [one] = await store.db.selectFrom(quote.table).selectAll().limit(1).execute();
    const id = String(one.opportunity_id);
    await store.db
      .updateTable(quote.table)
      .set({ status: quoteStatusId('pending_cia'), updated_at: '2026-01-01T00:00:00.000Z' })
      .where('id', '=', one.id)
      .execute();
    await abandonStale(store, id);
    const after = decodeRow(
      quote,
      await store.db
        .selectFrom(quote.table)
        .selectAll()
        .where('id', '=', one.id)
        .executeTakeFirstOrThrow(),
    );
    expect(after.status).toBe(quoteStatusId('not_quoted'));
    expect(after.message).toMatch(/no respondió a tiempo/);
  });
});
