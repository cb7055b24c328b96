/**
 * The client's summary (GET /api/v1/account/{id}/summary, domain/recordSummary.ts): its
 * policies in force and the sum of their premiums, exactly what the viewer's list of them
 * holds; a policy out of the viewer's scope is not counted; a viewer who may not list policies
 * gets no policy figures (not zeros); another executive's or another organization's client is
 * a 404; a bad query a Spanish 422.
 */
import { beforeAll, expect, it } from 'vitest';
import { IN_FORCE } from '../../domain/entities/contractMachine';
import { optionByCode } from '../../domain/engine/defineEnum';
import { add, cents, pesos, ZERO } from '../../domain/engine/money';
import { contractStatus } from '../../domain/enums/statuses';
import { apiCalls, answer as json, describeApp, useTestApp } from '../test/harness';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;
type Summary = { figures: { key: string; value: number }[] };

const IN_FORCE_IDS = IN_FORCE.map((code) => optionByCode(contractStatus, code).id);
const POLICIES = ['contracts: list', 'contracts: view'];

describeApp('a client’s summary on %s', (dialect) => {
  const t = useTestApp(dialect);
  const { call } = apiCalls(t);
  let executive: Headers;
  let client: string;

  const summary = (headers: Headers, id: string, query = '') =>
    call(headers, 'GET', `account/${id}/summary${query}`);
  const figuresOf = async (headers: Headers, id: string) => {
    const response = await summary(headers, id);
    expect(response.statusCode, response.body).toBe(200);
    const { figures } = json(response) as Summary;
    return Object.fromEntries(figures.map((f) => [f.key, f.value]));
  };
  /** The client's policies in force as `headers` lists them. */
  const listed = async (headers: Headers, id: string) => {
    const filter = encodeURIComponent(JSON.stringify({ account_id: id, status: IN_FORCE_IDS }));
    const response = await call(headers, 'GET', `contract?filter=${filter}&range=[0,499]`);
    expect(response.statusCode, response.body).toBe(200);
    return json(response) as Row[];
  };

  beforeAll(async () => {
    executive = await t().login('ejecutivo@demo.test');
    const me = Number(json(await call(executive, 'GET', 'user/me')).data.id);
    // The demo executive's client with the most policies in force.
    const row = await t()
      .database.db.selectFrom('contracts')
      .innerJoin('accounts', 'accounts.id', 'contracts.account_id')
      .select('contracts.account_id as id')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('accounts.executive_id', '=', me)
      .where('contracts.status', 'in', IN_FORCE_IDS)
      .groupBy('contracts.account_id')
      .orderBy('n', 'desc')
      .executeTakeFirstOrThrow();
    client = String(row.id);
    expect(Number(row.n)).toBeGreaterThan(1);
  });

  it('counts the policies in force and sums their premiums, as the list of them holds', async () => {
    const policies = await listed(executive, client);
    const premium = pesos(add(ZERO, ...policies.map((p) => cents(Number(p.premium ?? 0)))));
    expect(await figuresOf(executive, client)).toEqual({
      policies_in_force: policies.length,
      premium_in_force: premium,
    });
    // The client's page reads its phones with it, for «Llamar».
    expect(json(await call(executive, 'GET', `account/${client}`))).toHaveProperty('phones');
  });

  it('leaves out a policy the viewer does not see, and says nothing of policies to whoever may not list them', async () => {
    const [first, ...others] = await listed(executive, client);
    // A policy of the client kept from the viewer (here, held by another organization).
    await t()
      .database.db.updateTable('contracts')
      .set({ organization_id: 2 })
      .where('id', '=', String(first.id))
      .execute();
    const premium = pesos(add(ZERO, ...others.map((p) => cents(Number(p.premium ?? 0)))));
    expect(await figuresOf(executive, client)).toEqual({
      policies_in_force: others.length,
      premium_in_force: premium,
    });
    const noPolicies = await t().userWith(['accounts: full_access'], [1]);
    expect(await figuresOf(noPolicies, client)).toEqual({});
  });

  it('is a 404 for another executive’s client and another organization’s, a 422 for a bad query', async () => {
    const other = await t().userWith(['accounts: view', ...POLICIES], [1]);
    expect((await summary(other, client)).statusCode).toBe(404);
    const foreign = await t().userWith(['accounts: full_access', ...POLICIES], [2]);
    expect((await summary(foreign, client)).statusCode).toBe(404);
    const seesAll = await t().userWith(['accounts: full_access', ...POLICIES], [1]);
    expect((await figuresOf(seesAll, client)).policies_in_force).toBeGreaterThan(0);
    const wrong = await summary(executive, client, '?since=2020');
    expect(wrong.statusCode).toBe(422);
    expect(json(wrong).errors.since).toHaveLength(1);
    expect((await summary(executive, 'not-a-uuid')).statusCode).toBe(404);
    const noAccess = await t().userWith(['contracts: list'], [1]);
    expect((await summary(noAccess, client)).statusCode).toBe(403);
  });

  it('answers zeros for a client with no policy in force', async () => {
    const created = await call(executive, 'POST', 'account', {
      person_type: 14,
      business_name: 'Sin Pólizas S.R.L.',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = String(json(created).id);
    expect(await figuresOf(executive, id)).toEqual({ policies_in_force: 0, premium_in_force: 0 });
  });
});
