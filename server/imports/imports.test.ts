/**
 * Imports end to end through the API on both dialects: upload, mapping, the job through the
 * entity's own validators, failed rows with their Spanish reasons, upsert by key, cancel,
 * unreadable files (704), and who may import which type (spec 6) in which organization.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { json, startTestApp, type TestApp, describeDialects } from '../test/harness';
import { rowsOf, untilEnded, upload, workbookOf } from './testing';

type Headers = Record<string, string>;
const HOLIDAY = 6;
const COMPANY = 7;
const base = '/api/v1/admin/import';

const holidaysCsv = [
  'Fecha;Motivo;Tipo',
  '01/01/2030;Año Nuevo;Feriado nacional',
  '24/03/2030;Día Nacional de la Memoria por la Verdad y la Justicia;feriado NACIONAL',
  '31/02/2030;Fecha imposible;Feriado nacional',
  '02/04/2030;;Feriado nacional',
  '25/05/2030;Revolución de Mayo;Feriado de invierno',
  '',
].join('\r\n');

describeDialects('imports on %s', (dialect) => {
  let t: TestApp;
  let admin: Headers;

  const start = (headers: Headers, id: unknown, mapping: unknown) =>
    t.app.inject({ method: 'POST', url: `${base}/${id}/start`, headers, payload: { mapping } });
  const holidayNamed = async (date: string) =>
    t.database.db
      .selectFrom('holidays')
      .select(['name', 'type'])
      .where('date', '=', date)
      .executeTakeFirst();

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.login('admin@demo.test');
  }, 180_000);
  afterAll(() => t?.close(), 60_000);

  it('imports a CSV of holidays: good rows saved, bad rows reported in Spanish', async () => {
    const uploaded = await upload(t, admin, HOLIDAY, {
      name: 'feriados 2030.csv',
      content: Buffer.from(holidaysCsv, 'latin1'), // as Excel saves a CSV on Windows
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const record = json(uploaded);
    expect(record).toMatchObject({ status: 701, rows_total: 5, type: HOLIDAY });
    expect(record.file_name).toBe('feriados 2030.csv');

    const mapping = await t.app.inject({ url: `${base}/${record.id}/mapping`, headers: admin });
    expect(mapping.statusCode, mapping.body).toBe(200);
    expect(json(mapping)).toMatchObject({
      columns: ['Fecha', 'Motivo', 'Tipo'],
      mapping: ['date', 'name', 'type'],
      started: false,
    });
    expect((json(mapping).preview as string[][])[0]).toEqual([
      '01/01/2030',
      'Año Nuevo',
      'Feriado nacional',
    ]);

    const started = await start(admin, record.id, ['date', 'name', 'type']);
    expect(started.statusCode, started.body).toBe(200);
    const done = await untilEnded(t, admin, record.id);
    expect(done).toMatchObject({ status: 702, rows_ok: 2, rows_failed: 3, progress: 100 });
    expect(await holidayNamed('2030-01-01')).toMatchObject({ name: 'Año Nuevo', type: 1 });
    expect(await holidayNamed('2030-03-24')).toBeTruthy();
    expect(await holidayNamed('2030-05-25')).toBeUndefined();
    // The failed rows, with their Spanish reason, are the user's download.
    const file = await t.app.inject({
      url: `/api/v1/admin/download/${done.failed_download_id}/content`,
      headers: admin,
    });
    expect(file.statusCode).toBe(200);
    const rows = await rowsOf(file.rawPayload);
    expect(rows[0]).toEqual(['Fecha', 'Motivo', 'Tipo', 'Errores de la importación']);
    expect(rows.slice(1).map((r) => String(r[3]))).toEqual([
      'Fila 4: El campo Fecha no es una fecha válida.',
      'Fila 5: El campo Motivo es obligatorio.',
      expect.stringMatching(/^Fila 6: El valor de Tipo no es válido: usá uno de Feriado nacional/),
    ]);
    // Started once only.
    expect((await start(admin, record.id, ['date', 'name', 'type'])).statusCode).toBe(409);
  });

  it('updates the existing records a file names by key instead of duplicating them', async () => {
    const content = await workbookOf([
      ['Fecha', 'Motivo'],
      [new Date(Date.UTC(2030, 0, 1)), 'Año Nuevo (actualizado)'],
    ]);
    const record = json(await upload(t, admin, HOLIDAY, { name: 'cambio.xlsx', content }));
    expect((await start(admin, record.id, ['date', 'name'])).statusCode).toBe(200);
    expect(await untilEnded(t, admin, record.id)).toMatchObject({ status: 702, rows_ok: 1 });
    expect(await holidayNamed('2030-01-01')).toMatchObject({ name: 'Año Nuevo (actualizado)' });
  });

  it('imports the Infocar guide: numbers, enumerations by label, Sí/No; a new value per code and year updates it', async () => {
    const INFOCAR = 1;
    const header = [
      'Código',
      'Año',
      'Marca',
      'Modelo',
      'Versión',
      'Combustible',
      'Carrocería',
      'Valor',
      '0 km',
    ];
    const mapping = [
      'code',
      'year',
      'brand',
      'model',
      'version',
      'fuel',
      'body',
      'value',
      'zero_km',
    ];
    const guide = (value: number) =>
      workbookOf([
        header,
        [
          520345,
          2024,
          'Volkswagen',
          'Gol Trend',
          '1.6 Trendline 5P',
          'Nafta',
          'Sedán',
          value,
          'No',
        ],
        [
          520346,
          2025,
          'Toyota',
          'Hilux',
          '2.8 SRX 4x4 AT',
          'diésel',
          'Sedán',
          '45.300.000,00',
          'Sí',
        ],
        [520347, 2025, 'Ford', 'Ranger', 'XLT 3.2', 'Hidrógeno', 'Sedán', 1, 'No'],
      ]);
    const first = json(
      await upload(t, admin, INFOCAR, { name: 'guia.xlsx', content: await guide(12_500_000.5) }),
    );
    expect((await start(admin, first.id, mapping)).statusCode).toBe(200);
    expect(await untilEnded(t, admin, first.id)).toMatchObject({
      status: 702,
      rows_ok: 2,
      rows_failed: 1,
    });
    const again = json(
      await upload(t, admin, INFOCAR, { name: 'guia 2.xlsx', content: await guide(13_000_000) }),
    );
    expect((await start(admin, again.id, mapping)).statusCode).toBe(200);
    const done = await untilEnded(t, admin, again.id);
    expect(done).toMatchObject({ status: 702, rows_ok: 2, rows_failed: 1 });
    expect(String(done.message)).toContain('2 actualizaron registros existentes');
    const rows = await t.database.db
      .selectFrom('infocar')
      .select(['code', 'year', 'zero_km'])
      .where('code', 'in', ['520345', '520346'])
      .orderBy('code')
      .execute();
    expect(rows.map((r) => [r.code, Number(r.year), Boolean(r.zero_km)])).toEqual([
      ['520345', 2024, false],
      ['520346', 2025, true],
    ]);
  });

  it('refuses a mapping without the required fields or with a field twice', async () => {
    const content = await workbookOf([
      ['Fecha', 'Motivo'],
      ['10/10/2031', 'Prueba'],
    ]);
    const record = json(await upload(t, admin, HOLIDAY, { name: 'x.xlsx', content }));
    const missing = await start(admin, record.id, ['date', null]);
    expect(missing.statusCode).toBe(422);
    expect(json(missing).errors).toEqual({
      mapping: ['Faltan columnas para los campos obligatorios: Motivo.'],
    });
    const twice = await start(admin, record.id, ['name', 'name']);
    expect((json(twice).errors as Record<string, string[]>).mapping).toContain(
      'El campo Motivo está elegido para más de una columna.',
    );
    const unknown = await start(admin, record.id, ['date', 'constructor']);
    expect(unknown.statusCode).toBe(422);
    const wrongShape = await start(admin, record.id, 'date');
    expect(wrongShape.statusCode).toBe(422);
  });

  it('records an unreadable file as 704 with the reason, and refuses no file at all', async () => {
    for (const [name, content, reason] of [
      [
        'dañado.xlsx',
        Buffer.from('PK\u0003\u0004 no es un zip'),
        'No se pudo leer el archivo XLSX',
      ],
      ['viejo.xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 1, 2, 3]), 'Excel 97-2003'],
      ['vacío.csv', Buffer.from('Fecha;Motivo\r\n'), 'no tiene filas para importar'],
      ['foto.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]), 'no es una planilla'],
    ] as const) {
      const response = await upload(t, admin, HOLIDAY, { name, content });
      expect(response.statusCode, response.body).toBe(201);
      expect(json(response).status).toBe(704);
      expect(String(json(response).message)).toContain(reason);
      const mapping = await t.app.inject({
        url: `${base}/${json(response).id}/mapping`,
        headers: admin,
      });
      expect(mapping.statusCode).toBe(404);
    }
    const none = await t.app.inject({
      method: 'POST',
      url: `${base}/upload`,
      headers: admin,
      payload: { type: HOLIDAY },
    });
    expect(none.statusCode).toBe(415);
    const unbounded = await t.app.inject({
      method: 'POST',
      url: `${base}/upload`,
      headers: { ...admin, 'content-type': 'multipart/form-data' },
      payload: 'xxx',
    });
    expect(unbounded.statusCode).toBe(400);
    const badType = await upload(t, admin, 999, { name: 'a.csv', content: Buffer.from('a\n1') });
    expect(badType.statusCode).toBe(422);
    expect(json(badType).errors).toEqual({ type: ['Elegí un tipo de importación de la lista.'] });
  });

  it('cancels a pending import (703) once, audited', async () => {
    const content = await workbookOf([
      ['Fecha', 'Motivo'],
      ['11/11/2031', 'Prueba'],
    ]);
    const record = json(await upload(t, admin, HOLIDAY, { name: 'c.xlsx', content }));
    const cancel = () =>
      t.app.inject({ method: 'POST', url: `${base}/${record.id}/cancel`, headers: admin });
    const first = await cancel();
    expect(first.statusCode, first.body).toBe(200);
    expect(json(first)).toMatchObject({ status: 703 });
    expect((await cancel()).statusCode).toBe(409);
    expect((await start(admin, record.id, ['date', 'name'])).statusCode).toBe(409);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('resource', '=', 'admin/import')
      .where('record_id', '=', String(record.id))
      .execute();
    expect(audit.map((a) => Number(a.action)).sort()).toEqual([1, 2]);
  });

  it('lets a user import only the types their permissions name, inside their organization', async () => {
    const holidaysOnly = await t.userWith(['imports: import_types holiday']);
    const types = await t.app.inject({ url: `${base}/types`, headers: holidaysOnly });
    expect(types.statusCode).toBe(200);
    expect((types.json() as { key: string }[]).map((x) => x.key)).toEqual(['holiday']);
    const content = await workbookOf([
      ['Nombre', 'CUIT'],
      ['Aseguradora Nueva', '30500049460'],
    ]);
    const company = await upload(t, holidaysOnly, COMPANY, { name: 'c.xlsx', content });
    expect(company.statusCode).toBe(403);
    const own = await upload(t, holidaysOnly, HOLIDAY, {
      name: 'h.xlsx',
      content: await workbookOf([
        ['Fecha', 'Motivo'],
        ['12/12/2031', 'Prueba'],
      ]),
    });
    expect(own.statusCode).toBe(201);

    const nobody = await t.userWith([]);
    expect((await upload(t, nobody, HOLIDAY, { name: 'h.csv', content })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `${base}/types`, headers: nobody })).statusCode).toBe(403);

    // Another organization's importer sees none of organization 1's imports.
    const other = await t.userWith(['admin: imports'], [2]);
    const id = json(own).id;
    expect((await t.app.inject({ url: `${base}/${id}`, headers: other })).statusCode).toBe(404);
    for (const action of ['start', 'cancel'])
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `${base}/${id}/${action}`,
            headers: other,
            payload: action === 'start' ? { mapping: ['date', 'name'] } : undefined,
          })
        ).statusCode,
      ).toBe(404);
    // Only whoever uploaded it starts it.
    expect((await start(admin, id, ['date', 'name'])).statusCode).toBe(403);
  });

  it('gives a model workbook with the Spanish column names', async () => {
    const response = await t.app.inject({
      url: `${base}/types/${HOLIDAY}/template`,
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('Modelo%20-%20Feriados.xlsx');
    const { rowsOf } = await import('./testing');
    expect(await rowsOf(response.rawPayload)).toEqual([['Fecha', 'Motivo', 'Tipo']]);
  });
});
