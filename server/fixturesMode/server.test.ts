/**
 * The fixtures server (fixtures/server/app.ts) on fixtures/db.json read into memory, over
 * real HTTP: login and profile, permissions as in production, json-server reads with our
 * mapping, and writes with the product's validation, unique values and optimistic lock.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../../domain/entities';
import { globalSearchMessages } from '../../domain/engine/globalSearch';
import { createFixturesApp } from '../../fixtures/server/app';
import { errorMessages } from '../../domain/engine/messages';
import { DEMO_PASSWORD } from '../../fixtures/users';

const source = fileURLToPath(new URL('../../fixtures/db.json', import.meta.url));
let server: Server;
let base: string;
/** What the server keeps, as json-server holds it. */
let stored: () => string;

beforeAll(async () => {
  const { app, db } = createFixturesApp({ dbFile: source, entities });
  stored = () => JSON.stringify(db.getState());
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function call(path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    json: text ? JSON.parse(text) : null,
  };
}

async function login(email: string, password = DEMO_PASSWORD) {
  return call('/api/oauth/token', {
    method: 'POST',
    body: { grant_type: 'password', username: email, password, client_id: '1' },
  });
}
const tokenOf = async (email: string) => (await login(email)).json.access_token as string;

describe('sessions', () => {
  it('logs a demo user in with the demo password and answers user/me with their access', async () => {
    const answer = await login('admin@demo.test');
    expect(answer.status).toBe(200);
    expect(answer.json.user.access.permission).toContain('administrator');
    const me = await call('/api/v1/user/me', { token: answer.json.access_token });
    expect(me.json.data).toMatchObject({ email: 'admin@demo.test', name: 'Alicia Administradora' });
    expect(me.json.data.grants.role[0]).toEqual({ name: 'administrator', label: 'Administrador' });
    expect(me.json.data.supervises).toEqual([]);
  });

  it('names in the profile whom a team supervisor may assign records to', async () => {
    const executive = (await login('ejecutivo@demo.test')).json.user;
    const supervisor = (await login('supervisor@demo.test')).json.user;
    expect(supervisor.supervises).toEqual([executive.id]);
    expect(executive.supervises).toEqual([]);
  });

  it('refuses a wrong password, an unknown user and a missing token in Spanish', async () => {
    expect((await login('admin@demo.test', 'otra')).status).toBe(401);
    const unknown = await login('nadie@demo.test');
    expect(unknown.json.message).toBe('El correo electrónico o la contraseña son incorrectos.');
    expect((await call('/api/v1/user/me')).status).toBe(401);
    expect((await call('/api/v1/admin/branch')).status).toBe(401);
  });

  it('rotates refresh tokens and ends the session on logout', async () => {
    const first = (await login('operador@demo.test')).json;
    const refresh = { grant_type: 'refresh_token', refresh_token: first.refresh_token };
    const second = await call('/api/oauth/token', { method: 'POST', body: refresh });
    expect(second.status).toBe(200);
    expect((await call('/api/oauth/token', { method: 'POST', body: refresh })).status).toBe(401);
    const token = second.json.access_token;
    await call('/api/v1/auth/logout', { method: 'POST', token });
    expect((await call('/api/v1/user/me', { token })).status).toBe(401);
  });
});

describe('permissions as in production', () => {
  it('gives a user without the permission a 403 and the operator only their sections', async () => {
    const none = await tokenOf('sin-permisos@demo.test');
    expect((await call('/api/v1/admin/branch', { token: none })).status).toBe(403);
    const operator = await tokenOf('operador@demo.test');
    expect((await call('/api/v1/admin/holiday?_start=0&_end=5', { token: operator })).status).toBe(
      200,
    );
    expect((await call('/api/v1/admin/branch', { token: operator })).status).toBe(403);
  });
});

describe('reads through json-server', () => {
  it('pages, sorts, searches and filters with a total', async () => {
    const token = await tokenOf('admin@demo.test');
    const page = await call('/api/v1/admin/branch?_start=0&_end=3&_sort=name&_order=DESC', {
      token,
    });
    expect(page.json).toHaveLength(3);
    const names = page.json.map((b: { name: string }) => b.name);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));
    expect(Number(page.headers.get('x-total-count'))).toBeGreaterThan(3);
    const search = await call('/api/v1/admin/branch?q=automotores&_start=0&_end=10', { token });
    expect(search.json.map((b: { name: string }) => b.name)).toContain('Automotores');
    const like = await call('/api/v1/admin/branch?name_like=auto&_start=0&_end=10', { token });
    expect(like.json.length).toBeGreaterThan(0);
    const one = await call(`/api/v1/admin/branch/${page.json[0].id}`, { token });
    expect(one.json.name).toBe(names[0]);
  });

  it('searches from anywhere like the real server: by CUIT without dashes, within access', async () => {
    const admin = await tokenOf('admin@demo.test');
    const found = await call('/api/v1/search?q=30500045864', { token: admin });
    expect(found.json.groups).toEqual([
      {
        resource: 'admin/company',
        label: 'Compañías',
        total: 1,
        records: [
          {
            id: 3,
            label: 'Sancor Seguros',
            detail: 'Sancor Cooperativa de Seguros Limitada · 30-50004586-4',
          },
        ],
      },
    ]);
    // A company type typed without its dots (domain/engine/searchTerms.ts).
    const srl = await call('/api/v1/search?q=frigorifico%20del%20litoral%20srl', { token: admin });
    expect(srl.json.groups[0].records[0].label).toBe('Frigorífico del Litoral S.R.L.');
    const operator = await tokenOf('operador@demo.test');
    expect((await call('/api/v1/search?q=sancor', { token: operator })).json.groups).toEqual([]);
    const short = await call('/api/v1/search?q=s', { token: admin });
    expect(short.status).toBe(422);
    expect(short.json.errors.q).toEqual([globalSearchMessages.short]);
  });

  it('finds from anywhere only the records the user’s record scope shows', async () => {
    const admin = await tokenOf('admin@demo.test');
    const executive = await tokenOf('ejecutivo@demo.test');
    const ids = async (token: string) =>
      new Set(
        (
          (await call('/api/v1/account?_start=0&_end=5000', { token })).json as { id: string }[]
        ).map((row) => row.id),
      );
    const seen = await ids(executive);
    const hidden = (
      (await call('/api/v1/account?_start=0&_end=5000', { token: admin })).json as {
        id: string;
        cuit: string | null;
      }[]
    ).find((row) => !seen.has(row.id) && row.cuit);
    expect(hidden, "a demo client outside the executive's portfolio").toBeDefined();
    const found = async (token: string) =>
      (
        (await call(`/api/v1/search?q=${hidden!.cuit}`, { token })).json.groups as {
          resource: string;
          records: { id: string }[];
        }[]
      )
        .filter((group) => group.resource === 'account')
        .flatMap((group) => group.records.map((record) => record.id));
    expect(await found(admin)).toContain(hidden!.id);
    expect(await found(executive)).not.toContain(hidden!.id);
  });

  it('names cited records for who uses a section citing them, as the real server does', async () => {
    const executive = await tokenOf('ejecutivo@demo.test');
    expect((await call('/api/v1/admin/producer', { token: executive })).status).toBe(403);
    const page = await call('/api/v1/labels/admin/producer?_start=0&_end=2&_sort=name', {
      token: executive,
    });
    expect(page.status).toBe(200);
    expect(page.json).toHaveLength(2);
    expect(Object.keys(page.json[0]).sort()).toEqual(['id', 'label']);
    expect(Number(page.headers.get('x-total-count'))).toBeGreaterThan(2);
    const one = await call(`/api/v1/labels/admin/producer?id=${page.json[1].id}`, {
      token: executive,
    });
    expect(one.json).toEqual([page.json[1]]);
    const none = await tokenOf('sin-permisos@demo.test');
    expect((await call('/api/v1/labels/admin/producer', { token: none })).status).toBe(403);
    // A form's picker asks for the records still in use (domain/engine/offered.ts).
    const lists = async (query: string) =>
      (
        (await call(`/api/v1/labels/contact_list${query}`, { token: executive })).json as {
          label: string;
        }[]
      ).map((row) => row.label);
    expect(await lists('')).toContain('Encuesta de satisfacción 2025');
    expect(await lists('?active=true')).not.toContain('Encuesta de satisfacción 2025');
    expect(await lists('?active=true')).toContain('Promociones Hogar');
  });

  it('answers unknown API paths with a Spanish 404', async () => {
    const token = await tokenOf('admin@demo.test');
    const answer = await call('/api/v1/admin/nothing', { token });
    expect(answer).toMatchObject({
      status: 404,
      json: { message: 'La dirección solicitada no existe.' },
    });
    expect((await call('/api/v1/admin/branch/99999', { token })).status).toBe(404);
    // Deeper paths are hand-written routes, and a name is matched whole.
    expect((await call('/api/v1/admin/branch/1/extra/more', { token })).status).toBe(404);
    expect((await call('/api/v1/admin/branchx', { token })).status).toBe(404);
  });

  it('maps each entity path onto its collection; the longest name wins', async () => {
    const token = await tokenOf('admin@demo.test');
    for (const entity of entities)
      expect((await call(`/api/v1/${entity.name}?_end=1`, { token })).status).not.toBe(404);
    const value = await call('/api/v1/admin/global_type/value/1', { token });
    expect(value.json).toMatchObject({ id: 1, global_type_id: 1, name: 'Teléfono' });
  });

  it('serves app-config.js switching the front end to fixtures mode', async () => {
    const response = await fetch(`${base}/app-config.js`);
    expect(await response.text()).toContain('"dataMode":"fixtures"');
  });
});

