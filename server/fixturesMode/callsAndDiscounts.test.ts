/**
 * The call queue and discounts in fixtures mode, canned answers (fixtures/cannedAnswers.json):
 * "Siguiente llamado" takes the demo executive's first due call into in_call, refused without
 * the labor; on the demo's quoted Fiat Cronos a discount within the limit changes the quote's
 * prices at once, one above waits, the supervisor's approval applies it, accepting a quote
 * withdraws it, and a call back is logged on the client's history.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callMessages } from '../../domain/calls';
import { discountMessages, discountStatusId } from '../../domain/entities/discountRequests';
import { opportunityStatus, quoteStatus } from '../../domain/enums/statuses';
import { optionByCode } from '../../domain/engine/defineEnum';
import { fixturesData, startFixturesServer } from './fixturesServer';

type Row = Record<string, unknown>;
const status = (code: string) => optionByCode(opportunityStatus, code).id;
const QUOTED = optionByCode(quoteStatus, 'quoted').id;

let server: Awaited<ReturnType<typeof startFixturesServer>>;
beforeAll(async () => {
  server = await startFixturesServer();
});
afterAll(() => server.close());

describe('the call queue and discounts in fixtures mode', () => {
  it('takes the next due call into in_call, only for the call labor', async () => {
    const executive = await server.as('ejecutivo@demo.test');
    const taken = await executive.call('opportunity/next_call', { body: {} });
    expect(taken.status).toBe(200);
    const call = taken.json.data as unknown as Row;
    expect(call.status).toBe(status('in_call'));
    expect(taken.json.message).toBe(callMessages.taken(String(call.title)));
    const stored = (await executive.call(`opportunity/${String(call.id)}`)).json;
    expect(stored.executive_id).toBe(executive.id);
    const operator = await server.as('operador@demo.test');
    expect((await operator.call('opportunity/next_call', { body: {} })).status).toBe(403);
  });

  it('applies a discount within the limit and sends a larger one for approval', async () => {
    const executive = await server.as('ejecutivo@demo.test');
    // A car opportunity of theirs being worked, quoted now: priced quotes of one request.
    const quoted = fixturesData().opportunities.find(
      (o: Row) =>
        o.executive_id === executive.id &&
        o.branch_id === 1 &&
        o.status === status('in_process') &&
        Number(o.sum_insured) > 0,
    ) as Row;
    expect(
      (await executive.call(`opportunity/${String(quoted.id)}/quote`, { body: {} })).status,
    ).toBe(200);
    const quotes = (await executive.call(`opportunity/${String(quoted.id)}/quotes`))
      .json as unknown as Row[];
    const [first, second] = quotes.filter((q) => q.status === QUOTED);
    const within = await executive.call(`opportunity/quotes/${String(first.id)}/discount`, {
      body: { percent: '5', reason: 'Cliente de muchos años' },
    });
    expect(within.status).toBe(200);
    expect(within.json.data).toMatchObject({ status: discountStatusId('applied') });
    const bad = await executive.call(`opportunity/quotes/${String(first.id)}/discount`, {
      body: { percent: '80', reason: 'x' },
    });
    expect(bad.status).toBe(422);
    const above = await executive.call(`opportunity/quotes/${String(second.id)}/discount`, {
      body: { percent: '18', reason: 'Iguala otra oferta' },
    });
    expect(above.json.message).toBe(discountMessages.requested(18, 10));
    const request = above.json.data as unknown as Row;
    const supervisor = await server.as('supervisor@demo.test');
    const approved = await supervisor.call(`opportunity/discounts/${String(request.id)}/approve`, {
      body: {},
    });
    expect(approved.status).toBe(200);
    expect(approved.json.status).toBe(discountStatusId('approved'));
    const after = (await executive.call(`opportunity/${String(quoted.id)}/quotes`))
      .json as unknown as Row[];
    expect(Number(after.find((q) => q.id === second.id)!.premium)).toBeLessThan(
      Number(second.premium),
    );
  });

  it('withdraws a pending discount when the opportunity moves on, and logs a call back', async () => {
    const executive = await server.as('ejecutivo@demo.test');
    const [quoted, called] = fixturesData()
      .opportunities.filter(
        (o: Row) =>
          o.executive_id === executive.id &&
          o.branch_id === 1 &&
          o.status === status('in_process') &&
          Number(o.sum_insured) > 0 &&
          !!o.account_id,
      )
      .slice(1) as Row[];
    await executive.call(`opportunity/${String(quoted.id)}/quote`, { body: {} });
    const quotes = (await executive.call(`opportunity/${String(quoted.id)}/quotes`))
      .json as unknown as Row[];
    const [cheapest, asked] = quotes.filter((q) => q.status === QUOTED);
    const above = await executive.call(`opportunity/quotes/${String(asked.id)}/discount`, {
      body: { percent: '25', reason: 'Iguala otra oferta' },
    });
    const request = above.json.data as unknown as Row;
    expect(String(request.title)).toMatch(/^Bonificación de 25 % · /);
    const accepted = await executive.call(`opportunity/${String(quoted.id)}/accept`, {
      body: { quote_id: cheapest.id },
    });
    expect(accepted.status).toBe(200);
    const supervisor = await server.as('supervisor@demo.test');
    const stored = (await supervisor.call(`opportunity/discounts/${String(request.id)}`)).json;
    expect(stored.status).toBe(discountStatusId('withdrawn'));

    const at = new Date(Date.now() + 86_400_000).toISOString();
    const recalled = await executive.call(`opportunity/${String(called.id)}/recall`, {
      body: { next_call_at: at },
    });
    expect(recalled.status).toBe(200);
    const filter = encodeURIComponent(JSON.stringify({ account_id: called.account_id }));
    const calls = (await executive.call(`interaction?filter=${filter}&range=[0,999]`))
      .json as unknown as Row[];
    expect(calls.map((c) => c.subject)).toContain(`Volver a llamar · ${String(called.title)}`);
  });
});
