/**
 * The coverage catalogues of issue 13 section 6 beyond the generated CRUD: who may use them
 * (spec 6), codes unique in their branch, the named list of the insurers' coverages still
 * unmatched (`coverage_old/without-identifier`, domain/engine/listViews.ts) and assigning one of ours
 * from it, audited, with the same refusals as the record's form. Not scoped: a user of another
 * organization reads the same catalogue.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { coverageMessages } from '../../domain/entities/coverages';
import { errorMessages } from '../../domain/engine/messages';
import { json, startTestApp, type TestApp, describeApp } from '../test/harness';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;
const UNMATCHED = 'coverage_old/without-identifier';

describeApp('coverage catalogues on %s', (dialect) => {
  let t: TestApp;
  let admin: Headers;
  let manager: Headers;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.login('admin@demo.test');
    manager = await t.userWith(['coverages: full_access'], [1]);
  });
  afterAll(() => t?.close());

  const api = async (method: string, url: string, headers?: Headers, payload?: object) => {
    const response = await t.app.inject({
      method: method as 'GET',
      url: `/api/v1/${url}`,
      headers,
      payload,
    });
    const total = String(response.headers['content-range'] ?? '').split('/')[1];
    return { status: response.statusCode, body: json(response), total: Number(total) };
  };
  const list = (url: string, headers: Headers, filter: Row = {}) =>
    api(
      'GET',
      `${url}?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,499]`,
      headers,
    );
  const rows = (answer: { body: unknown }) => answer.body as unknown as Row[];
  /** Our coverage of a branch by its code, from the demo data. */
  const ours = async (code: string, branch = 1) =>
    rows(await list('coverage', admin, { branch_id: branch })).find((c) => c.code === code)!;

  it('opens the three catalogues and the unmatched list only to those spec 6 names', async () => {
    const paths = ['coverage', 'coverage_old', 'coverage_package', UNMATCHED];
    const opportunities = await t.userWith(['opportunities: full_access'], [1]);
    for (const headers of [admin, manager, opportunities])
      for (const path of paths) expect((await list(path, headers)).status, path).toBe(200);
    const nobody = await t.login('sin-permisos@demo.test');
    const viewer = await t.userWith(['coverages: view', 'opportunities: create'], [1]);
    for (const headers of [nobody, viewer]) {
      for (const path of paths) expect((await list(path, headers)).status, path).toBe(403);
      const created = await api('POST', 'coverage', headers, { code: 'X', name: 'X' });
      expect(created.status).toBe(403);
      expect(created.body.message).toBe(errorMessages.forbidden);
      expect((await api('POST', `${UNMATCHED}/export`, headers, {})).status).toBe(403);
    }
    expect((await api('GET', UNMATCHED)).status).toBe(401);
  });

  it('lets only whoever administers coverages change the shared catalogue', async () => {
    const quoting = await t.userWith(['opportunities: full_access'], [1]);
    const payload = { code: 'Z9', name: 'Prueba', branch_id: 1 };
    expect((await api('POST', 'coverage', quoting, payload)).status).toBe(403);
    expect((await api('POST', 'coverage_package', quoting, { name: 'Prueba' })).status).toBe(403);
  });

  it('is one catalogue for every organization (not scoped)', async () => {
    const elsewhere = await t.userWith(['coverages: full_access'], [5]);
    for (const path of ['coverage', 'coverage_old', 'coverage_package', UNMATCHED])
      expect((await list(path, elsewhere)).total, path).toBe((await list(path, admin)).total);
  });

  it('keeps a code once per branch, in capitals, and says so in Spanish', async () => {
    const motorcycleC1 = { code: 'c1', name: 'Terceros completos con granizo', branch_id: 3 };
    const created = await api('POST', 'coverage', manager, { ...motorcycleC1, hail: true });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ code: 'C1', deductible: 1, active: true });
    const twice = await api('POST', 'coverage', manager, { ...motorcycleC1, name: 'Otra' });
    expect(twice.status).toBe(422);
    expect(twice.body.errors).toEqual({ code: [coverageMessages.codeTaken] });
    const badCode = await api('POST', 'coverage', manager, { ...motorcycleC1, code: 'C 1' });
    expect(badCode.status).toBe(422);
    expect(badCode.body.errors).toEqual({ code: [coverageMessages.code] });
  });

  it('lists as unmatched exactly the insurers’ coverages without one of ours', async () => {
    const all = rows(await list('coverage_old', admin));
    const unmatched = all.filter((row) => row.coverage_id === null);
    expect(unmatched.length).toBeGreaterThan(3);
    expect(unmatched.length).toBeLessThan(all.length);
    const view = await list(UNMATCHED, admin);
    expect(view.status).toBe(200);
    expect(view.total).toBe(unmatched.length);
    expect(rows(view).map((row) => row.id)).toEqual(unmatched.map((row) => row.id));
    // The user's own filters and search narrow it further, and never bring a matched one back.
    const sancor = await list(UNMATCHED, admin, { company_id: 3 });
    expect(rows(sancor).map((row) => row.id)).toEqual(
      unmatched.filter((row) => row.company_id === 3).map((row) => row.id),
    );
    const matchedOne = all.find((row) => row.coverage_id !== null)!;
    const asked = await list(UNMATCHED, admin, { id: [matchedOne.id, unmatched[0].id] });
    expect(rows(asked).map((row) => row.id)).toEqual([unmatched[0].id]);
    expect((await list(UNMATCHED, admin, { q: 'granizo' })).total).toBe(
      unmatched.filter((row) => /granizo/i.test(String(row.insurer_name))).length,
    );
  });

  it('assigns one of ours from the list, audited, and the row leaves it', async () => {
    const [row] = rows(await list(UNMATCHED, manager, { branch_id: 1 }));
    const before = (await list(UNMATCHED, manager)).total;
    const ourC = await ours('C');
    const mapped = await api('PUT', `coverage_old/${row.id}`, manager, {
      coverage_id: ourC.id,
      updated_at: row.updated_at,
    });
    expect(mapped.status, JSON.stringify(mapped.body)).toBe(200);
    expect(mapped.body).toMatchObject({ coverage_id: ourC.id, insurer_name: row.insurer_name });
    expect((await list(UNMATCHED, manager)).total).toBe(before - 1);
    // `record_id` filters as a text (contains): "1" also finds "11".
    const audit = rows(
      await list('admin/audit', admin, { resource: 'coverage_old', record_id: String(row.id) }),
    ).filter((entry) => entry.record_id === String(row.id));
    expect(audit).toHaveLength(1);
    const changes = JSON.parse(String(audit[0].changes)) as Row;
    expect(changes).toMatchObject({ coverage_id: { from: null, to: ourC.id } });
    expect(Object.keys(changes).sort()).toEqual(['coverage_id', 'updated_at']);
    // The list it read is stale now: a second assignment from it is refused.
    const stale = await api('PUT', `coverage_old/${row.id}`, manager, {
      coverage_id: (await ours('D')).id,
      updated_at: row.updated_at,
    });
    expect(stale.status).toBe(409);
  });

  it('refuses a coverage of another branch, one no longer offered, and a reader', async () => {
    const [row] = rows(await list(UNMATCHED, manager, { branch_id: 1 }));
    const motorcycle = await api('PUT', `coverage_old/${row.id}`, manager, {
      coverage_id: (await ours('A', 3)).id,
      updated_at: row.updated_at,
    });
    expect(motorcycle.status).toBe(422);
    expect(motorcycle.body.errors).toEqual({ coverage_id: [coverageMessages.sameBranch] });
    const retired = await api('PUT', `coverage_old/${row.id}`, manager, {
      coverage_id: (await ours('B2')).id,
      updated_at: row.updated_at,
    });
    expect(retired.status).toBe(422);
    expect(String((retired.body.errors as Record<string, string[]>).coverage_id)).toMatch(
      /fuera de uso/,
    );
    const nobody = await t.login('sin-permisos@demo.test');
    const refused = await api('PUT', `coverage_old/${row.id}`, nobody, {
      coverage_id: (await ours('C')).id,
      updated_at: row.updated_at,
    });
    expect(refused.status).toBe(403);
    expect((await list(UNMATCHED, manager)).body).toContainEqual(row);
  });

  it('exports the unmatched list with its own conditions', async () => {
    const started = await api('POST', `${UNMATCHED}/export`, admin, { format: 'csv' });
    expect(started.status).toBe(202);
    const id = Number(started.body.download_id);
    let download: Row = {};
    for (let i = 0; i < 100 && download.status !== 2; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      download = (await api('GET', `admin/download/${id}`, admin)).body;
    }
    expect(download.rows).toBe((await list(UNMATCHED, admin)).total);
  });

  it('keeps a package’s coverages, and ours while a package or an insurer’s cites them', async () => {
    const empty = await api('POST', 'coverage_package', manager, {
      name: 'Plan Vacío',
      company_id: 3,
      branch_id: 1,
    });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors as Row)).toEqual(['coverages']);
    const [ourD, ourD1] = [await ours('D'), await ours('D1')];
    const created = await api('POST', 'coverage_package', manager, {
      name: 'Plan Todo Riesgo Joven',
      company_id: 3,
      branch_id: 1,
      coverages: [ourD1.id, ourD.id],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.coverages).toEqual([ourD1.id, ourD.id]);
    expect((await api('DELETE', `coverage/${ourD.id}`, manager)).status).toBe(409);
  });
});
