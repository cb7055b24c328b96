/**
 * A policy's «Solicitudes» tab (issue 31): the request that made a policy is seen by whoever
 * sees the policy, whoever issued it: another subscriber (the subscribers see every policy),
 * the executive the client was handed to. A request not issued yet keeps its labors' scope (its
 * subscriber's, the pool's), and another organization's subscriber sees none of them.
 */
import { beforeAll, expect, it } from 'vitest';
import { contractRequest } from '../../domain/entities/contractRequests';
import { apiCalls, answer as json, describeApp, useTestApp } from '../test/harness';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;

const SUBSCRIBER = 'contract_requests: subscriber';
const POLICIES = ['contracts: list', 'contracts: view'];

describeApp('a policy’s requests on %s', (dialect) => {
  const t = useTestApp(dialect);
  const { call } = apiCalls(t);
  let subscriberId: number;
  let issued: Row;
  let held: Row;

  /** The requests on the policy's «Solicitudes» tab, as `headers` lists them. */
  const tabOf = async (headers: Headers, contractId: unknown) => {
    const filter = encodeURIComponent(JSON.stringify({ contract_id: contractId }));
    const response = await call(headers, 'GET', `contract_request?filter=${filter}`);
    expect(response.statusCode, response.body).toBe(200);
    return (json(response) as Row[]).map((row) => row.id);
  };
  const opened = async (headers: Headers, path: string) =>
    (await call(headers, 'GET', path)).statusCode;

  beforeAll(async () => {
    const subscriber = await t().login('suscriptor@demo.test');
    subscriberId = Number(json(await call(subscriber, 'GET', 'user/me')).data.id);
    const requests = () =>
      t()
        .database.db.selectFrom(contractRequest.table)
        .selectAll()
        .where('organization_id', '=', 1)
        .where('subscriber_id', '=', subscriberId);
    // A request the demo subscriber issued, and one they hold, still to issue.
    issued = (await requests()
      .where('contract_id', 'is not', null)
      .executeTakeFirstOrThrow()) as Row;
    held = (await requests().where('contract_id', 'is', null).executeTakeFirstOrThrow()) as Row;
  });

  it('shows the request that made a policy to another subscriber, and not one still to issue', async () => {
    const other = await t().userWith([SUBSCRIBER, ...POLICIES], [1]);
    expect(await opened(other, `contract/${String(issued.contract_id)}`)).toBe(200);
    expect(await tabOf(other, issued.contract_id)).toEqual([issued.id]);
    expect(await opened(other, `contract_request/${String(issued.id)}`)).toBe(200);
    // Still the other subscriber's work: neither listed nor opened.
    expect(await opened(other, `contract_request/${String(held.id)}`)).toBe(404);
    const all = json(await call(other, 'GET', 'contract_request?range=[0,999]')) as Row[];
    expect(all.map((row) => row.id)).not.toContain(held.id);
    // Their own list keeps only theirs.
    expect(json(await call(other, 'GET', 'contract_request/mine'))).toEqual([]);
  });

  it('follows the client: its new executive sees it, another executive does not', async () => {
    const executive = () =>
      t().userWith(['accounts: view', 'contract_requests: executive', ...POLICIES], [1]);
    const heir = await executive();
    const stranger = await executive();
    const heirId = Number(json(await call(heir, 'GET', 'user/me')).data.id);
    await t()
      .database.db.updateTable('accounts')
      .set({ executive_id: heirId })
      .where('id', '=', String(issued.account_id))
      .execute();
    expect(await tabOf(heir, issued.contract_id)).toEqual([issued.id]);
    expect(await opened(stranger, `contract/${String(issued.contract_id)}`)).toBe(404);
    expect(await tabOf(stranger, issued.contract_id)).toEqual([]);
    expect(await opened(stranger, `contract_request/${String(issued.id)}`)).toBe(404);
  });

  it('shows nothing to a subscriber of another organization', async () => {
    const foreign = await t().userWith([SUBSCRIBER, ...POLICIES], [2]);
    expect(await tabOf(foreign, issued.contract_id)).toEqual([]);
    expect(await opened(foreign, `contract_request/${String(issued.id)}`)).toBe(404);
    expect(await opened(foreign, `contract/${String(issued.contract_id)}`)).toBe(404);
  });
});
