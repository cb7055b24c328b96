/**
 * The review's findings on issue 9: a masked value can't be guessed through a filter or a sort,
 * a reset mail reaches only someone who manages every organization of its recipient, a role held
 * by people the writer does not manage can't be changed, and a burst of reset requests sent in
 * parallel stays within its limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineEntity } from '../../domain/engine/entity';
import { longText, text } from '../../domain/engine/fields';
import { tenancyMessages } from '../../domain/tenancy';
import { loadConfig } from '../config';
import { json, startTestApp, type TestApp, describeDialects } from '../test/harness';

type Headers = Record<string, string>;
const filterOf = (filter: Record<string, unknown>) =>
  `filter=${encodeURIComponent(JSON.stringify(filter))}`;

describe('confidential declarations', () => {
  it('refuses to search a sensitive field', () => {
    expect(() =>
      defineEntity({
        name: 'x',
        table: 'x',
        label: { one: 'X', many: 'X' },
        fields: { name: text({ label: 'N' }), body: longText({ label: 'B', sensitive: true }) },
        search: ['body'],
        recordLabel: 'name',
      }),
    ).toThrow(/cannot be searched/);
  });

  it('refuses a limit that is not a positive whole number instead of switching it off', () => {
    expect(() => loadConfig({ REQUEST_MAX_PER_EMAIL: '3/h' })).toThrow(/REQUEST_MAX_PER_EMAIL/);
    expect(() => loadConfig({ LOGIN_WINDOW_MINUTES: 'x' })).toThrow(/LOGIN_WINDOW_MINUTES/);
    expect(loadConfig({ REQUEST_MAX_PER_EMAIL: '7' }).requestLimits.perEmail).toBe(7);
  });
});

describeDialects('confidential values on %s', (dialect) => {
  let t: TestApp;
  let admin1: Headers;
  let admin2: Headers;
  let adminBoth: Headers;
  let seq = 0;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin1 = await t.login('admin@demo.test');
    admin2 = await t.userWith(['administrator'], [2]);
    adminBoth = await t.userWith(['administrator'], [1, 2]);
  });
  afterAll(() => t?.close());

  const get = (url: string, headers: Headers) => t.app.inject({ url: `/api/v1/${url}`, headers });
  const resetFor = (email: string, address = `10.9.0.${++seq}`) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/password/email',
      payload: { email },
      remoteAddress: address,
    });
  const newUser = async (organizations: number[], roles: unknown[] = []) => {
    const [basic] = (await get(`auth-admin/role?${filterOf({ q: 'basic' })}`, adminBoth)).json();
    const [general] = (
      await get(`auth-admin/assigment?${filterOf({ q: 'general' })}`, adminBoth)
    ).json();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth-admin/user',
      headers: adminBoth,
      payload: {
        name: `Persona ${++seq}`,
        email: `conf${seq}-${dialect}@org.test`,
        password: 'Clave2026segura',
        password_confirmation: 'Clave2026segura',
        roles: roles.length ? roles : [basic.id],
        assignments: [general.id],
        organizations,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return json(response) as { id: number; email: string };
  };

  it('never filters or sorts by a masked mail body', async () => {
    const filtered = await get(`admin/outbox?${filterOf({ body: '/password/reset/' })}`, admin1);
    expect(filtered.statusCode).toBe(400);
    expect(json(filtered).message).toMatch(/No se puede filtrar por body/);
    const sorted = await get(`admin/outbox?sort=${encodeURIComponent('["body","ASC"]')}`, admin1);
    expect(sorted.statusCode).toBe(400);
  });

  it('shows a reset mail only to someone who manages every organization of its recipient', async () => {
    const person = await newUser([1, 2]);
    expect((await resetFor(person.email)).statusCode).toBe(200);
    const search = `admin/outbox?${filterOf({ q: person.email })}`;
    for (const partial of [admin1, admin2]) {
      const rows = (await get(search, partial)).json() as { body: string }[];
      expect(rows).toEqual([]);
    }
    const [mail] = (await get(search, adminBoth)).json() as { id: number; body: string }[];
    expect(mail.body).toMatch(/\/password\/reset\/[A-Za-z0-9_-]{20,}/);
    expect((await get(`admin/outbox/${mail.id}`, admin2)).statusCode).toBe(404);
  });

  it('refuses to change a role held by people of organizations the writer does not manage', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth-admin/role',
      headers: admin2,
      payload: { name: `rol_org2_${dialect}`, label: 'Rol de la organización 2', permissions: [] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const role = json(created) as { id: number; updated_at: string };
    await newUser([1, 2], [role.id]);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/auth-admin/role/${role.id}`,
      headers: admin2,
      payload: { permissions: ['administrator'], updated_at: role.updated_at },
    });
    expect(changed.statusCode).toBe(403);
    expect(json(changed).message).toBe(tenancyMessages.heldElsewhere);
    const after = json(await get(`auth-admin/role/${role.id}`, admin2)) as {
      permissions: string[];
    };
    expect(after.permissions).toEqual([]);
  });

  it('keeps a burst of parallel reset requests within the per-address limit', async () => {
    const address = '10.8.8.8';
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => resetFor('cobranzas@demo.test', address)),
    );
    const accepted = responses.filter((r) => r.statusCode === 200).length;
    expect(accepted).toBeLessThanOrEqual(t.config.requestLimits.perEmail);
    expect(responses.some((r) => r.statusCode === 429)).toBe(true);
  });
});
