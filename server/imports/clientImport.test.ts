/**
 * Clients imported with their phones and addresses (issue 28): one row per client, its
 * children in numbered column groups ("Teléfono 2 - Número"), each row written with its items
 * through the client's own create (validation, scope, audit). A CUIT already loaded is
 * reported on its row; a bad phone names its group; who may import clients; another
 * organization neither matches nor sees them.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { importLimits } from '../../domain/imports';
import { formatCuit, cuitCheckDigit } from '../../domain/validators/cuit';
import { json, startTestApp, type TestApp, describeApp } from '../test/harness';
import { rowsOf, untilEnded, upload, workbookOf } from './testing';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;
const CLIENT = 9;
const base = '/api/v1/admin/import';

/** A valid CUIT of these 10 first digits. */
const cuitOf = (first10: string) => formatCuit(`${first10}${cuitCheckDigit(first10)}`);

const HEADER = [
  'Tipo de persona',
  'Nombre',
  'Apellido',
  'Razón social',
  'CUIT/CUIL',
  'Correo electrónico',
  'Teléfono 1 - Tipo',
  'Teléfono 1 - Código de área',
  'Teléfono 1 - Número',
  'Teléfono 2 - Código de área',
  'Teléfono 2 - Número',
  'Domicilio 1 - Calle',
  'Domicilio 1 - Número',
  'Domicilio 1 - Provincia',
  'Domicilio 1 - Localidad',
];

