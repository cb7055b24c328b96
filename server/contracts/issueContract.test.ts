/**
 * An issued request becomes its contract (issue 31 section 2): the policy number, the next
 * internal number, in force from the request's start for the branch's period, the totals of
 * the premium, its quotas adding up to it to the cent, its people, items and coverages, and
 * the card only by its last four digits anywhere in the database. Who sees it: the subscribers
 * and the client's executive, with its quotas and files one or two hops away; not another
 * executive, nor anyone of another organization (404).
 */
import { addMonths, format, parseISO } from 'date-fns';
import { completeEmission, passInspection } from './emissionTesting';
import { beforeAll, expect, it } from 'vitest';
import { optionByCode } from '../../domain/engine/defineEnum';
import { cents } from '../../domain/engine/money';
import { paymentTypes } from '../../domain/enums/catalogues';
import { contractRequestStatus, contractStatus } from '../../domain/enums/statuses';
import { policyPeriodMonths } from '../../domain/contracts/contractFromRequest';
import { SUBSCRIBER } from '../../domain/labors';
import { answer as json, apiCalls, describeDialects, useTestApp } from '../test/harness';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;

const requestIs = (code: string) => optionByCode(contractRequestStatus, code).id;
const CARD = '4507 9900 0000 4905';
const CVC = '7351';
const VIEW = ['contracts: list', 'contracts: view'];

