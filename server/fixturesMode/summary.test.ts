/**
 * The client's summary in fixtures mode (fixtures/server/recordRoutes.ts): the same figures as the
 * server's, over the demo rows: the demo executive's client with its policies in force and
 * their premium to the cent; another executive's client a 404, a 403 for whoever works no
 * clients; a bad query a 422.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_FORCE } from '../../domain/entities/contractMachine';
import { optionByCode } from '../../domain/engine/defineEnum';
import { add, cents, pesos, ZERO } from '../../domain/engine/money';
import { contractStatus } from '../../domain/enums/statuses';
import { fixturesData, startFixturesServer } from './fixturesServer';

const IN_FORCE_IDS = new Set(IN_FORCE.map((code) => optionByCode(contractStatus, code).id));

let server: Awaited<ReturnType<typeof startFixturesServer>>;

beforeAll(async () => {
  server = await startFixturesServer();
});
afterAll(() => server.close());

describe('a client’s summary in fixtures mode', () => {
  it('counts the policies in force of a client the user sees, and sums their premiums', async () => {
    const executive = await server.as('ejecutivo@demo.test');
    const data = fixturesData();
    const mine = new Set(
      data.accounts.filter((a) => a.executive_id === executive.id).map((a) => a.id),
    );
    const inForce = data.contracts.filter(
      (c) => mine.has(c.account_id) && IN_FORCE_IDS.has(Number(c.status)),
    );
    expect(inForce.length).toBeGreaterThan(0);
    const client = inForce[0].account_id;
    const policies = inForce.filter((c) => c.account_id === client);
    const answer = await executive.call(`account/${String(client)}/summary`);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      figures: [
        { key: 'policies_in_force', value: policies.length },
        {
          key: 'premium_in_force',
          value: pesos(add(ZERO, ...policies.map((p) => cents(Number(p.premium ?? 0))))),
        },
      ],
    });
    expect((await executive.call(`account/${String(client)}/summary?x=1`)).status).toBe(422);
    const theirs = data.accounts.find((a) => a.executive_id !== executive.id && a.executive_id);
    expect((await executive.call(`account/${String(theirs!.id)}/summary`)).status).toBe(404);
    // The subscriber lists policies but works no clients: not theirs to open.
    const subscriber = await server.as('suscriptor@demo.test');
    expect((await subscriber.call(`account/${String(client)}/summary`)).status).toBe(403);
  });
});
