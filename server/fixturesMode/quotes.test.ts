/**
 * Quoting in fixtures mode is canned (fixtures/cannedAnswers.json): "Cotizar" on the demo
 * executive's first car opportunity stores the quotes the simulated insurers gave it, the
 * comparison reads them with names, choosing one accepts the opportunity, and the refusals (no
 * insurer for the branch, a quote that is not the opportunity's, a retry of a priced quote) are
 * the server's, as stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches } from '../../domain/enums/branches';
import { opportunityStatus, quoteStatus } from '../../domain/enums/statuses';
import { optionByCode } from '../../domain/engine/defineEnum';
import { quoteMessages } from '../../domain/entities/quotes';
import { errorMessages } from '../../domain/engine/messages';
import { fixturesData, startFixturesServer } from './fixturesServer';

type Row = Record<string, unknown>;
const branch = (code: string) => optionByCode(branches, code).id;
const status = (code: string) => optionByCode(opportunityStatus, code).id;
const quoteIs = (code: string) => optionByCode(quoteStatus, code).id;

let server: Awaited<ReturnType<typeof startFixturesServer>>;
beforeAll(async () => {
  server = await startFixturesServer();
});
afterAll(() => server.close());

/** A demo opportunity of the executive, being worked, of the branch and with a sum. */
function workedOpportunity(executiveId: number, branchId: number) {
  const found = fixturesData().opportunities.find(
    (o: Row) =>
      o.executive_id === executiveId &&
      o.branch_id === branchId &&
      o.status === status('in_process') &&
      Number(o.sum_insured) > 0,
  );
  expect(found, `an opportunity of branch ${branchId}`).toBeDefined();
  return String(found!.id);
}

describe('quoting in fixtures mode', () => {
  it('prices every plan at once, compares them and accepts the one chosen', async () => {
    const executive = await server.as('ejecutivo@demo.test');
    const id = workedOpportunity(executive.id, branch('car'));
    const asked = await executive.call(`opportunity/${id}/quote`, { body: {} });
    expect(asked.status).toBe(200);
    expect(asked.json.status).toBe(status('quoted'));

    const read = await executive.call(`opportunity/${id}/quotes`);
    expect(read.status).toBe(200);
    const quotes = read.json as unknown as Row[];
    expect(quotes.length).toBeGreaterThan(5);
    expect(quotes.every((q) => typeof q.company_name === 'string')).toBe(true);
    const priced = quotes.filter((q) => q.status === quoteIs('quoted'));
    expect(priced.length).toBeGreaterThan(0);
    for (const q of priced) expect(Number(q.premium)).toBeGreaterThan(Number(q.net_premium));

    const retry = await executive.call(`opportunity/quotes/${String(priced[0].id)}/retry`, {
      body: {},
    });
    expect(retry.status).toBe(422);
    const wrong = await executive.call(`opportunity/${id}/accept`, { body: { quote_id: 1 } });
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors).toEqual({ quote_id: [quoteMessages.notChoosable] });
    const missing = await executive.call(`opportunity/${id}/accept`, { body: {} });
    expect(missing.status).toBe(422);

    const accepted = await executive.call(`opportunity/${id}/accept`, {
      body: { quote_id: priced[0].id },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.json.status).toBe(status('accepted'));
    const after = (await executive.call(`opportunity/${id}/quotes`)).json as unknown as Row[];
    expect(after.filter((q) => q.chosen === true).map((q) => q.id)).toEqual([priced[0].id]);
    const pdf = await fetch(`${server.base}/api/v1/opportunity/${id}/proposal`, {
      headers: { authorization: `Bearer ${executive.token}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('refuses a branch no insurer sells, an opportunity without stored answers, and a user who may not see opportunities', async () => {
    const executive = await server.as('ejecutivo@demo.test');
    // Life has no demo plans; the supervisor works one.
    const supervisor = await server.as('supervisor@demo.test');
    const life = workedOpportunity(supervisor.id, branch('life_individual'));
    const refused = await supervisor.call(`opportunity/${life}/quote`, { body: {} });
    expect(refused.status).toBe(422);
    // In the supervisor's words, not the administrator's instruction.
    expect(refused.json.errors).toEqual({
      branch_id: [quoteMessages.noPlans('Vida individual')],
    });
    // Any other car: no insurer answered it in the fixtures, and it stays as it was.
    const answered = JSON.stringify(fixturesData().canned_answers);
    const other = fixturesData().opportunities.find(
      (o: Row) =>
        o.executive_id === executive.id &&
        o.branch_id === branch('car') &&
        o.status === status('in_process') &&
        !answered.includes(String(o.id)),
    )!;
    const unanswered = await executive.call(`opportunity/${String(other.id)}/quote`, { body: {} });
    expect(unanswered.status).toBe(422);
    expect(Object.keys(unanswered.json.errors as object)).toEqual(['branch_id']);
    expect((await executive.call(`opportunity/${String(other.id)}`)).json.status).toBe(
      status('in_process'),
    );
    const nobody = await server.as('sin-permisos@demo.test');
    expect((await nobody.call(`opportunity/${life}/quotes`)).status).toBe(403);
    // An opportunity that is not there is the server's 404, as for any record.
    const none = await executive.call('opportunity/00000000-0000-4000-c000-999999999999/quotes');
    expect([none.status, none.json.message]).toEqual([404, errorMessages.notFound]);
  });
});
