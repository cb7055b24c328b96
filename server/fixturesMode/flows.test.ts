/**
 * The opportunity wizard in fixtures mode, served from its declaration by the generic wizard
 * (fixtures/server/flows.ts), answers as the server's (server/flows/): a car quoted from the
 * guide to a stored opportunity, a draft reopened where it was left, a stored opportunity
 * opened at its link's step and refused over a newer version, and the refusals (order of
 * steps, fields, versions, whose draft, who may quote). The guide's answers and the checks the
 * server makes against it and the plates are canned answers for the demo's Toyota Corolla.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches } from '../../domain/enums/branches';
import { dwellingKinds } from '../../domain/enums/risks';
import { leadSources } from '../../domain/enums/clients';
import { opportunityStatus } from '../../domain/enums/statuses';
import { optionByCode } from '../../domain/engine/defineEnum';
import { flowMessages } from '../../domain/engine/flows';
import { vehicleMessages } from '../../domain/flows/vehicleForm';
import { errorMessages, validationMessage } from '../../domain/engine/messages';
import { fixturesData, startFixturesServer } from './fixturesServer';

type Row = Record<string, unknown>;

const branch = (code: string) => optionByCode(branches, code).id;
const status = (code: string) => optionByCode(opportunityStatus, code).id;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let server: Awaited<ReturnType<typeof startFixturesServer>>;
type User = Awaited<ReturnType<typeof server.as>>;

beforeAll(async () => {
  server = await startFixturesServer();
});
afterAll(() => server.close());

const as = (email: string) => server.as(email);
const FLOWS = 'flows/opportunity';

/** DELETE answers 204 without a body (the shared `call` reads one). */
const discard = async (user: User, id: string) =>
  (
    await fetch(`${server.base}/api/v1/${FLOWS}/${id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${user.token}` },
    })
  ).status;

/** The guide from brand to year, as the vehicle step's cascade asks it; the year's row. */
async function fromGuide(user: User, brand: string, model: string, version: string, year: number) {
  const q = (choice: Row) => `guide/infocar?${new URLSearchParams(choice as never).toString()}`;
  const steps: [Row, string, string | number][] = [
    [{}, 'brand', brand],
    [{ brand }, 'model', model],
    [{ brand, model }, 'version', version],
    [{ brand, model, version }, 'year', year],
  ];
  let row: Row = {};
  for (const [choice, level, wanted] of steps) {
    const answer = await user.call(q(choice));
    expect([answer.status, answer.json.level]).toEqual([200, level]);
    const options = answer.json.options as unknown as { value: unknown; row?: Row }[];
    const option = options.find((o) => o.value === wanted);
    expect(option).toBeDefined();
    row = option!.row ?? {};
  }
  expect(Object.keys(row).sort()).toEqual(['body', 'fuel', 'id', 'value', 'year', 'zero_km']);
  return row;
}

const vehicleOf = (guide: Row, more: Row = {}): Row => ({
  brand: 'Toyota',
  model: 'Corolla',
  version: '2.0 XEI CVT',
  year: guide.year,
  infocar_id: guide.id,
  sum_insured: guide.value,
  zero_km: guide.zero_km,
  domain: 'AB 123 CD',
  use: 1,
  fuel: guide.fuel,
  body: guide.body,
  ...more,
});

/** A client assigned to the user (one they see on the real server too). */
const clientOf = (user: User) =>
  String(fixturesData().accounts.find((a) => a.executive_id === user.id)!.id);

