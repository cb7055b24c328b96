/**
 * "This client already exists" in fixtures mode, as the API answers it (domain/engine/duplicates.ts):
 * a phone found however it is written and on any of a client's lines, a CUIT typed in a lead's
 * form found among the clients, the form's own record left out, an unknown key a 422.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturesData, startFixturesServer } from './fixturesServer';

type Row = Record<string, unknown>;

const db = fixturesData();
let fixtures: Awaited<ReturnType<typeof startFixturesServer>>;

beforeAll(async () => {
  fixtures = await startFixturesServer();
});
afterAll(() => fixtures.close());

/** A client with a CUIT and a second phone line, as the demo data holds many. */
const client = db.accounts.find(
  (a) => a.cuit && Array.isArray(a.phones) && (a.phones as Row[]).length > 1,
)!;
const [, second] = client.phones as Row[];

async function lookup(entity: string, query: Record<string, string>) {
  const { status, json } = await fixtures.call(
    `duplicates/${entity}?${new URLSearchParams(query).toString()}`,
  );
  return { status, matches: json as unknown as Row[] };
}

describe('duplicates in fixtures mode', () => {
  it('finds a client by its CUIT, with its name and a link', async () => {
    const { status, matches } = await lookup('account', { cuit: String(client.cuit) });
    expect(status).toBe(200);
    expect(matches).toContainEqual({
      field: 'cuit',
      id: client.id,
      label: client.display_name,
    });
  });

  it('finds a phone however it is written, on the main line or another one', async () => {
    // Stored as "0341 15 789-1746": typed in international form.
    const national = String(client.phone).replace(/\D/g, '').replace(/^0/, '').replace('15', '');
    const international = `+54 9 ${national.slice(0, 3)} ${national.slice(3)}`;
    const main = await lookup('account', { phone: international });
    expect(main.matches.map((m) => m.id)).toContain(client.id);
    const other = await lookup('account', {
      phone: `${String(second.area_code)} ${String(second.number)}`,
    });
    expect(other.matches.map((m) => m.id)).toContain(client.id);
  });

  it('leaves the form’s own record out, and looks a lead’s CUIT up among the clients', async () => {
    const own = await lookup('account', { cuit: String(client.cuit), exclude: String(client.id) });
    expect(own.matches.map((m) => m.id)).not.toContain(client.id);
    const lead = await lookup('lead', { cuit: String(client.cuit) });
    expect(lead.matches).toContainEqual({
      field: 'cuit',
      entity: 'account',
      id: client.id,
      label: client.display_name,
    });
    // The client the lead already cites is no duplicate of it.
    const linked = await lookup('lead', {
      cuit: String(client.cuit),
      account_id: String(client.id),
    });
    expect(linked.matches.filter((m) => m.entity === 'account')).toEqual([]);
  });

  it('answers an unknown key with the API’s 422 and an incomplete phone with nothing', async () => {
    const wrong = await lookup('account', { telefono: '351 498-7731' });
    expect(wrong.status).toBe(422);
    expect((wrong.matches as unknown as Row).errors).toEqual({
      telefono: [expect.stringContaining('telefono')],
    });
    const short = await lookup('account', { phone: '498' });
    expect(short).toEqual({ status: 200, matches: [] });
  });
});