describeApp('client imports on %s', (dialect) => {
  let t: TestApp;
  let admin: Headers;
  let demo: Row;
  let place: { state: number; locality: number };
  const fresh = cuitOf('2033444555');
  const badPhone = cuitOf('2733444556');

  const mappingOf = async (headers: Headers, id: unknown) =>
    json(await t.app.inject({ url: `${base}/${id}/mapping`, headers }));
  const start = (headers: Headers, id: unknown, mapping: unknown) =>
    t.app.inject({ method: 'POST', url: `${base}/${id}/start`, headers, payload: { mapping } });
  const clientByCuit = (cuit: string, headers: Headers = admin) =>
    t.app
      .inject({
        url: `/api/v1/account?filter=${encodeURIComponent(JSON.stringify({ q: cuit }))}`,
        headers,
      })
      .then((r) => r.json() as Row[]);

  /** Uploads the rows and runs the import with the suggested mapping. */
  async function importRows(headers: Headers, rows: unknown[][]) {
    const content = await workbookOf([HEADER, ...rows]);
    const uploaded = await upload(t, headers, CLIENT, { name: 'clientes.xlsx', content });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const id = json(uploaded).id;
    const { mapping } = await mappingOf(headers, id);
    const started = await start(headers, id, mapping);
    expect(started.statusCode, started.body).toBe(200);
    return { mapping: mapping as unknown[], done: await untilEnded(t, headers, id) };
  }

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.login('admin@demo.test');
    const list = await t.app.inject({
      url: `/api/v1/account?filter=${encodeURIComponent('{"person_type":13}')}&range=[0,50]`,
      headers: admin,
    });
    demo = (list.json() as Row[]).find((c) => c.cuit)!;
    const locality = await t.database.db
      .selectFrom('localities')
      .select(['id', 'state_id'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    place = { state: Number(locality.state_id), locality: Number(locality.id) };
  }, 180_000);
  afterAll(() => t?.close(), 60_000);

  it('offers clients with their column groups, in Spanish', async () => {
    const types = json(await t.app.inject({ url: `${base}/types`, headers: admin })) as unknown;
    const client = (types as Row[]).find((type) => type.id === CLIENT)!;
    expect(client.label).toBe('Clientes');
    const labels = (client.fields as Row[]).map((f) => f.label);
    expect(labels).toEqual(
      expect.arrayContaining(['CUIT/CUIL', 'Teléfono 3 - Número', 'Domicilio 1 - Calle']),
    );
    expect(labels).not.toContain('Teléfonos');
  });

  it('gives a model workbook with the column groups and a line about them', async () => {
    const response = await t.app.inject({
      url: `${base}/types/${CLIENT}/template`,
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const [sheet, help] = workbook.worksheets;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(expect.arrayContaining(HEADER.filter((h) => h !== 'Teléfono 1 - Tipo')));
    expect(header).toContain('Teléfono 1 - Tipo');
    expect(header.length).toBeLessThanOrEqual(importLimits.maxColumns);
    const lines = help.getSheetValues().map((row) => (row as unknown[] | undefined)?.[1]);
    expect(lines).toContain('Columnas numeradas');
    expect(lines).toContain('Teléfono 2 - Código de área');
  });

  it('imports 3 clients: one with 2 phones and an address, a duplicate, a bad phone', async () => {
    const { mapping, done } = await importRows(admin, [
      [
        'Persona humana',
        'Ana',
        'Quiroga',
        '',
        fresh,
        'ana@quiroga.test',
        'Celular',
        '0351',
        '15 498-7700',
        '011',
        '4555-1234',
        'Av. Colón',
        '1234',
        place.state,
        place.locality,
      ],
      ['Persona humana', 'Otro', 'Igual', '', demo.cuit, '', '', '', '', '', '', '', '', '', ''],
      [
        'Persona humana',
        'Beto',
        'Sosa',
        '',
        badPhone,
        '',
        'Particular',
        '0351',
        '4223344',
        '99',
        '1234',
        '',
        '',
        '',
        '',
      ],
    ]);
    expect(mapping).toEqual([
      'person_type',
      'first_name',
      'last_name',
      'business_name',
      'cuit',
      'email',
      'phones.1.phone_type',
      'phones.1.area_code',
      'phones.1.number',
      'phones.2.area_code',
      'phones.2.number',
      'addresses.1.street',
      'addresses.1.street_number',
      'addresses.1.state_id',
      'addresses.1.locality_id',
    ]);
    expect(done).toMatchObject({ status: 702, rows_ok: 1, rows_failed: 2 });

    const [ana] = await clientByCuit(fresh);
    const stored = json(await t.app.inject({ url: `/api/v1/account/${ana.id}`, headers: admin }));
    expect(stored).toMatchObject({ display_name: 'Quiroga, Ana', email: 'ana@quiroga.test' });
    expect((stored.phones as Row[]).map((p) => [p.area_code, p.number])).toHaveLength(2);
    expect(stored.addresses as Row[]).toEqual([
      expect.objectContaining({ street: 'Av. Colón', locality_id: place.locality }),
    ]);
    // Executive left empty: the importer's, as the form does.
    expect((await clientByCuit(String(demo.cuit))).length).toBe(1);
    expect(await clientByCuit(badPhone)).toEqual([]);

    const file = await t.app.inject({
      url: `/api/v1/admin/download/${done.failed_download_id}/content`,
      headers: admin,
    });
    const rows = await rowsOf(file.rawPayload);
    expect(rows[0].at(-1)).toBe('Errores de la importación');
    // The workbook names the row; the reason names the child.
    expect(rows[1].at(-1)).toBe(
      `Fila 3: Ya existe «${String(demo.display_name)}» (cliente) con el mismo CUIT/CUIL.`,
    );
    expect(String(rows[2].at(-1))).toMatch(/^Fila 4: Teléfono 2: El código de área/);
    expect(rows[2][4]).toBe(badPhone);

    // Written through the client's own create: audited with its items, by the importer.
    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('resource', '=', 'account')
      .where('record_id', '=', String(ana.id))
      .execute();
    expect(audit).toHaveLength(1);
    const adminId = (
      json(await t.app.inject({ url: '/api/v1/user/me', headers: admin })).data as Row
    ).id;
    expect(audit[0]).toMatchObject({ action: 1, user_id: adminId });
    expect(String(audit[0].changes)).toContain('4555-1234');
  });

  it('names each problem of a group, with the row’s other problems', async () => {
    const { done } = await importRows(admin, [
      [
        'Persona humana',
        'Carla',
        '',
        '',
        cuitOf('2733444557'),
        'no-es-correo',
        'Satelital',
        '0351',
        '4223344',
        '',
        '',
        'Belgrano',
        '',
        '',
        '',
      ],
    ]);
    expect(done).toMatchObject({ rows_ok: 0, rows_failed: 1 });
    const file = await t.app.inject({
      url: `/api/v1/admin/download/${done.failed_download_id}/content`,
      headers: admin,
    });
    const reason = String((await rowsOf(file.rawPayload))[1].at(-1));
    expect(reason).toContain('Teléfono 1: El valor de Tipo no es válido');
    expect(reason).toMatch(/Domicilio 1: .*Provincia/);
    expect(reason).toMatch(/correo/i);
  });

  it('is refused to who may not create clients, and unseen by another organization', async () => {
    const importsOnly = await t.userWith(['imports: import_types client']);
    const types = json(await t.app.inject({ url: `${base}/types`, headers: importsOnly }));
    expect((types as unknown as Row[]).map((x) => x.id)).not.toContain(CLIENT);
    const content = await workbookOf([HEADER]);
    const refused = await upload(t, importsOnly, CLIENT, { name: 'c.xlsx', content });
    expect(refused.statusCode).toBe(403);

    // Another organization's importer: the demo CUIT is no duplicate there, ours stay unseen.
    const outsider = await t.userWith(
      ['imports: import_types client', 'accounts: full_access'],
      [5],
    );
    const { done } = await importRows(outsider, [
      ['Persona humana', 'Otro', 'Igual', '', demo.cuit, '', '', '', '', '', '', '', '', '', ''],
    ]);
    expect(done).toMatchObject({ status: 702, rows_ok: 1, rows_failed: 0 });
    expect(await clientByCuit(fresh, outsider)).toEqual([]);
    expect((await clientByCuit(String(demo.cuit), outsider)).length).toBe(1);
  });

  it('assigns an executive’s clients to them or per the column, within their scope', async () => {
    const executive = await t.userWith(['accounts: view', 'imports: import_types client']);
    const me = json(await t.app.inject({ url: '/api/v1/user/me', headers: executive })).data as Row;
    const content = await workbookOf([
      ['Nombre', 'Apellido', 'CUIT/CUIL', 'Ejecutivo'],
      ['Dora', 'Paz', cuitOf('2733444558'), ''],
      ['Eva', 'Paz', cuitOf('2733444559'), String(me.email).toUpperCase()],
      ['Fito', 'Paz', cuitOf('2033444560'), 'supervisor@demo.test'],
    ]);
    const uploaded = await upload(t, executive, CLIENT, { name: 'mios.xlsx', content });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const id = json(uploaded).id;
    const { mapping } = await mappingOf(executive, id);
    expect(mapping).toEqual(['first_name', 'last_name', 'cuit', 'executive_id']);
    expect((await start(executive, id, mapping)).statusCode).toBe(200);
    const done = await untilEnded(t, executive, id);
    expect(done).toMatchObject({ status: 702, rows_ok: 2, rows_failed: 1 });
    for (const cuit of [cuitOf('2733444558'), cuitOf('2733444559')])
      expect((await clientByCuit(cuit, executive))[0]).toMatchObject({ executive_id: me.id });
    expect(await clientByCuit(cuitOf('2033444560'))).toEqual([]);
    const file = await t.app.inject({
      url: `/api/v1/admin/download/${done.failed_download_id}/content`,
      headers: executive,
    });
    expect(String((await rowsOf(file.rawPayload))[1].at(-1))).toContain('Solo podés asignarte');
  });
});
