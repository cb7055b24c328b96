/**
 * The opportunity wizard through the API (issue 13, spec 2.4 and 2.5): a car quoted from the
 * Infocar guide's cascade to its client, a home from its client to the house, other branches'
 * objects, a record typed in the plain form finished in the wizard, and the draft kept as typed
 * between visits. Refusals, access and versions (on both databases): flowChecks.test.ts.
 */
import { beforeAll, expect, it } from 'vitest';
import { audit } from '../../domain/entities/audit';
import { opportunity } from '../../domain/entities/opportunities';
import { opportunityStatus } from '../../domain/enums/statuses';
import { optionByCode } from '../../domain/engine/defineEnum';
import { answer as json, type TestApp, describeApp } from '../test/harness';
import { CAR, FLOWS, flowKit, HOME, type Headers, type Row } from './flowTestKit';

const status = (code: string) => optionByCode(opportunityStatus, code).id;

describeApp('opportunity wizard on %s', (dialect) => {
  const kit = flowKit(dialect);
  const { call, ok, start, open, autosave, complete, clientOf, corolla, home } = kit;
  let t: TestApp;
  let admin: Headers;
  let executive: Headers;
  let executiveId: number;
  let client: Row;
  beforeAll(() => ({ t, admin, executive, executiveId, client } = kit.state()));

  it('quotes a car: guide, vehicle, client; the opportunity is stored under the draft’s id', async () => {
    const started = await ok(await start(executive, { branch_id: CAR }));
    expect(started).toMatchObject({ action: 'new', step: 'vehicle', done: [], version: 1 });
    expect(started.id).toMatch(/^[0-9a-f-]{36}$/);
    const vehicle = await corolla();
    const afterVehicle = await ok(
      await complete(executive, started.id, 'vehicle', vehicle, started.version),
    );
    expect(afterVehicle).toMatchObject({ step: 'person', done: ['vehicle'], version: 2 });
    const stored = await ok(
      await complete(executive, started.id, 'person', { account_id: client.id }, 2),
    );
    expect(stored).toMatchObject({
      id: started.id,
      action: 'edit',
      step: 'quotation',
      done: ['vehicle', 'person'],
      version: 0,
    });
    const record = await ok(await call(executive, 'GET', `/api/v1/opportunity/${started.id}`));
    expect(record).toMatchObject({
      subject: 'Toyota Corolla 2.0 XEI CVT 2025',
      sum_insured: vehicle.sum_insured,
      executive_id: executiveId,
      account_id: client.id,
      branch_id: CAR,
      status: status('active'),
    });
    const steps = await t.database.db
      .selectFrom('flow_records')
      .selectAll()
      .where('record_id', '=', started.id)
      .executeTakeFirstOrThrow();
    expect(steps.lookup_key).toBe('AB123CD');
    const values = JSON.parse(String(steps.step_values));
    expect(values.vehicle).toMatchObject({ brand: 'Toyota', infocar_id: vehicle.infocar_id });
    expect(values.person).toEqual({ account_id: client.id });
    const drafts = await t.database.db
      .selectFrom('flow_drafts')
      .select('record_id')
      .where('record_id', '=', started.id)
      .execute();
    expect(drafts).toEqual([]);
    const audited = await t.database.db
      .selectFrom(audit.table)
      .select('resource')
      .where('record_id', '=', started.id)
      .execute();
    expect(audited.map((r) => r.resource).sort()).toEqual(
      ['flows/opportunity/car/vehicle', 'flows/opportunity/person', 'opportunity'].sort(),
    );
    // Opened again: the stored record at its link's step, every step done.
    expect(await ok(await open(executive, started.id))).toMatchObject({
      action: 'edit',
      step: 'quotation',
      done: ['vehicle', 'person'],
      values: { person: { account_id: client.id } },
    });
  });

  it('quotes a home: client, then the house; while active its link opens at the object', async () => {
    const started = await ok(
      await start(executive, { branch_id: HOME, values: { account_id: client.id } }),
    );
    expect(started).toMatchObject({
      step: 'person',
      values: { person: { account_id: client.id } },
    });
    const person = await ok(
      await complete(executive, started.id, 'person', { account_id: client.id }, started.version),
    );
    expect(person.step).toBe('object');
    const stored = await ok(
      await complete(executive, started.id, 'object', home(), person.version),
    );
    expect(stored.step).toBe('quotation');
    const record = await ok(await call(executive, 'GET', `/api/v1/opportunity/${started.id}`));
    expect(record).toMatchObject({ subject: 'Casa en Av. Santa Fe 1234', sum_insured: 50_000_000 });
    const reopened = await ok(await open(executive, started.id));
    expect(reopened).toMatchObject({ action: 'edit', step: 'object', done: ['person', 'object'] });
    // The client changed in the plain form is the one the wizard shows and keeps.
    const other = await clientOf(executiveId, 1);
    await ok(
      await call(admin, 'PUT', `/api/v1/opportunity/${started.id}`, { account_id: other.id }),
    );
    expect((await ok(await open(executive, started.id))).values.person).toEqual({
      account_id: other.id,
    });
    // Edited through the wizard: the opportunity follows, the object's change is audited.
    const seen = await ok(await open(executive, started.id));
    const edited = await ok(
      await complete(executive, started.id, 'object', home({ building_sum: 60_000_000 }), seen),
    );
    expect(edited.values.object.building_sum).toBe(60_000_000);
    const after = await ok(await call(executive, 'GET', `/api/v1/opportunity/${started.id}`));
    expect(after).toMatchObject({ sum_insured: 60_000_000, account_id: other.id });
    const change = await t.database.db
      .selectFrom(audit.table)
      .select('changes')
      .where('record_id', '=', started.id)
      .where('resource', '=', 'flows/opportunity/home/object')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(String(change.changes))).toEqual({
      building_sum: { from: 50_000_000, to: 60_000_000 },
    });
    // Quoted, it opens at the quotation.
    await t.database.db
      .updateTable(opportunity.table)
      .set({ status: status('quoted') })
      .where('id', '=', started.id)
      .execute();
    expect((await ok(await open(executive, started.id))).step).toBe('quotation');
  });

  it('opens a car opportunity typed in the plain form at its vehicle, then stores it', async () => {
    const typed = await ok(
      await call(executive, 'POST', '/api/v1/opportunity', {
        account_id: client.id,
        branch_id: CAR,
        requested_at: '2026-11-20T13:00:00.000Z',
      }),
    );
    const opened = await ok(await open(executive, typed.id));
    expect(opened).toMatchObject({ action: 'edit', step: 'vehicle', done: ['person'], version: 0 });
    const stored = await ok(
      await complete(
        executive,
        typed.id,
        'vehicle',
        await corolla(2024, { domain: 'AE 321 FG' }),
        opened,
      ),
    );
    // Stored; "Siguiente" goes on to the next step, the client, already told.
    expect(stored).toMatchObject({ step: 'person', done: ['vehicle', 'person'] });
    const record = await ok(await call(executive, 'GET', `/api/v1/opportunity/${typed.id}`));
    expect(record).toMatchObject({
      subject: 'Toyota Corolla 2.0 XEI CVT 2024',
      account_id: client.id,
    });
  });

  it('asks personal accidents for the people it insures, caución its bond, any other branch what and how much', async () => {
    const personDone = async (branch: number) => {
      const draft = await ok(await start(executive, { branch_id: branch }));
      return ok(await complete(executive, draft.id, 'person', { account_id: client.id }, 1));
    };
    const accidents = await personDone(17);
    const cover = { activity: 'Albañilería', death_sum: 20_000_000, disability_sum: 20_000_000 };
    const nobody = await complete(executive, accidents.id, 'object', cover, accidents.version);
    expect(json(nobody).errors).toEqual({
      people: ['El campo Personas aseguradas es obligatorio.'],
    });
    const none = await complete(
      executive,
      accidents.id,
      'object',
      { ...cover, people: [] },
      accidents.version,
    );
    expect(Object.keys(json(none).errors)).toEqual(['people']);
    const people = [{ full_name: 'Juan Pérez', document: '30123456', birthdate: '1980-01-02' }];
    const badDocument = await complete(
      executive,
      accidents.id,
      'object',
      { ...cover, people: [{ ...people[0], document: '30.123.456' }] },
      accidents.version,
    );
    expect(Object.keys(json(badDocument).errors)).toEqual(['people.0.document']);
    await ok(
      await complete(executive, accidents.id, 'object', { ...cover, people }, accidents.version),
    );
    const stored = await ok(await call(executive, 'GET', `/api/v1/opportunity/${accidents.id}`));
    expect(stored.sum_insured).toBe(20_000_000);
    expect(stored.subject).toMatch(/^Albañilería: 1 /);

    const transport = await personDone(14);
    const cargo = { description: 'Carga de Rosario a Salta', sum_insured: 3_000_000 };
    await ok(await complete(executive, transport.id, 'object', cargo, transport.version));
    expect(
      await ok(await call(executive, 'GET', `/api/v1/opportunity/${transport.id}`)),
    ).toMatchObject({ subject: cargo.description, sum_insured: 3_000_000, branch_id: 14 });

    // Caución asks its own bond: a bad CUIT and a negative sum are refused on their boxes.
    const surety = await personDone(8);
    const bond = {
      bond_type: 1,
      holder_name: 'Pérez, Juan',
      holder_cuit: '20-30123456-3',
      insured_name: 'Gómez, Ana',
      sum_insured: 3_600_000,
      term_months: 24,
      description: 'Locación de Córdoba 1200',
    };
    const bad = await complete(
      executive,
      surety.id,
      'object',
      { ...bond, holder_cuit: '20-30123456-4', sum_insured: -1 },
      surety.version,
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(json(bad).errors).sort()).toEqual(['holder_cuit', 'sum_insured']);
    await ok(await complete(executive, surety.id, 'object', bond, surety.version));
    expect(
      await ok(await call(executive, 'GET', `/api/v1/opportunity/${surety.id}`)),
    ).toMatchObject({
      subject: 'Alquiler a favor de Gómez, Ana',
      sum_insured: 3_600_000,
      branch_id: 8,
    });
  });

  it('opens a draft where the user left it, with what was typed', async () => {
    const started = await ok(await start(executive, { branch_id: CAR }));
    const typed = { brand: 'Fiat', model: 'Cronos' };
    const saved = await ok(
      await autosave(executive, started.id, { step: 'vehicle', values: typed, version: 1 }),
    );
    expect(saved.version).toBe(2);
    expect(await ok(await open(executive, started.id))).toMatchObject({
      action: 'new',
      step: 'vehicle',
      values: { vehicle: typed },
      version: 2,
      stale: false,
    });
    const vehicle = await corolla(2024, { domain: 'AC 456 BD' });
    const done = await ok(await complete(executive, started.id, 'vehicle', vehicle, 2));
    await ok(
      await autosave(executive, started.id, {
        step: 'person',
        values: { account_id: client.id },
        version: done.version,
      }),
    );
    const reloaded = await ok(await open(executive, started.id));
    expect(reloaded).toMatchObject({
      step: 'person',
      done: ['vehicle'],
      values: { person: { account_id: client.id }, vehicle: { brand: 'Toyota', year: 2024 } },
    });
    // Typing again in a step already accepted asks for it to be checked again.
    const retyped = await ok(
      await autosave(executive, started.id, {
        step: 'vehicle',
        values: { ...vehicle, color: 'Gris' },
        version: reloaded.version,
      }),
    );
    expect(retyped).toMatchObject({ step: 'vehicle', done: [] });
    const skipped = await complete(
      executive,
      started.id,
      'person',
      { account_id: client.id },
      retyped.version,
    );
    expect(skipped.statusCode).toBe(422);
    // Discarded, a new record's draft is gone.
    expect((await call(executive, 'DELETE', `${FLOWS}/${started.id}`)).statusCode).toBe(204);
    expect((await open(executive, started.id)).statusCode).toBe(404);
  });
});
