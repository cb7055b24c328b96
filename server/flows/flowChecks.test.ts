/**
 * What the opportunity wizard refuses (issue 13, spec 2.5), on both databases: plates by the
 * branch's format, a year the guide does not have for the version, a zero km's plate already
 * quoted, a skipped step, fields and steps the branch does not have, two tabs saving over each
 * other, a record changed since its draft began; and whose drafts and records each user opens.
 */
import { beforeAll, expect, it } from 'vitest';
import { opportunity } from '../../domain/entities/opportunities';
import { flowMessages } from '../../domain/engine/flows';
import { vehicleMessages } from '../../domain/flows/vehicleForm';
import { answer as json, type TestApp, describeDialects } from '../test/harness';
import { CAR, FLOWS, flowKit, HOME, MOTORCYCLE, type Headers, type Row } from './flowTestKit';

describeDialects('opportunity wizard checks on %s', (dialect) => {
  const kit = flowKit(dialect);
  const { call, ok, start, open, autosave, complete, guide, guideRow, idOf, clientOf } = kit;
  const { corolla, vehicleDone, home } = kit;
  let t: TestApp;
  let admin: Headers;
  let executive: Headers;
  let supervisor: Headers;
  let client: Row;
  beforeAll(() => ({ t, admin, executive, supervisor, client } = kit.state()));

  it('checks the plate by the branch’s format, the guide’s year and a zero km’s plate', async () => {
    const draft = await ok(await start(executive, { branch_id: CAR }));
    const badPlate = await complete(
      executive,
      draft.id,
      'vehicle',
      await corolla(2025, { domain: 'ABC 1234' }),
      draft.version,
    );
    expect(badPlate.statusCode).toBe(422);
    expect(json(badPlate).errors).toEqual({ domain: [vehicleMessages.carDomain] });
    const noPlate = await complete(
      executive,
      draft.id,
      'vehicle',
      await corolla(2025, { domain: null }),
      draft.version,
    );
    expect(json(noPlate).errors).toEqual({ domain: [vehicleMessages.domainRequired] });

    const wave = await guideRow('Honda', 'Wave', '110 S', 2025);
    // The motorcycle wizard's cascade offers motorcycles only, the car's no motorcycle.
    const motoBrands = await guide(executive, { kind: 'motorcycle' });
    expect(motoBrands.options.map((o: Row) => o.value)).toEqual(['Honda']);
    const models = async (kind: string) =>
      (await guide(executive, { kind, brand: 'Honda' })).options.map((o: Row) => o.value);
    const motoModels = await models('motorcycle');
    expect(motoModels).toContain('Wave');
    const carModels = await models('car');
    expect(carModels).toContain('Civic');
    expect(carModels.filter((m: unknown) => motoModels.includes(m))).toEqual([]);
    const moto = await ok(await start(executive, { branch_id: MOTORCYCLE }));
    const motorcycle = {
      brand: 'Honda',
      model: 'Wave',
      version: '110 S',
      year: 2025,
      infocar_id: wave.id,
      sum_insured: wave.value,
      fuel: wave.fuel,
    };
    const carPlate = await complete(
      executive,
      moto.id,
      'vehicle',
      { ...motorcycle, domain: 'AB 123 CD' },
      moto.version,
    );
    expect(json(carPlate).errors).toEqual({ domain: [vehicleMessages.motorcycleDomain] });
    const aCar = await complete(
      executive,
      moto.id,
      'vehicle',
      await corolla(2025, { domain: 'A 123 BCD' }),
      moto.version,
    );
    expect(json(aCar).errors).toEqual({ year: [vehicleMessages.notInGuide] });
    const motoDone = await complete(
      executive,
      moto.id,
      'vehicle',
      { ...motorcycle, domain: 'A 123 BCD' },
      moto.version,
    );
    expect((await ok(motoDone)).step).toBe('person');

    // Another version's guide row with this version's year: not the guide's choice.
    const yaris = await guideRow('Toyota', 'Yaris', '1.5 XLS Pack CVT 5P', 2025);
    const mixed = await complete(
      executive,
      draft.id,
      'vehicle',
      await corolla(2025, { infocar_id: yaris.id }),
      draft.version,
    );
    expect(json(mixed).errors).toEqual({ year: [vehicleMessages.notInGuide] });
    const missingYear = await complete(
      executive,
      draft.id,
      'vehicle',
      await corolla(2025, { year: 2019 }),
      draft.version,
    );
    expect(json(missingYear).errors).toEqual({ year: [vehicleMessages.notInGuide] });

    // A zero km whose plate is already on a stored opportunity of the organization.
    const taken = { zero_km: true, domain: 'AD 777 ZZ' };
    const first = await vehicleDone(executive, await corolla(2026, taken));
    await ok(
      await complete(executive, first.id, 'person', { account_id: client.id }, first.version),
    );
    const zeroKm = await complete(
      executive,
      draft.id,
      'vehicle',
      await corolla(2026, { zero_km: true, domain: 'ad-777-zz' }),
      draft.version,
    );
    expect(json(zeroKm).errors).toEqual({ domain: [vehicleMessages.zeroKmDomainTaken] });
    // A zero km may not have its plate yet.
    const plateless = await complete(
      executive,
      draft.id,
      'vehicle',
      await corolla(2026, { zero_km: true, domain: null }),
      draft.version,
    );
    expect((await ok(plateless)).done).toEqual(['vehicle']);
  });

  it('refuses a skipped step, a field the step does not have, an unknown step and branch', async () => {
    const draft = await ok(await start(executive, { branch_id: CAR }));
    const skipped = await complete(executive, draft.id, 'person', { account_id: client.id }, 1);
    expect(skipped.statusCode).toBe(422);
    expect(json(skipped).errors).toEqual({ step: [flowMessages.stepNotReady] });
    const unknown = await autosave(executive, draft.id, {
      step: 'vehicle',
      values: { brand: 'Fiat', colour: 'rojo' },
      version: 1,
    });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(json(unknown).errors)).toEqual(['colour']);
    const unknownOnMove = await complete(
      executive,
      draft.id,
      'vehicle',
      await corolla(2025, { account_id: client.id }),
      1,
    );
    expect(Object.keys(json(unknownOnMove).errors)).toEqual(['account_id']);
    expect((await complete(executive, draft.id, 'object', {}, 1)).statusCode).toBe(404);
    expect((await complete(executive, draft.id, 'quotation', {}, 1)).statusCode).toBe(404);
    expect(
      (await autosave(executive, draft.id, { step: 'nope', values: {}, version: 1 })).statusCode,
    ).toBe(404);
    const branch = await start(executive, { branch_id: 999 });
    expect(branch.statusCode).toBe(422);
    expect(json(branch).errors).toEqual({ branch_id: [flowMessages.branchUnknown] });
    // The client must be one the executive sees: another executive's is not.
    const vehicle = await ok(await complete(executive, draft.id, 'vehicle', await corolla(), 1));
    const theirs = await clientOf(await idOf(supervisor));
    const foreign = await complete(
      executive,
      draft.id,
      'person',
      { account_id: theirs.id },
      vehicle.version,
    );
    expect(foreign.statusCode).toBe(422);
    expect(Object.keys(json(foreign).errors)).toEqual(['account_id']);
    // Nothing was stored by the refused steps.
    const none = await t.database.db
      .selectFrom(opportunity.table)
      .select('id')
      .where('id', '=', draft.id)
      .execute();
    expect(none).toEqual([]);
  });

  it('answers 409 to a save over another tab’s, and stores the record once', async () => {
    const draft = await ok(await start(executive, { branch_id: CAR }));
    const first = await autosave(executive, draft.id, {
      step: 'vehicle',
      values: { brand: 'Ford' },
      version: 1,
    });
    expect(first.statusCode).toBe(200);
    const stale = await autosave(executive, draft.id, {
      step: 'vehicle',
      values: { brand: 'Fiat' },
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(json(stale).message).toBe(flowMessages.staleDraft);
    expect((await complete(executive, draft.id, 'vehicle', await corolla(), 1)).statusCode).toBe(
      409,
    );
    const vehicle = await ok(await complete(executive, draft.id, 'vehicle', await corolla(), 2));
    // Two tabs moving on from the last step at once: one stores it, the other hears 409.
    const both = await Promise.all(
      [1, 2].map(() =>
        complete(executive, draft.id, 'person', { account_id: client.id }, vehicle.version),
      ),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const stored = await t.database.db
      .selectFrom(opportunity.table)
      .select('id')
      .where('id', '=', draft.id)
      .execute();
    expect(stored).toHaveLength(1);
  });

  it('answers 409 when the stored opportunity changed since its draft was started', async () => {
    const started = await ok(
      await start(executive, { branch_id: HOME, values: { account_id: client.id } }),
    );
    const person = await ok(
      await complete(executive, started.id, 'person', { account_id: client.id }, started.version),
    );
    await ok(await complete(executive, started.id, 'object', home(), person.version));
    const { base } = await ok(await open(executive, started.id));
    const editing = await ok(
      await autosave(executive, started.id, {
        step: 'object',
        values: home({ surface: 95 }),
        version: 0,
        base,
      }),
    );
    expect(editing).toMatchObject({ action: 'edit', version: 1, done: ['person'] });
    await ok(
      await call(admin, 'PUT', `/api/v1/opportunity/${started.id}`, { notes: 'Pidió llamar' }),
    );
    expect((await ok(await open(executive, started.id))).stale).toBe(true);
    const late = await complete(executive, started.id, 'object', home({ surface: 95 }), 1);
    expect(late.statusCode).toBe(409);
    const record = await ok(await call(admin, 'GET', `/api/v1/opportunity/${started.id}`));
    expect(record.notes).toBe('Pidió llamar');
  });

  it('keeps drafts and opportunities to whoever may see them', async () => {
    const draft = await ok(await start(executive, { branch_id: CAR }));
    // Another user's draft is a 404, whatever they ask of it.
    expect((await open(supervisor, draft.id)).statusCode).toBe(404);
    expect(
      (await autosave(supervisor, draft.id, { step: 'vehicle', values: {}, version: 1 }))
        .statusCode,
    ).toBe(404);
    expect((await complete(supervisor, draft.id, 'vehicle', {}, 1)).statusCode).toBe(404);
    expect((await call(supervisor, 'DELETE', `${FLOWS}/${draft.id}`)).statusCode).toBe(404);
    expect((await open(executive, draft.id)).statusCode).toBe(200);
    // Another executive's opportunity.
    const supervisorId = await idOf(supervisor);
    const filter = encodeURIComponent(JSON.stringify({ executive_id: supervisorId }));
    const [theirs] = json(
      await call(admin, 'GET', `/api/v1/opportunity?filter=${filter}&range=[0,0]`),
    ) as Row[];
    expect((await open(executive, theirs.id)).statusCode).toBe(404);
    expect((await open(admin, theirs.id)).statusCode).toBe(200);
    // Another organization sees none of it.
    const external = await t.userWith(['opportunities: full_access', 'accounts: full_access'], [5]);
    expect((await open(external, theirs.id)).statusCode).toBe(404);
    expect((await open(external, draft.id)).statusCode).toBe(404);
    // Without access to opportunities: 403, also for the guide.
    const nobody = await t.login('sin-permisos@demo.test');
    expect((await start(nobody, { branch_id: CAR })).statusCode).toBe(403);
    expect((await start(nobody, { branch_id: 999 })).statusCode).toBe(403);
    expect((await call(nobody, 'GET', '/api/v1/guide/infocar')).statusCode).toBe(403);
    expect((await open(nobody, draft.id)).statusCode).toBe(403);
    expect((await call({}, 'GET', `${FLOWS}/${draft.id}`)).statusCode).toBe(401);
    // No such wizard, no such id, a body without its version.
    expect((await call(executive, 'GET', `/api/v1/flows/claim/${draft.id}`)).statusCode).toBe(404);
    expect((await open(executive, 'not-a-uuid')).statusCode).toBe(404);
    const versionless = await autosave(executive, draft.id, { step: 'vehicle', values: {} });
    expect(versionless.statusCode).toBe(422);
    expect(Object.keys(json(versionless).errors)).toEqual(['version']);
  });
});
