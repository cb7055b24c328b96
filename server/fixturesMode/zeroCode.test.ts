/**
 * An area costs fixtures mode no code: an entity with a status machine, a command run by a
 * server handler and a wizard, declared by this test alone (zeroCodeArea.ts), are served from
 * their declarations — list, create, transitions, the wizard's drafts — and the handler's
 * effect is one canned answer a tester adds as data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspection, inspectionFlow, inspectionStatus } from './zeroCodeArea';
import { startFixturesServer } from './fixturesServer';
import { optionByCode } from '../../domain/engine/defineEnum';

const status = (code: string) => optionByCode(inspectionStatus, code).id;

let server: Awaited<ReturnType<typeof startFixturesServer>>;
beforeAll(async () => {
  server = await startFixturesServer({
    entities: [inspection],
    flows: [inspectionFlow],
  });
});
afterAll(() => server.close());

/** What a tester does: adds a canned answer to the fixtures while the server runs. */
async function addCannedAnswer(answer: Record<string, unknown>) {
  const response = await fetch(`${server.base}/api/fixtures/canned_answers`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(answer),
  });
  expect(response.status).toBe(201);
}

describe('a newly declared area in fixtures mode', () => {
  it('lists, creates, validates and moves its records through their declared transitions', async () => {
    const created = await server.call('admin/inspection', { body: { plate: 'AB123CD' } });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ plate: 'AB123CD', status: status('requested') });
    const invalid = await server.call('admin/inspection', { body: { place: 'Taller' } });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.json.errors as object)).toEqual(['plate']);

    const list = await server.call('admin/inspection?_start=0&_end=10&q=AB123');
    expect(list.total).toBe(1);
    expect(list.json.map((row) => row.plate)).toEqual(['AB123CD']);
    const id = String(created.json.id);
    const early = await server.call(`admin/inspection/${id}/price`, { body: {} });
    expect(early.status).toBe(422);
    expect(JSON.stringify(early.json.errors)).toContain('No se puede «Cotizar»');
    const scheduled = await server.call(`admin/inspection/${id}/schedule`, { body: {} });
    expect(scheduled.json.status).toBe(status('scheduled'));
  });

  it('runs a command with a server handler from a canned answer added as data', async () => {
    const created = await server.call('admin/inspection', { body: { plate: 'AC456EF' } });
    const id = String(created.json.id);
    await server.call(`admin/inspection/${id}/schedule`, { body: {} });
    await addCannedAnswer({
      note: 'The inspection fee the server would compute',
      method: 'POST',
      path: '/admin/inspection/:id/price',
      changes: [
        { collection: 'zero_code_inspections', where: { id: '{{id}}' }, set: { fee: 4500 } },
      ],
    });
    const priced = await server.call(`admin/inspection/${id}/price`, { body: {} });
    expect(priced.status).toBe(200);
    expect(priced.json).toMatchObject({ id, status: status('priced'), fee: 4500 });
    expect((await server.call(`admin/inspection/${id}`)).json.fee).toBe(4500);

    // A refusal the server would give one record: canned too, and it changes nothing.
    const other = await server.call('admin/inspection', { body: { plate: 'AA000AA' } });
    const otherId = String(other.json.id);
    await server.call(`admin/inspection/${otherId}/schedule`, { body: {} });
    await addCannedAnswer({
      method: 'POST',
      path: '/admin/inspection/:id/price',
      match: { params: { id: otherId } },
      status: 409,
      body: { message: 'La aseguradora no inspecciona ese dominio.' },
    });
    const refused = await server.call(`admin/inspection/${otherId}/price`, { body: {} });
    expect([refused.status, refused.json.message]).toEqual([
      409,
      'La aseguradora no inspecciona ese dominio.',
    ]);
    const kept = (await server.call(`admin/inspection/${otherId}`)).json;
    expect([kept.status, kept.fee ?? null]).toEqual([status('scheduled'), null]);
  });

  it('stores a record through its wizard, the drafts kept as generic documents', async () => {
    const started = await server.call('flows/inspection', { body: { branch_id: 1 } });
    expect(started.status).toBe(200);
    const id = String(started.json.id);
    expect(started.json).toMatchObject({ flow: 'inspection', step: 'vehicle', done: [] });
    const refused = await server.call(`flows/inspection/${id}/steps/place`, {
      body: { values: { place: 'Taller' }, version: started.json.version },
    });
    expect(refused.status).toBe(422);
    const vehicle = await server.call(`flows/inspection/${id}/steps/vehicle`, {
      body: { values: { plate: 'AD789GH' }, version: started.json.version },
    });
    expect(vehicle.json).toMatchObject({ step: 'place', done: ['vehicle'] });
    const reopened = await server.call(`flows/inspection/${id}`);
    expect(reopened.json.values).toEqual({ vehicle: { plate: 'AD789GH' } });
    const place = await server.call(`flows/inspection/${id}/steps/place`, {
      body: { values: { place: 'Taller' }, version: vehicle.json.version },
    });
    expect(place.status).toBe(200);
    const stored = await server.call(`admin/inspection/${id}`);
    expect(stored.json).toMatchObject({
      plate: 'AD789GH',
      place: 'Taller',
      status: status('requested'),
    });
  });
});
