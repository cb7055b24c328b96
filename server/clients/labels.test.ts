/**
 * Names of cited records (GET /api/v1/labels/{target}, domain/engine/referenceLabels.ts): an executive
 * reads the names of the users and producers their accounts cite, though the sections of users
 * and producers stay closed to them; only search and ids filter, only name or id sort; a user
 * who uses no section citing the target is refused; another organization's records are absent.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { labelMessages } from '../../domain/engine/referenceLabels';
import { json, startTestApp, type TestApp, describeApp } from '../test/harness';

type Headers = Record<string, string>;

const labels = (target: string, params: Record<string, unknown> = {}) =>
  `/api/v1/labels/${target}?${Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join('&')}`;

describeApp('labels of cited records on %s', (dialect) => {
  let t: TestApp;
  let executive: Headers;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    executive = await t.login('ejecutivo@demo.test');
  });
  afterAll(() => t?.close());

  const get = (url: string, headers: Headers) => t.app.inject({ url, headers });

  it('gives an executive the names of users by id, and nothing else of them', async () => {
    const me = (json(await get('/api/v1/user/me', executive)).data as { id: number }).id;
    const response = await get(labels('auth-admin/user', { filter: { id: [me] } }), executive);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([{ id: me, label: 'Eugenia Ejecutiva' }]);
    expect(response.headers['content-range']).toBe('labels/auth-admin/user 0-0/1');
    // The section of users itself stays closed.
    expect((await get('/api/v1/auth-admin/user', executive)).statusCode).toBe(403);
  });

  it('searches producers by name for the account form’s picker, sorted by name', async () => {
    const response = await get(
      labels('admin/producer', { filter: { q: 'a' }, sort: ['name', 'ASC'], range: [0, 9] }),
      executive,
    );
    expect(response.statusCode, response.body).toBe(200);
    const names = (response.json() as { label: string }[]).map((r) => r.label);
    expect(names.length).toBeGreaterThan(1);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
    expect(Object.keys(response.json()[0]).sort()).toEqual(['id', 'label']);
  });

  it('names a client’s segment by id without a sort, though segments list by priority', async () => {
    const all = await get(labels('admin/segmentation', { sort: ['id', 'ASC'] }), executive);
    const [first, second] = all.json() as { id: number; label: string }[];
    const response = await get(
      labels('admin/segmentation', { filter: { id: [second.id, first.id] } }),
      executive,
    );
    expect(response.statusCode, response.body).toBe(200);
    const named = (response.json() as { label: string }[]).map((r) => r.label);
    expect(named).toEqual([first.label, second.label].sort((a, b) => a.localeCompare(b, 'es')));
  });

  it('names a locality with its province, as pickers do', async () => {
    // Zip codes cite localities: who keeps zip codes reads locality names, not their section.
    const zipcodes = await t.userWith(['admin: zipcodes']);
    expect((await get('/api/v1/admin/locations/locality', zipcodes)).statusCode).toBe(403);
    const response = await get(
      labels('admin/locations/locality', { filter: { q: 'Rosario' }, range: [0, 9] }),
      zipcodes,
    );
    expect(response.statusCode, response.body).toBe(200);
    const names = (response.json() as { label: string }[]).map((r) => r.label);
    expect(names).toContain('Rosario (Santa Fe)');
  });

  it('searches names only: an e-mail fragment finds nobody', async () => {
    const byName = await get(labels('auth-admin/user', { filter: { q: 'Alicia' } }), executive);
    expect((byName.json() as { label: string }[]).map((u) => u.label)).toEqual([
      'Alicia Administradora',
    ]);
    const byEmail = await get(
      labels('auth-admin/user', { filter: { q: 'admin@demo' } }),
      executive,
    );
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json()).toEqual([]);
  });

  it('refuses other filters and sorts, which would query fields the route does not show', async () => {
    const byEmail = await get(
      labels('auth-admin/user', { filter: { email: 'admin@demo.test' } }),
      executive,
    );
    expect(byEmail.statusCode).toBe(400);
    expect(json(byEmail).message).toBe(labelMessages.onlySearch);
    const sorted = await get(labels('auth-admin/user', { sort: ['email', 'ASC'] }), executive);
    expect(sorted.statusCode).toBe(400);
    expect(json(sorted).message).toBe(labelMessages.onlyLabelSort);
  });

  it('refuses a user who uses no section citing the target, and an anonymous caller', async () => {
    const nobody = await t.login('sin-permisos@demo.test');
    expect((await get(labels('admin/producer'), nobody)).statusCode).toBe(403);
    // Users' names are everyone's: anyone may read their own notifications, which cite users.
    expect((await get(labels('auth-admin/user'), nobody)).statusCode).toBe(200);
    expect((await t.app.inject({ url: labels('admin/producer') })).statusCode).toBe(401);
  });

  it('shows a user of another organization only the producers of theirs', async () => {
    const outsider = await t.userWith(['accounts: view'], [5]);
    const own = await get(labels('admin/producer', { range: [0, 99] }), outsider);
    const ours = await get(labels('admin/producer', { range: [0, 99] }), executive);
    const ids = (r: typeof own) => (r.json() as { id: number }[]).map((p) => p.id);
    expect(own.statusCode).toBe(200);
    expect(ids(own).length).toBeGreaterThan(0);
    expect(ids(ours).length).toBeGreaterThan(0);
    expect(ids(own).filter((id) => ids(ours).includes(id))).toEqual([]);
  });
});
