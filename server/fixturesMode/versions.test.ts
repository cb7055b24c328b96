/**
 * A policy's history in fixtures mode (fixtures/server/recordRoutes.ts): its one version, «Emisión»
 * on its validity start, as the server's demo data has it; the policy as of a day with its
 * parts' rows; a comparison of that version with itself empty; the same Spanish 422s and 404s
 * as the server; a 403 for whoever may not open policies, a 404 for a policy that is none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyMessages } from '../../domain/engine/history';
import { fixturesData, startFixturesServer } from './fixturesServer';

let server: Awaited<ReturnType<typeof startFixturesServer>>;

beforeAll(async () => {
  server = await startFixturesServer();
});
afterAll(() => server.close());

describe('a policy’s versions in fixtures mode', () => {
  it('reads its one version, the policy as of a day, and refuses as the server does', async () => {
    const subscriber = await server.as('suscriptor@demo.test');
    const data = fixturesData();
    const [policy] = data.contracts;
    const quotas = data.contract_quotas.filter((q) => q.contract_id === policy.id);
    const base = `contract/${String(policy.id)}`;
    const versions = await subscriber.call(`${base}/versions`);
    expect(versions.status).toBe(200);
    expect(versions.json).toEqual([
      expect.objectContaining({
        version: 1,
        cause: 'Emisión',
        effective_from: policy.validity_from,
      }),
    ]);
    const asOf = await subscriber.call(`${base}/as_of?date=2099-01-01`);
    expect(asOf.status).toBe(200);
    const answer = asOf.json as unknown as {
      record: Record<string, unknown>;
      parts: Record<string, unknown[]>;
    };
    expect(answer.record).toMatchObject({ id: policy.id, number: policy.number });
    expect(answer.parts['contract/quota']).toHaveLength(quotas.length);
    const compared = await subscriber.call(`${base}/versions/compare?from=1&to=1`);
    expect(compared.json).toMatchObject({ fields: [], parts: [] });

    const bad = await subscriber.call(`${base}/as_of?date=31/12/2025`);
    expect(bad.status).toBe(422);
    expect((bad.json as unknown as { errors: Record<string, string[]> }).errors.date).toEqual([
      historyMessages.badDate,
    ]);
    expect((await subscriber.call(`${base}/as_of?date=1990-01-01`)).status).toBe(404);
    expect((await subscriber.call(`${base}/versions/compare?from=1&to=2`)).status).toBe(404);
    const nobody = await server.as('sin-permisos@demo.test');
    expect((await nobody.call(`${base}/versions`)).status).toBe(403);
    expect(
      (await subscriber.call('contract/00000000-0000-4000-8000-000000000000/versions')).status,
    ).toBe(404);
  });
});
