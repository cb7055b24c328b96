/**
 * Issue 28 item 1: the proposal PDF names only what its reader may see. The operator sees every
 * opportunity but not every client: their proposal of a client they may not open is made as for
 * an opportunity without a client; whoever opens the client reads its name and CUIT or DNI; a
 * user of another organization gets no proposal at all. The PDF maker is replaced by a spy that
 * keeps what it was given (its fonts and layout are proposalPdf.ts's own tests').
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { opportunity } from '../../domain/entities/opportunities';
import { quote } from '../../domain/entities/quotes';
import { opportunityStatus, quoteStatus } from '../../domain/enums/statuses';
import { optionByCode } from '../../domain/engine/defineEnum';
import { startTestApp, type TestApp, describeApp } from '../test/harness';
import type { Proposal } from './proposalPdf';

const made: Proposal[] = [];
vi.mock('./proposalPdf', async (original) => ({
  ...(await original<typeof import('./proposalPdf')>()),
  proposalPdf: async (proposal: Proposal) => {
    made.push(proposal);
    return Buffer.from('%PDF-1.4 prueba');
  },
}));

describeApp('the proposal names what its reader sees, on %s', (dialect) => {
  let t: TestApp;
  const headers: Record<string, Record<string, string>> = {};
  /** A quoted opportunity of a client the operator may not open, and that client. */
  let hidden: { opportunity: string; account: string; name: string; cuit: unknown };

  const get = (who: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: headers[who] });
  const proposalOf = async (who: string, id: string) => {
    made.length = 0;
    const response = await get(who, `/api/v1/opportunity/${id}/proposal`);
    return { status: response.statusCode, proposal: made[0] };
  };

  beforeAll(async () => {
    t = await startTestApp(dialect);
    headers.operator = await t.login('operador@demo.test');
    headers.admin = await t.login('admin@demo.test');
    headers.other = await t.userWith(['opportunities: full_access', 'accounts: full_access'], [2]);
    const quoted = await t.database.db
      .selectFrom(`${opportunity.table} as o`)
      .innerJoin('accounts as a', 'a.id', 'o.account_id')
      .select(['o.id as opportunity', 'a.id as account', 'a.display_name as name', 'a.cuit'])
      .where('o.status', '=', optionByCode(opportunityStatus, 'quoted').id)
      .where(
        'o.id',
        'in',
        t.database.db
          .selectFrom(quote.table)
          .select('opportunity_id')
          .where('status', '=', optionByCode(quoteStatus, 'quoted').id),
      )
      .orderBy('o.id')
      .execute();
    for (const row of quoted) {
      const client = await get('operator', `/api/v1/account/${String(row.account)}`);
      if (client.statusCode !== 404) continue;
      hidden = {
        opportunity: String(row.opportunity),
        account: String(row.account),
        name: String(row.name),
        cuit: row.cuit,
      };
      break;
    }
  }, 60_000);
  afterAll(() => t?.close());

  it('leaves out a client the operator may not open', async () => {
    expect(hidden, 'a quoted opportunity of a client hidden from the operator').toBeDefined();
    const { status, proposal } = await proposalOf('operator', hidden.opportunity);
    expect(status).toBe(200);
    expect(proposal.client).toBe('Cliente');
    expect(proposal.clientId).toBeNull();
    expect(proposal.clientAddress).toBeNull();
    expect(JSON.stringify(proposal)).not.toContain(hidden.name);
    expect(proposal.quotes.length).toBeGreaterThan(0);
  });

  it('names the client, with its CUIT or DNI, for whoever opens it', async () => {
    const { status, proposal } = await proposalOf('admin', hidden.opportunity);
    expect(status).toBe(200);
    expect(proposal.client).toBe(hidden.name);
    expect(proposal.clientId).toMatch(/^(CUIT|DNI) /);
    if (hidden.cuit) expect(proposal.clientId).toBe(`CUIT ${String(hidden.cuit)}`);
    expect(proposal.clientAddress).toEqual(expect.any(String));
  });

  it('gives a user of another organization no proposal, and refuses a malformed id', async () => {
    expect((await proposalOf('other', hidden.opportunity)).status).toBe(404);
    expect((await proposalOf('operator', 'no-es-un-id')).status).toBe(404);
    expect(made).toEqual([]);
  });
});
