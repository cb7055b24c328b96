/**
 * A group's clients chosen in its form, in fixtures mode as on the API (domain/engine/memberLists.ts):
 * read by id from the clients' own reference, moved by the group's save (who joins takes the
 * group, who is left out loses it), never stored in the group's row; a stale group is a 409
 * and moves nobody; a bad id is the production 422.
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

async function api(method: string, path: string, body?: Row) {
  const { status, json } = await fixtures.call(path, { method, body });
  return { status, body: json as Row };
}

const sorted = (ids: unknown) => [...(ids as unknown[])].map(String).sort();

describe('a group’s members in fixtures mode', () => {
  it('reads a group’s clients from the clients, as the Clientes tab does', async () => {
    const group = db.economic_groups.find((g) =>
      db.accounts.some((a) => a.economic_group_id === g.id),
    )!;
    const expected = db.accounts.filter((a) => a.economic_group_id === group.id).map((a) => a.id);
    const { status, body } = await api('GET', `economic_group/${String(group.id)}`);
    expect(status).toBe(200);
    expect(sorted(body.members)).toEqual(sorted(expected));
  });

  it('moves the chosen clients in and the left-out ones out, keeping the list off the row', async () => {
    const [first, second] = db.accounts.filter((a) => a.economic_group_id === null);
    const created = await api('POST', 'economic_group', {
      name: 'Grupo Los Alerces',
      members: [first.id, second.id],
    });
    expect(created.status).toBe(201);
    expect(sorted(created.body.members)).toEqual(sorted([first.id, second.id]));
    const id = String(created.body.id);
    const kept = await api('PUT', `economic_group/${id}`, {
      ...created.body,
      members: [second.id],
    });
    expect(kept.status).toBe(200);
    expect(kept.body.members).toEqual([second.id]);
    const leaving = await api('GET', `account/${String(first.id)}`);
    expect(leaving.body.economic_group_id).toBeNull();
    const staying = await api('GET', `account/${String(second.id)}`);
    expect(staying.body.economic_group_id).toBe(created.body.id);
    // The client's own form moves it out: the group reads it gone.
    await api('PUT', `account/${String(second.id)}`, { ...staying.body, economic_group_id: null });
    expect((await api('GET', `economic_group/${id}`)).body.members).toEqual([]);
  });

  it('makes a group opened before a client changed group a 409', async () => {
    const [free] = db.accounts.filter((a) => a.economic_group_id === null).slice(9);
    const created = await api('POST', 'economic_group', { name: 'Grupo Los Coihues' });
    const client = await api('GET', `account/${String(free.id)}`);
    await api('PUT', `account/${String(free.id)}`, {
      ...client.body,
      economic_group_id: created.body.id,
    });
    const stale = await api('PUT', `economic_group/${String(created.body.id)}`, {
      ...created.body,
      description: 'Forestal',
    });
    expect(stale.status).toBe(409);
    const fresh = await api('GET', `economic_group/${String(created.body.id)}`);
    expect(fresh.body.members).toEqual([free.id]);
  });

  it('refuses a stale group and a bad id, moving nobody', async () => {
    const [free] = db.accounts.filter((a) => a.economic_group_id === null).slice(5);
    const created = await api('POST', 'economic_group', { name: 'Grupo Las Lengas' });
    const id = String(created.body.id);
    const stale = await api('PUT', `economic_group/${id}`, {
      ...created.body,
      members: [free.id],
      updated_at: '2020-01-01T00:00:00.000Z',
    });
    expect(stale.status).toBe(409);
    const bad = await api('PUT', `economic_group/${id}`, { ...created.body, members: ['x'] });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors as Row)).toEqual(['members']);
    expect((await api('GET', `account/${String(free.id)}`)).body.economic_group_id).toBeNull();
  });
});
