/**
 * Opportunities in fixtures mode behave as on the server: the status machine's refusals (422
 * naming the allowed moves, the reason asked), "Tomar" a request (the second taker hears
 * someone took it, 409) and the request and duplicates lists with their permissions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAKEN_MESSAGE } from '../../domain/entities/opportunityMachine';
import { opportunityStatus } from '../../domain/enums/statuses';
import { optionByCode } from '../../domain/engine/defineEnum';
import { fixturesData, startFixturesServer } from './fixturesServer';

const status = (code: string) => optionByCode(opportunityStatus, code).id;

let server: Awaited<ReturnType<typeof startFixturesServer>>;

beforeAll(async () => {
  server = await startFixturesServer();
});
afterAll(() => server.close());

/** A demo user's requests (by e-mail). */
const as = (email: string) => server.as(email);

describe('opportunities in fixtures mode', () => {
  /** The requests from the web nobody took yet (the request list's). */
  const pool = () =>
    fixturesData().opportunities.filter(
      (o) =>
        o.executive_id === null &&
        !o.substatus &&
        o.status === status('active') &&
        [2, 3, 4].includes(Number(o.source)),
    );

  it('gives a request to the first who takes it; the next hears someone took it', async () => {
    const supervisor = await as('supervisor@demo.test');
    const admin = await as('admin@demo.test');
    const [request] = pool();
    const taken = await supervisor.call(`opportunity/${String(request.id)}/take`, { body: {} });
    expect(taken.status).toBe(200);
    expect(taken.json).toMatchObject({ executive_id: supervisor.id, status: status('in_process') });
    const late = await admin.call(`opportunity/${String(request.id)}/take`, { body: {} });
    expect([late.status, late.json.message]).toEqual([409, TAKEN_MESSAGE]);
    const executive = await as('ejecutivo@demo.test');
    const [other] = pool().slice(1);
    expect(
      (await executive.call(`opportunity/${String(other.id)}/take`, { body: {} })).status,
    ).toBe(403);
  });

  it('refuses a move its status does not allow, and a loss without its reason', async () => {
    const admin = await as('admin@demo.test');
    const [request] = pool().slice(2);
    const refused = await admin.call(`opportunity/${String(request.id)}/accept`, { body: {} });
    expect(refused.status).toBe(422);
    expect((refused.json.errors as Record<string, string[]>).status[0]).toContain(
      'Acciones posibles: Tomar, Empezar a trabajarla',
    );
    const bare = await admin.call(`opportunity/${String(request.id)}/cancel`, { body: {} });
    expect([bare.status, bare.json.errors]).toEqual([422, { reason: ['Indicá el motivo.'] }]);
    // Whoever sees only theirs and the pool takes a request before working it.
    const supervisor = await as('supervisor@demo.test');
    const early = await supervisor.call(`opportunity/${String(request.id)}/call`, { body: {} });
    expect([early.status, early.json.errors]).toEqual([
      422,
      { status: ['Para «Llamar» primero usá «Tomar»: así queda a tu nombre.'] },
    ]);
  });

  it('lists the requests and the duplicates only to those allowed, narrowed as declared', async () => {
    const executive = await as('ejecutivo@demo.test');
    expect((await executive.call('opportunity/request')).status).toBe(403);
    expect((await executive.call('opportunity/duplicates')).status).toBe(403);
    const supervisor = await as('supervisor@demo.test');
    const requests = await supervisor.call('opportunity/request?_start=0&_end=100');
    expect(requests.status).toBe(200);
    expect(requests.json.length).toBeGreaterThanOrEqual(4);
    expect(requests.json.map((r) => r.id).sort()).toEqual(
      pool()
        .map((r) => r.id)
        .slice(1)
        .sort(),
    );
    const duplicates = await supervisor.call('opportunity/duplicates?_start=0&_end=100');
    expect(duplicates.json.map((r) => r.substatus)).toEqual([20, 20]);
  });
});

describe('fields a request may not write, in fixtures mode', () => {
  it('refuses a call time changed by an edit and a computed name sent on create', async () => {
    const admin = await as('admin@demo.test');
    const stored = fixturesData().opportunities.find((o) => o.next_call_at)!;
    const { json: current } = await admin.call(`opportunity/${String(stored.id)}`);
    const moved = await admin.call(`opportunity/${String(stored.id)}`, {
      method: 'PUT',
      body: { ...current, next_call_at: '2020-01-01T10:00:00.000Z' },
    });
    expect(moved.status).toBe(422);
    expect(Object.keys(moved.json.errors as object)).toEqual(['next_call_at']);
    const kept = await admin.call(`opportunity/${String(stored.id)}`, {
      method: 'PUT',
      body: { ...current, notes: 'Llamar después de las 17 h.' },
    });
    expect(kept.status).toBe(200);
    const named = await admin.call('account', {
      body: { person_type: 1, first_name: 'Ana', last_name: 'Paz', display_name: 'Otra' },
    });
    expect(named.status).toBe(422);
    expect(Object.keys(named.json.errors as object)).toEqual(['display_name']);
  });
});

describe('the duplicates review in fixtures mode', () => {
  // Flagged at intake from the declaration (fixtures/server/writes.ts); the original, the merge
  // and the cleared flag are canned answers (fixtures/cannedAnswers.json).
  it('flags a repeated web request, shows its original, merges it there or clears the flag', async () => {
    const demo = fixturesData().opportunities.find((o) => o.substatus === 20)!;
    const original = fixturesData().opportunities.find((o) => o.id === demo.duplicate_of)!;
    const executive = await as('ejecutivo@demo.test');
    expect((await executive.call(`opportunity/${String(demo.id)}/original`)).status).toBe(403);
    const supervisor = await as('supervisor@demo.test');
    const shown = await supervisor.call(`opportunity/${String(demo.id)}/original`);
    expect(shown.status).toBe(200);
    expect((shown.json as unknown as { original: { id: unknown } }).original.id).toBe(original.id);

    // The same client asks again from the web for the same branch: flagged at intake. (Loaded
    // by whoever sees every opportunity: a supervisor's own would be theirs, held, as on the
    // server, and a held request is no duplicate waiting for review.)
    const admin = await as('admin@demo.test');
    const again = await admin.call('opportunity', {
      body: {
        account_id: original.account_id,
        lead_id: original.lead_id,
        branch_id: original.branch_id,
        source: 3,
        requested_at: '2026-11-20T13:00:00.000Z',
      },
    });
    expect(again.status).toBe(201);
    expect([again.json.substatus, again.json.duplicate_of]).toEqual([20, original.id]);
    const cleared = await supervisor.call(`opportunity/${String(again.json.id)}/not-duplicate`, {
      body: { updated_at: again.json.updated_at },
    });
    expect([cleared.status, cleared.json.substatus, cleared.json.duplicate_of]).toEqual([
      200,
      null,
      null,
    ]);

    const merged = await supervisor.call(`opportunity/${String(demo.id)}/original/merge`, {
      body: { updated_at: demo.updated_at },
    });
    expect(merged.status).toBe(200);
    expect((await supervisor.call(`opportunity/${String(demo.id)}`)).status).toBe(404);
  });
});
