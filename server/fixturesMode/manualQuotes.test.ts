/**
 * Quotes typed by hand in fixtures mode (fixtures/server/manualQuotes.ts) answer as the server's:
 * the insurers and plans the form offers, the quote stored in the opportunity's comparison and
 * the opportunity quoted, the refusals worded as the server's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, opportunityStatus } from '../../domain/enums';
import { optionByCode } from '../../domain/engine/defineEnum';
import { fileTypeByCode } from '../../domain/enums/files';
import { storedFileProblem } from '../../domain/engine/fileLimits';
import {
  manualQuoteMessages,
  quoteDocument,
  quoteSourceId,
} from '../../domain/quoting/manualQuote';
import { fixturesData, startFixturesServer } from './fixturesServer';

type Row = Record<string, unknown>;
const status = (code: string) => optionByCode(opportunityStatus, code).id;
/** The demo brokerage's PDF (fixtures/files.ts). */
const DEMO_PDF = 5;
const PDF = 'application/pdf';

let server: Awaited<ReturnType<typeof startFixturesServer>>;
beforeAll(async () => {
  server = await startFixturesServer('fixtures-manual-quotes-');
});
afterAll(() => server.close());

describe('manual quotes in fixtures mode', () => {
  it('offers the insurers with their plans, stores the quote and refuses what the server does', async () => {
    const executive = await server.as('ejecutivo@demo.test');
    const found = fixturesData().opportunities.find(
      (o: Row) =>
        o.executive_id === executive.id &&
        o.branch_id === optionByCode(branches, 'car').id &&
        o.status === status('in_process'),
    );
    const id = String(found!.id);
    const offered = await executive.call(`opportunity/${id}/quotes/insurers`);
    expect(offered.status).toBe(200);
    const insurers = offered.json as unknown as { id: number; plans: { id: number }[] }[];
    const [one, other] = insurers.filter((i) => i.plans.length > 0);
    const body = {
      company_id: one.id,
      coverage_package_id: one.plans[0].id,
      premium: 99000,
      valid_to: '2999-12-31',
      document_id: DEMO_PDF,
    };
    const foreign = await executive.call(`opportunity/${id}/manual_quote`, {
      body: { ...body, coverage_package_id: other.plans[0].id },
    });
    expect(foreign.status).toBe(422);
    const errors = foreign.json.errors as Record<string, string[]>;
    expect(errors.coverage_package_id[0]).toMatch(/no es de/);
    const zero = await executive.call(`opportunity/${id}/manual_quote`, {
      body: { ...body, premium: 0 },
    });
    expect(zero.json.errors).toEqual({ premium: [manualQuoteMessages.premiumPositive] });

    const loaded = await executive.call(`opportunity/${id}/manual_quote`, { body });
    expect(loaded.status).toBe(200);
    expect(loaded.json.status).toBe(status('quoted'));
    const quotes = (await executive.call(`opportunity/${id}/quotes`)).json as unknown as Row[];
    expect(quotes.find((q) => q.source === quoteSourceId('manual'))).toMatchObject({
      company_id: one.id,
      premium: 99000,
      document_id: DEMO_PDF,
    });
  });

  it('refuses a file that is not a PDF, and a colleague’s opportunity is missing', async () => {
    const executive = await server.as('ejecutivo@demo.test');
    const supervisor = await server.as('supervisor@demo.test');
    const data = fixturesData();
    const mine = data.opportunities.find(
      (o: Row) => o.executive_id === executive.id && o.status === status('in_process'),
    )!;
    const image = data.media.find((m: Row) => Number(m.file_type) !== fileTypeByCode(PDF)!.id)!;
    const insurers = (await executive.call(`opportunity/${String(mine.id)}/quotes/insurers`))
      .json as unknown as { id: number; plans: { id: number }[] }[];
    const planned = insurers.find((i) => i.plans.length > 0)!;
    const refused = await executive.call(`opportunity/${String(mine.id)}/manual_quote`, {
      body: {
        company_id: planned.id,
        coverage_package_id: planned.plans[0].id,
        premium: 99000,
        valid_to: '2999-12-31',
        document_id: image.id,
      },
    });
    expect(refused.status).toBe(422);
    expect(refused.json.errors).toEqual({
      document_id: [storedFileProblem(quoteDocument, image)],
    });
    const theirs = data.opportunities.find((o: Row) => o.executive_id === supervisor.id)!;
    const hidden = await executive.call(`opportunity/${String(theirs.id)}/quotes/insurers`);
    expect(hidden.status).toBe(404);
    expect((await supervisor.call(`opportunity/${String(theirs.id)}/quotes/insurers`)).status).toBe(
      200,
    );
  });
});
