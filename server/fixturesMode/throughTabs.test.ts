/**
 * Fixtures mode answers a through-tab's dotted filter (`account_id.economic_group_id`) as the API
 * does: the rows of the group's clients, never every row (json-server alone drops a dotted key
 * that no row holds), together with the tab's own filter on the client.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturesData, startFixturesServer } from './fixturesServer';

type Row = Record<string, unknown>;

const db = fixturesData();
const THROUGH = 'account_id.economic_group_id';
let base: string;
let token: string;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ base, token, close } = await startFixturesServer());
});
afterAll(() => close());

async function list(entity: string, query: Record<string, string | string[]>) {
  const params = new URLSearchParams({ _start: '0', _end: '1000' });
  for (const [key, value] of Object.entries(query))
    for (const one of ([] as string[]).concat(value)) params.append(key, one);
  const response = await fetch(`${base}/api/v1/${entity}?${params}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return {
    rows: (await response.json()) as Row[],
    total: Number(response.headers.get('x-total-count')),
  };
}

const groupNamed = (name: string) => db.economic_groups.find((g) => g.name === name)!;
const clientsOf = (group: Row) =>
  db.accounts.filter((a) => a.economic_group_id === group.id).map((a) => a.id);
const ids = (rows: Row[]) => rows.map((r) => r.id).sort();

describe('through-tabs in fixtures mode', () => {
  it('lists the contacts and the bindings of the group’s clients, and only those', async () => {
    const group = groupNamed('Grupo Sierras Chicas');
    const clients = clientsOf(group);
    for (const [entity, collection] of [
      ['account_contact', 'account_contacts'],
      ['bindings', 'account_bindings'],
    ]) {
      const expected = db[collection].filter((r) => clients.includes(r.account_id));
      expect(expected.length, entity).toBeGreaterThan(0);
      const { rows, total } = await list(entity, { [THROUGH]: String(group.id) });
      expect(ids(rows), entity).toEqual(ids(expected));
      expect(total).toBe(expected.length);
    }
  });

  it('answers nothing for a group without contacts, and narrows by the tab’s client filter', async () => {
    const empty = await list('account_contact', {
      [THROUGH]: String(groupNamed('Grupo Arcos del Plata').id),
    });
    expect(empty).toEqual({ rows: [], total: 0 });
    const group = groupNamed('Grupo Mesopotamia');
    const [first] = (await list('account_contact', { [THROUGH]: String(group.id) })).rows;
    const client = String(first.account_id);
    const narrowed = await list('account_contact', {
      [THROUGH]: String(group.id),
      account_id: client,
    });
    expect(narrowed.rows.length).toBeGreaterThan(0);
    expect(narrowed.rows.every((r) => r.account_id === client)).toBe(true);
    // A client of another group is no row of this group's tab.
    const other = clientsOf(groupNamed('Grupo Tres Arroyos'))[0] as string;
    const outside = await list('account_contact', {
      [THROUGH]: String(group.id),
      account_id: other,
    });
    expect(outside.rows).toEqual([]);
  });
});
