/**
 * Fixtures mode serves the coverage catalogues as the API does: the named list of the
 * insurers' coverages still unmatched (`coverage_old/without-identifier`, domain/engine/listViews.ts)
 * with only those rows, narrowed by the user's filters, refused to whom the route table refuses
 * it; assigning one of ours takes the row out of it; a repeated code is the same Spanish 422.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coverageMessages } from '../../domain/entities/coverages';
import { DEMO_PASSWORD } from '../../fixtures/users';
import { fixturesData, startFixturesServer } from './fixturesServer';

const db = fixturesData();
const UNMATCHED = 'coverage_old/without-identifier';
let fixtures: Awaited<ReturnType<typeof startFixturesServer>>;
const call = (...args: Parameters<typeof fixtures.call>) => fixtures.call(...args);
const unmatched = () => db.insurer_coverages.filter((row) => row.coverage_id === null);

beforeAll(async () => {
  fixtures = await startFixturesServer();
});
afterAll(() => fixtures.close());

describe('coverage catalogues in fixtures mode', () => {
  it('lists as unmatched only the insurers’ coverages without one of ours', async () => {
    expect(unmatched().length).toBeGreaterThan(3);
    const view = await call(`${UNMATCHED}?_start=0&_end=100`);
    expect(view.status).toBe(200);
    expect(view.total).toBe(unmatched().length);
    expect(view.json.map((row) => row.id).sort()).toEqual(
      unmatched()
        .map((row) => row.id)
        .sort(),
    );
    const sancor = await call(`${UNMATCHED}?_start=0&_end=100&company_id=3`);
    expect(sancor.json.map((row) => row.id)).toEqual(
      unmatched()
        .filter((row) => row.company_id === 3)
        .map((row) => row.id),
    );
    const matched = db.insurer_coverages.find((row) => row.coverage_id !== null)!;
    const asked = await call(`${UNMATCHED}?id=${String(matched.id)}`);
    expect(asked.json).toEqual([]);
  });

  it('takes a row out of the list once one of ours is assigned to it', async () => {
    const row = unmatched().find((r) => r.branch_id === 1)!;
    const ourC = db.coverages.find((c) => c.code === 'C' && c.branch_id === 1)!;
    const mapped = await call(`coverage_old/${String(row.id)}`, {
      method: 'PUT',
      body: { coverage_id: ourC.id, updated_at: row.updated_at },
    });
    expect(mapped.status).toBe(200);
    expect(mapped.json.coverage_id).toBe(ourC.id);
    const view = await call(`${UNMATCHED}?_start=0&_end=100`);
    expect(view.total).toBe(unmatched().length - 1);
    expect(view.json.map((r) => r.id)).not.toContain(row.id);
    const stale = await call(`coverage_old/${String(row.id)}`, {
      method: 'PUT',
      body: { coverage_id: ourC.id, updated_at: row.updated_at },
    });
    expect(stale.status).toBe(409);
  });

  it('refuses a repeated code in the branch with the API’s message', async () => {
    const twice = await call('coverage', {
      method: 'POST',
      body: { code: 'd', name: 'Otra todo riesgo', branch_id: 1 },
    });
    expect(twice.status).toBe(422);
    expect(twice.json.errors).toEqual({ code: [coverageMessages.codeTaken] });
  });

  it('refuses the list to a user without the coverage permissions', async () => {
    const login = await fetch(`${fixtures.base}/api/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'password',
        username: 'sin-permisos@demo.test',
        password: DEMO_PASSWORD,
        client_id: '1',
      }),
    });
    const { access_token } = (await login.json()) as { access_token: string };
    const refused = await fetch(`${fixtures.base}/api/v1/${UNMATCHED}`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(refused.status).toBe(403);
  });
});