describeDialects('an issued request becomes its contract on %s', (dialect) => {
  const t = useTestApp(dialect, { QUOTE_LATENCY_SCALE: '0' });
  const { call, send } = apiCalls(t);
  let subscriber: Headers;
  let request: Row;
  let contract: Row;

  const list = async (headers: Headers, path: string, filter: Row) => {
    const url = `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
    const response = await call(headers, 'GET', url);
    expect(response.statusCode, response.body).toBe(200);
    return json(response) as Row[];
  };

  beforeAll(async () => {
    subscriber = await t().login('suscriptor@demo.test');
    const queue = json(await call(subscriber, 'GET', 'contract_request/unassigned')) as Row[];
    const id = String(queue[0].id);
    await send(subscriber, 'POST', `contract_request/${id}/take`, {});
    // Insurer 2 issues at once (domain/contracts/insurerEmission.ts).
    await t()
      .database.db.updateTable('contract_requests')
      .set({ company_id: 2 })
      .where('id', '=', id)
      .execute();
    const payment = {
      payment_type: optionByCode(paymentTypes, 'credit_card').id,
      holder: 'MARIANA GIMENEZ',
      card_number: CARD,
      expiration: '08/31',
    };
    await completeEmission(t, subscriber, id, payment);
    await passInspection(t, id);
    await send(subscriber, 'POST', `contract_request/${id}/emit`, { cvc: CVC });
    for (let tries = 0; tries < 100 && !request?.contract_id; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      request = json(await call(subscriber, 'GET', `contract_request/${id}`));
    }
    expect(request.status).toBe(requestIs('emitted'));
    contract = json(await call(subscriber, 'GET', `contract/${String(request.contract_id)}`));
  });

  it('carries the policy number, its validity and totals, quotas adding up to the premium', async () => {
    expect(contract).toMatchObject({
      number: request.policy_number,
      account_id: request.account_id,
      branch_id: request.branch_id,
      company_id: 2,
      status: optionByCode(contractStatus, 'validity').id,
      premium: request.premium,
      net_premium: request.net_premium,
      quota_quantity: request.quota_quantity,
      payment_detail: '•••• 4905',
    });
    expect(String(contract.internal_number)).toMatch(/^\d{7}$/);
    // The branch's months later, on the same day or the month's last (31/08 → 28/02).
    const months = policyPeriodMonths(Number(request.branch_id));
    const to = addMonths(parseISO(String(contract.validity_from)), months);
    expect(String(contract.validity_to)).toBe(format(to, 'yyyy-MM-dd'));
    const totals = cents(Number(contract.net_premium)) + cents(Number(contract.taxes));
    expect(totals).toBe(cents(Number(contract.premium)));
    const quotas = await list(subscriber, 'contract/quota', { contract_id: contract.id });
    expect(quotas).toHaveLength(Number(request.quota_quantity));
    const sum = quotas.reduce((total, quota) => total + cents(Number(quota.amount)), 0);
    expect(sum).toBe(cents(Number(request.premium)));
    expect(quotas[0].due_date).toBe(contract.validity_from);
    const people = await list(subscriber, 'contract/person', { contract_id: contract.id });
    expect(people.length).toBeGreaterThanOrEqual(2);
    const items = await list(subscriber, 'contract/item', { contract_id: contract.id });
    expect(items.length).toBeGreaterThanOrEqual(1);
    const coverages = await list(subscriber, 'contract/coverage', { contract_id: contract.id });
    expect(coverages.length).toBeGreaterThanOrEqual(1);
    // Its opportunity's page lists it; the request links to it.
    const ofOpportunity = await list(subscriber, 'contract', {
      opportunity_id: request.opportunity_id,
    });
    expect(ofOpportunity.map((row) => row.id)).toEqual([contract.id]);
    // Its version 1 (server/history/): «Emisión», effective on its validity start.
    const versions = json(
      await call(subscriber, 'GET', `contract/${String(contract.id)}/versions`),
    );
    expect(versions).toEqual([
      expect.objectContaining({
        version: 1,
        cause: 'Emisión',
        effective_from: contract.validity_from,
      }),
    ]);
  });

  it('keeps the card only by its last four digits, and its code nowhere, in the database', async () => {
    const digits = CARD.replace(/\s/g, '');
    const db = t().database.db;
    const tables = [
      'contracts',
      'contract_requests',
      'audit_log',
      'flow_records',
      'record_versions',
    ];
    for (const table of tables) {
      const rows = await db.selectFrom(table).selectAll().execute();
      const text = JSON.stringify(rows);
      expect(text, table).not.toContain(digits);
      expect(text, table).not.toContain(CARD);
      expect(text, table).not.toContain(`"${CVC}"`);
    }
  });

  it('shows it to the subscribers and the client’s executive, quotas included, nobody else', async () => {
    const db = t().database.db;
    const client = await db
      .selectFrom('accounts')
      .select('executive_id')
      .where('id', '=', String(contract.account_id))
      .executeTakeFirstOrThrow();
    const owner = await db
      .selectFrom('users')
      .select('email')
      .where('id', '=', Number(client.executive_id))
      .executeTakeFirstOrThrow();
    const executive = await t().login(String(owner.email));
    const otherExecutive = await t().userWith(
      [...VIEW, 'accounts: view', 'contract_requests: executive'],
      [1],
    );
    const otherSubscriber = await t().userWith([...VIEW, SUBSCRIBER], [1]);
    const foreign = await t().userWith([...VIEW, 'contracts: full_access'], [2]);
    const path = `contract/${String(contract.id)}`;
    expect((await call(executive, 'GET', path)).statusCode).toBe(200);
    expect((await call(otherSubscriber, 'GET', path)).statusCode).toBe(200);
    expect((await call(otherExecutive, 'GET', path)).statusCode).toBe(404);
    expect((await call(foreign, 'GET', path)).statusCode).toBe(404);
    // The quotas, two hops from the client: as their contract.
    const filter = { contract_id: contract.id };
    expect(await list(executive, 'contract/quota', filter)).toHaveLength(
      Number(contract.quota_quantity),
    );
    expect(await list(otherExecutive, 'contract/quota', filter)).toHaveLength(0);
    expect(await list(foreign, 'contract/quota', filter)).toHaveLength(0);
    const mine = await list(otherExecutive, 'contract', {});
    expect(mine.map((row) => row.id)).not.toContain(contract.id);
    // Without the section's permission, not even the list.
    const outsider = await t().userWith(['accounts: full_access'], [1]);
    expect((await call(outsider, 'GET', 'contract')).statusCode).toBe(403);
  });
});
