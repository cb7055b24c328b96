/**
 * Bindings (who served a client, domain/entities/bindings.ts): opened with the client's
 * executive, handed over when the executive changes (the old binding ends that day), gone with
 * the client; an administrator's section, refused to an executive and to another organization.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { argentineToday } from '../../domain/engine/format';
import { startTestApp, type TestApp, answer as json, describeApp } from '../test/harness';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;

const LEGAL = 14;

describeApp('bindings on %s', (dialect) => {
  let t: TestApp;
  let admin: Headers;
  let executive: Headers;
  let executiveId: number;
  let supervisorId: number;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.login('admin@demo.test');
    executive = await t.login('ejecutivo@demo.test');
    const me = async (h: Headers) =>
      json(await t.app.inject({ url: '/api/v1/user/me', headers: h })).data.id as number;
    executiveId = await me(executive);
    supervisorId = await me(await t.login('supervisor@demo.test'));
  });
  afterAll(() => t?.close());

  const bindingsOf = async (accountId: string) => {
    const filter = encodeURIComponent(JSON.stringify({ account_id: accountId }));
    const response = await t.app.inject({
      url: `/api/v1/bindings?filter=${filter}&sort=["id","ASC"]`,
      headers: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    return json(response) as Row[];
  };

  it('opens the executive’s binding and hands it over when the executive changes', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account',
      headers: admin,
      payload: { person_type: LEGAL, business_name: 'Vínculos S.A.', executive_id: executiveId },
    });
    expect(created.statusCode, created.body).toBe(201);
    const client = json(created);
    expect(await bindingsOf(client.id)).toMatchObject([
      { user_id: executiveId, starts_on: argentineToday(), ends_on: null },
    ]);
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/account/${client.id}`,
      headers: admin,
      payload: { ...client, executive_id: supervisorId },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const history = await bindingsOf(client.id);
    expect(history).toMatchObject([
      { user_id: executiveId, ends_on: argentineToday() },
      { user_id: supervisorId, ends_on: null },
    ]);
    // An edit that keeps the executive opens nothing.
    const again = json(moved);
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/account/${client.id}`,
      headers: admin,
      payload: { ...again, notes: 'sin cambio de ejecutivo' },
    });
    expect(await bindingsOf(client.id)).toHaveLength(2);
    // The bindings go with the client.
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/account/${client.id}`,
      headers: admin,
    });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await bindingsOf(client.id)).toEqual([]);
  });

  it('refuses an end before the start, and is the administrators’ section', async () => {
    const [first] = json(
      await t.app.inject({ url: '/api/v1/bindings?range=[0,0]', headers: admin }),
    ) as Row[];
    const wrong = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/bindings/${first.id}`,
      headers: admin,
      payload: { ...first, ends_on: '2000-01-01' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(json(wrong).errors)).toEqual(['ends_on']);
    expect((await t.app.inject({ url: '/api/v1/bindings', headers: executive })).statusCode).toBe(
      403,
    );
    const outsider = await t.userWith(['administrator'], [5]);
    const theirs = await t.app.inject({ url: `/api/v1/bindings/${first.id}`, headers: outsider });
    expect(theirs.statusCode).toBe(404);
  });
});