describe('the opportunity wizard in fixtures mode', () => {
  it('quotes a car from the guide to a stored opportunity, reopening the draft where it was left', async () => {
    const executive = await as('ejecutivo@demo.test');
    const guide = await fromGuide(executive, 'Toyota', 'Corolla', '2.0 XEI CVT', 2025);
    const started = await executive.call(FLOWS, { body: { branch_id: branch('car') } });
    expect(started.status).toBe(200);
    const id = String(started.json.id);
    expect(id).toMatch(UUID);
    expect(started.json).toEqual({
      id,
      flow: 'opportunity',
      branch_id: branch('car'),
      action: 'new',
      step: 'vehicle',
      done: [],
      values: { vehicle: {} },
      version: 1,
      stale: false,
      base: null,
    });

    const vehicle = await executive.call(`${FLOWS}/${id}/steps/vehicle`, {
      body: { values: vehicleOf(guide), version: 1 },
    });
    expect(vehicle.status).toBe(200);
    expect(vehicle.json).toMatchObject({ step: 'person', done: ['vehicle'], version: 2 });

    // Typed, not yet moved on: a reload opens the step with what was typed.
    const client = clientOf(executive);
    const typed = await executive.call(`${FLOWS}/${id}`, {
      method: 'PUT',
      body: { step: 'person', values: { account_id: client }, version: 2 },
    });
    expect(typed.json).toMatchObject({ step: 'person', version: 3 });
    const reloaded = await executive.call(`${FLOWS}/${id}`);
    expect(reloaded.status).toBe(200);
    expect(reloaded.json).toMatchObject({
      action: 'new',
      step: 'person',
      done: ['vehicle'],
      version: 3,
      stale: false,
    });
    expect(((reloaded.json as Row).values as Row).person).toEqual({ account_id: client });
    expect(((reloaded.json as Row).values as Row).vehicle).toMatchObject({
      brand: 'Toyota',
      year: 2025,
    });

    const stored = await executive.call(`${FLOWS}/${id}/steps/person`, {
      body: { values: { account_id: client }, version: 3 },
    });
    expect(stored.status).toBe(200);
    expect(stored.json).toMatchObject({
      id,
      action: 'edit',
      step: 'quotation',
      done: ['vehicle', 'person'],
      version: 0,
      stale: false,
    });
    const opportunity = await executive.call(`opportunity/${id}`);
    expect(opportunity.status).toBe(200);
    expect(opportunity.json).toMatchObject({
      id,
      account_id: client,
      branch_id: branch('car'),
      executive_id: executive.id,
      source: optionByCode(leadSources, 'manual').id,
      subject: 'Toyota Corolla 2.0 XEI CVT 2025',
      sum_insured: guide.value,
      status: status('active'),
      // Kept as painted, and found by it without its spaces (issue 28).
      plate: 'AB 123 CD',
    });
    expect((await executive.call('opportunity?q=ab123cd')).json.map((o) => o.id)).toContain(id);
    // Opened again: the stored steps at its link's step (a car: the quotation).
    const reopened = await executive.call(`${FLOWS}/${id}`);
    expect(reopened.json).toMatchObject({ action: 'edit', step: 'quotation', version: 0 });
    expect(((reopened.json as Row).values as Row).person).toEqual({ account_id: client });

    // A zero km may have no plate yet, but not one another opportunity already has.
    const zeroKm = await fromGuide(executive, 'Toyota', 'Corolla', '2.0 XEI CVT', 2026);
    const second = await executive.call(FLOWS, { body: { branch_id: branch('car') } });
    const taken = await executive.call(`${FLOWS}/${String(second.json.id)}/steps/vehicle`, {
      body: { values: vehicleOf(zeroKm, { domain: 'ab-123-cd' }), version: 1 },
    });
    expect([taken.status, taken.json.errors]).toEqual([
      422,
      { domain: [vehicleMessages.zeroKmDomainTaken] },
    ]);
    const bare = await executive.call(`${FLOWS}/${String(second.json.id)}/steps/vehicle`, {
      body: { values: vehicleOf(zeroKm, { domain: null }), version: 1 },
    });
    expect(bare.json).toMatchObject({ step: 'person', done: ['vehicle'] });
  });

  it('opens a stored opportunity at its link step, and refuses storing over a newer version', async () => {
    const executive = await as('ejecutivo@demo.test');
    const home = fixturesData().opportunities.find(
      (o) =>
        o.branch_id === branch('home') &&
        o.status === status('in_process') &&
        o.executive_id === executive.id &&
        o.account_id,
    )!;
    const id = String(home.id);
    const opened = await executive.call(`${FLOWS}/${id}`);
    expect(opened.json).toEqual({
      id,
      flow: 'opportunity',
      branch_id: branch('home'),
      action: 'edit',
      step: 'object',
      done: ['person'],
      values: { person: { account_id: home.account_id } },
      version: 0,
      stale: false,
      base: home.updated_at,
    });
    const locality = fixturesData().localities[0];
    const object = {
      dwelling: optionByCode(dwellingKinds, 'house').id,
      street: 'Av. Santa Fe',
      street_number: '1234',
      state_id: locality.state_id,
      locality_id: locality.id,
      surface: 80,
      building_sum: 90_000_000,
    };
    const typed = await executive.call(`${FLOWS}/${id}`, {
      method: 'PUT',
      body: { step: 'object', values: object, version: 0 },
    });
    // Without the record's version it read, a save over a stored record is refused.
    expect([typed.status, typed.json.message]).toEqual([409, errorMessages.stale]);
    const saved = await executive.call(`${FLOWS}/${id}`, {
      method: 'PUT',
      body: { step: 'object', values: object, version: 0, base: home.updated_at },
    });
    expect(saved.json).toMatchObject({ step: 'object', done: ['person'], version: 1 });

    // Someone else edits the opportunity meanwhile.
    const admin = await as('admin@demo.test');
    const edited = await admin.call(`opportunity/${id}`, {
      method: 'PUT',
      body: { notes: 'Pidió también cotizar el auto.' },
    });
    expect(edited.status).toBe(200);
    expect((await executive.call(`${FLOWS}/${id}`)).json).toMatchObject({ stale: true });
    const refused = await executive.call(`${FLOWS}/${id}/steps/object`, {
      body: { values: object, version: 1 },
    });
    expect([refused.status, refused.json.message]).toEqual([409, errorMessages.stale]);

    // A locality of another province is refused on the locality.
    const elsewhere = fixturesData().localities.find((l) => l.state_id !== locality.state_id)!;
    const mismatch = await executive.call(`${FLOWS}/${id}/steps/object`, {
      body: { values: { ...object, locality_id: elsewhere.id }, version: 1 },
    });
    expect(mismatch.status).toBe(422);
    expect(Object.keys(mismatch.json.errors as Row)).toEqual(['locality_id']);

    // Discarded, it starts again from the record (now current).
    expect(await discard(executive, id)).toBe(204);
    const { base } = (await executive.call(`${FLOWS}/${id}`)).json;
    const fresh = await executive.call(`${FLOWS}/${id}/steps/object`, {
      body: { values: object, version: 0, base },
    });
    expect(fresh.json).toMatchObject({ step: 'quotation', done: ['person', 'object'] });
    expect((await executive.call(`opportunity/${id}`)).json).toMatchObject({
      subject: 'Casa en Av. Santa Fe 1234',
      sum_insured: 90_000_000,
    });
  });

  it('refuses bad input, stale versions, other users’ drafts and users who may not quote', async () => {
    const executive = await as('ejecutivo@demo.test');
    const guide = await fromGuide(executive, 'Toyota', 'Corolla', '2.0 XEI CVT', 2025);
    const started = await executive.call(FLOWS, { body: { branch_id: branch('car') } });
    const id = String(started.json.id);
    const step = (name: string, values: Row, version = 1) =>
      executive.call(`${FLOWS}/${id}/steps/${name}`, { body: { values, version } });

    const plate = await step('vehicle', vehicleOf(guide, { domain: 'A 123 BCD' }));
    expect([plate.status, plate.json.errors]).toEqual([
      422,
      { domain: [vehicleMessages.carDomain] },
    ]);
    expect(plate.json.message).toBe(vehicleMessages.carDomain);
    const year = await step('vehicle', vehicleOf(guide, { year: 2024 }));
    expect([year.status, year.json.errors]).toEqual([422, { year: [vehicleMessages.notInGuide] }]);
    const skipped = await step('person', { account_id: clientOf(executive) });
    expect([skipped.status, skipped.json.errors]).toEqual([
      422,
      { step: [flowMessages.stepNotReady] },
    ]);
    const unknownStep = await step('quotation', {});
    expect([unknownStep.status, unknownStep.json.message]).toEqual([404, flowMessages.stepUnknown]);
    const field = await executive.call(`${FLOWS}/${id}`, {
      method: 'PUT',
      body: { step: 'vehicle', values: { colour: 'rojo' }, version: 1 },
    });
    expect([field.status, field.json.errors]).toEqual([
      422,
      { colour: [validationMessage('unknown', { attribute: 'colour' })] },
    ]);
    const key = await executive.call(FLOWS, { body: { branch_id: branch('car'), owner: 1 } });
    expect([key.status, key.json.errors]).toEqual([
      422,
      { owner: [validationMessage('unknown', { attribute: 'owner' })] },
    ]);
    const noBranch = await executive.call(FLOWS, { body: { branch_id: 999 } });
    expect([noBranch.status, noBranch.json.errors]).toEqual([
      422,
      { branch_id: [flowMessages.branchUnknown] },
    ]);

    // Nothing refused moved the draft: version 1 saves once; the old version is then a 409.
    const saved = await executive.call(`${FLOWS}/${id}`, {
      method: 'PUT',
      body: { step: 'vehicle', values: { brand: 'Toyota' }, version: 1 },
    });
    expect(saved.json).toMatchObject({ version: 2 });
    const late = await executive.call(`${FLOWS}/${id}`, {
      method: 'PUT',
      body: { step: 'vehicle', values: { brand: 'Fiat' }, version: 1 },
    });
    expect([late.status, late.json.message]).toEqual([409, flowMessages.staleDraft]);
    expect((await step('vehicle', vehicleOf(guide), 1)).status).toBe(409);

    // A draft is its user's alone.
    const supervisor = await as('supervisor@demo.test');
    const theirs = await supervisor.call(`${FLOWS}/${id}`);
    expect([theirs.status, theirs.json.message]).toEqual([404, errorMessages.notFound]);
    const overwrite = await supervisor.call(`${FLOWS}/${id}`, {
      method: 'PUT',
      body: { step: 'vehicle', values: {}, version: 2 },
    });
    expect(overwrite.status).toBe(404);
    expect(await discard(supervisor, id)).toBe(404);
    expect((await executive.call(`${FLOWS}/not-a-uuid`)).status).toBe(404);

    // Whoever may not quote.
    const nobody = await as('sin-permisos@demo.test');
    const forbidden = await nobody.call(FLOWS, { body: { branch_id: branch('car') } });
    expect([forbidden.status, forbidden.json.message]).toEqual([403, errorMessages.forbidden]);
    expect((await nobody.call('guide/infocar')).status).toBe(403);

    // Discarded, a new record's draft is gone.
    expect(await discard(executive, id)).toBe(204);
    expect((await executive.call(`${FLOWS}/${id}`)).status).toBe(404);
  });
});
