/**
 * Issue 28, items 8 and 17b. What every organization shares (`sharedRows` on its declaration:
 * the insurers, the locations, the vehicle guide…) is changed only by the product organization:
 * generated over every such entity, through the generic routes, the import and the write
 * functions that merges and commands use. And a partial update judges only what it sends.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { entities } from '../../domain/entities';
import { sharesEveryRow, tenancyMessages } from '../../domain/tenancy';
import { importTypeList } from '../../domain/imports';
import { HttpProblem } from '../http/problems';
import { json, startTestApp, type TestApp, describeApp } from '../test/harness';
import { sampleRecord } from '../test/samples';
import { deleteRecord, updateRecord } from './repository';

type Headers = Record<string, string>;
type Body = Record<string, unknown>;
const api = (path: string) => `/api/v1/${path}`;
const shared = entities.filter(sharesEveryRow);

describeApp('shared catalogues on %s', (dialect) => {
  let t: TestApp;
  let admin1: Headers;
  let admin5: Headers;

  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Headers,
    payload?: Body,
  ) => t.app.inject({ method, url: api(url), headers, payload });

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin1 = await t.login('admin@demo.test');
    admin5 = await t.userWith(['administrator'], [5]);
  });
  afterAll(() => t?.close());

  it('declares the nineteen catalogues every organization shares', () => {
    expect(shared.map((e) => e.name).sort()).toEqual(
      [
        'admin/bincode',
        'admin/branch',
        'admin/company',
        'admin/currencies/currency',
        'admin/currencies/currency_quotation',
        'admin/holiday',
        'admin/infocar',
        'admin/locations/country',
        'admin/locations/locality',
        'admin/locations/state',
        'admin/locations/zipcode',
        'admin/map',
        'admin/payment/payment_company',
        'admin/payment/payment_type',
        'admin/vehicle',
        'admin/vehicle_other',
        'coverage',
        'coverage_old',
        'coverage_package',
      ].sort(),
    );
  });

  it.each(shared.map((e) => [e.name, e] as const))(
    'lets only the product organization create, change or delete %s',
    async (_name, entity) => {
      const created = await send(
        'POST',
        entity.name,
        admin1,
        await sampleRecord(t.database, entity, 41),
      );
      expect(created.statusCode, created.body).toBe(201);
      const record = json(created);
      const url = `${entity.name}/${record.id}`;
      const attempts = [
        await send('POST', entity.name, admin5, await sampleRecord(t.database, entity, 42)),
        await send('PUT', url, admin5, { ...record }),
        await send('PUT', url, admin5, {}), // a partial update too
        await send('DELETE', url, admin5),
      ];
      for (const refused of attempts) {
        expect(refused.statusCode, refused.body).toBe(403);
        expect(json(refused).message).toBe(tenancyMessages.sharedRecord);
      }
      // Still read by every organization, and unchanged.
      const read = await send('GET', url, admin5);
      expect(read.statusCode).toBe(200);
      expect(json(read).updated_at).toBe(record.updated_at);
      // Organization 1 changes it; any of its people holding the section's permission.
      const changed = await send('PUT', url, admin1, { ...record });
      expect(changed.statusCode, changed.body).toBe(200);
      const removed = await send('DELETE', url, admin1);
      expect(removed.statusCode, removed.body).toBe(200);
    },
  );

  it('refuses the write functions every other path uses (merges, imports, commands)', async () => {
    const holiday = shared.find((e) => e.name === 'admin/holiday')!;
    const [row] = (await send('GET', 'admin/holiday', admin1)).json() as Body[];
    const outsider = { actorId: 1, organizationId: 5, organizations: [5] };
    for (const write of [
      () => updateRecord(t.database, holiday, row.id as number, { name: 'Tomado' }, outsider),
      () => deleteRecord(t.database, holiday, row.id as number, outsider),
    ]) {
      const refusal = await write().catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(HttpProblem);
      expect((refusal as HttpProblem).status).toBe(403);
    }
  });

  it('offers no shared catalogue to another organization’s importer, and refuses it', async () => {
    const types = (await send('GET', 'admin/import/types', admin5)).json() as Body[];
    const sharedTypes = importTypeList.filter((type) =>
      shared.some((entity) => entity.name === type.entity),
    );
    expect(sharedTypes.length).toBeGreaterThan(5);
    expect(types.map((type) => type.key)).toEqual(
      expect.not.arrayContaining(sharedTypes.map((type) => type.key)),
    );
    const template = await send('GET', `admin/import/types/${sharedTypes[0].id}/template`, admin5);
    expect(template.statusCode).toBe(403);
    expect(json(template).message).toBe(tenancyMessages.sharedRecord);
    const own = (await send('GET', 'admin/import/types', admin1)).json() as Body[];
    expect(own.map((type) => type.key)).toEqual(
      expect.arrayContaining(sharedTypes.map((type) => type.key)),
    );
  });

  it('judges a partial update by what it sends, not by an old invalid stored value', async () => {
    const created = await send('POST', 'admin/company', admin1, {
      ...(await sampleRecord(
        t.database,
        shared.find((e) => e.name === 'admin/company')!,
        43,
      )),
      website: 'https://aseguradora.com.ar',
      active: false,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = json(created).id;
    // Stored before the rule existed: a website without its scheme.
    await t.database.db
      .updateTable('companies')
      .set({ website: 'aseguradora sin esquema', phone: '011 4555 1234' })
      .where('id', '=', id)
      .execute();
    const activated = await send('PUT', `admin/company/${id}`, admin1, { active: true });
    expect(activated.statusCode, activated.body).toBe(200);
    // Nor is a valid stored text rewritten in today's spelling: the phone stays as stored.
    expect(json(activated)).toMatchObject({
      active: true,
      website: 'aseguradora sin esquema',
      phone: '011 4555 1234',
    });
    // What it sends is still judged, and a full edit still judges everything.
    const bad = await send('PUT', `admin/company/${id}`, admin1, { active: 'quizás' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(json(bad).errors as Body)).toEqual(['active']);
    const full = await send('PUT', `admin/company/${id}`, admin1, { ...json(activated) });
    expect(full.statusCode).toBe(422);
    expect(json(full).errors).toHaveProperty('website');
  });
});