describe('writes with the product rules', () => {
  it('creates, edits with the lock, refuses bad input and duplicates, and deletes', async () => {
    const token = await tokenOf('admin@demo.test');
    const created = await call('/api/v1/admin/branch', {
      method: 'POST',
      token,
      body: { name: 'Caución judicial', code: 'judicial_bond', common: false, active: true },
    });
    expect(created.status).toBe(201);
    const { id, updated_at } = created.json;
    const bad = await call('/api/v1/admin/branch', { method: 'POST', token, body: { name: '' } });
    expect(bad.status).toBe(422);
    expect(bad.json.errors.name[0]).toMatch(/obligatorio/);
    const duplicate = await call('/api/v1/admin/branch', {
      method: 'POST',
      token,
      body: { name: 'caución judicial', code: 'other_code', common: false, active: true },
    });
    expect(duplicate.status).toBe(422);
    expect(duplicate.json.errors).toHaveProperty('name');

    const edited = await call(`/api/v1/admin/branch/${id}`, {
      method: 'PUT',
      token,
      body: { ...created.json, name: 'Caución judicial (prueba)' },
    });
    expect(edited.json).toMatchObject({ name: 'Caución judicial (prueba)' });
    expect(edited.status).toBe(200);
    expect(edited.json.name).toBe('Caución judicial (prueba)');
    const stale = await call(`/api/v1/admin/branch/${id}`, {
      method: 'PUT',
      token,
      body: { ...created.json, updated_at: '2000-01-01T00:00:00.000Z' },
    });
    expect(stale.status).toBe(409);
    expect(updated_at).toBeTruthy();
    expect(JSON.parse(stored()).branches.some((b: { id: number }) => b.id === id)).toBe(true);

    expect((await call(`/api/v1/admin/branch/${id}`, { method: 'DELETE', token })).status).toBe(
      200,
    );
    expect((await call(`/api/v1/admin/branch/${id}`, { token })).status).toBe(404);
  });

  it('refuses a reference to a record that does not exist, as the server does, storing nothing', async () => {
    const token = await tokenOf('admin@demo.test');
    const path = '/api/v1/admin/locations/state';
    const before = stored();
    const ghost = await call(path, {
      method: 'POST',
      token,
      body: { country_id: 999999, name: 'Ñ' },
    });
    expect(ghost.status).toBe(422);
    expect(ghost.json.errors.country_id[0]).toMatch(/País/);
    expect(stored()).toBe(before);
    const [argentina] = (await call('/api/v1/admin/locations/country?q=Argentina', { token })).json;
    const made = await call(path, {
      method: 'POST',
      token,
      body: { country_id: argentina.id, name: 'Ñ' },
    });
    expect(made.status).toBe(201);
    const moved = await call(`${path}/${made.json.id}`, {
      method: 'PUT',
      token,
      body: { ...made.json, country_id: 888888 },
    });
    expect(moved.status).toBe(422);
    expect(moved.json.errors).toHaveProperty('country_id');
  });

  it('answers a body that is not JSON, or too large, with the real server’s Spanish 400 or 413, storing nothing', async () => {
    const token = await tokenOf('admin@demo.test');
    const before = stored();
    const response = await fetch(`${base}/api/v1/admin/branch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: '{"name": "Ramo roto",',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: errorMessages.badJsonBody });
    expect(stored()).toBe(before);
    // Past json-server's 10 MB: the server's Spanish 413, not the parser's page.
    const huge = await fetch(`${base}/api/v1/admin/branch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'x'.repeat(11 * 1024 * 1024) }),
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ message: errorMessages.tooLarge });
    expect(stored()).toBe(before);
  });

  it('keeps a singleton’s one record: its DELETE is the server’s 405, nothing removed', async () => {
    const token = await tokenOf('admin@demo.test');
    const settings = 'contract_research_renewal/settings';
    const [record] = (await call(`/api/v1/${settings}`, { token })).json;
    const refused = await call(`/api/v1/${settings}/${record.id}`, { method: 'DELETE', token });
    expect(refused.status).toBe(405);
    expect(refused.json.message).toBe(errorMessages.singletonDelete);
    expect((await call(`/api/v1/${settings}/${record.id}`, { token })).status).toBe(200);
  });

  it('refuses writes to read-only lists (405) and never stores a password', async () => {
    const token = await tokenOf('admin@demo.test');
    expect((await call('/api/v1/admin/audit', { method: 'POST', token, body: {} })).status).toBe(
      405,
    );
    const roles = (await call('/api/v1/auth-admin/role?name=basic', { token })).json;
    const assignments = (await call('/api/v1/auth-admin/assigment?name=general', { token })).json;
    const created = await call('/api/v1/auth-admin/user', {
      method: 'POST',
      token,
      body: {
        name: 'Tamara Tester',
        email: 'tester@demo.test',
        password: 'Prueba1234!',
        password_confirmation: 'Prueba1234!',
        roles: [roles[0].id],
        assignments: [assignments[0].id],
      },
    });
    expect(created.status).toBe(201);
    expect(stored()).not.toContain('Prueba1234!');
    expect((await login('tester@demo.test')).status).toBe(200);
  });
});
