/**
 * Spreadsheets as weapons, through the API (issue 28 items 5, 6, 16 and 20): bombs refused with
 * a Spanish 422 by the import and the fleet list, no byte left in the temporary folder by any
 * kind of import, the start's message naming the type it expects, and the failed-rows workbook
 * imported again as it is without its errors column landing in a field.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { findEntity } from '../../domain/entities';
import { foldHeader, importFields, importTypeList, REASON_COLUMN } from '../../domain/imports';
import { json, type TestApp, describeApp } from '../test/harness';
import { startTestApp } from '../test/harness';
import { rowsOf, untilEnded, upload, workbookOf } from './testing';
import { bombSheet, xlsxOf } from './zipFixtures';

type Headers = Record<string, string>;
const HOLIDAY = 6;
const base = '/api/v1/admin/import';
const INFLATED = 'La planilla es demasiado grande una vez descomprimida';

describeApp('spreadsheets as weapons on %s', (dialect) => {
  let t: TestApp;
  let admin: Headers;
  let folder: string;
  let before: string | undefined;

  const start = (id: unknown, mapping: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `${base}/${id}/start`,
      headers: admin,
      payload: { mapping },
    });
  const bytesLeft = () =>
    readdirSync(folder, { recursive: true }).reduce(
      (sum, name) => sum + statSync(join(folder, String(name))).size,
      0,
    );

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.login('admin@demo.test');
    // Only what the imports leave is counted: the app's own database lives elsewhere.
    before = process.env.TMPDIR;
    folder = mkdtempSync(join(tmpdir(), 'imports-tmp-'));
    process.env.TMPDIR = folder;
  }, 180_000);
  afterAll(async () => {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    rmSync(folder, { recursive: true, force: true });
    await t?.close();
  }, 60_000);

  it('refuses a bomb with a Spanish 422 and records nothing, even one that lies about its size', async () => {
    const count = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('imports')
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const imports = await count();
    for (const content of [
      xlsxOf([{ xml: bombSheet(300_000) }]),
      xlsxOf([{ xml: bombSheet(300_000) }], { declared: { 'xl/worksheets/sheet1.xml': 1000 } }),
    ]) {
      const response = await upload(t, admin, HOLIDAY, { name: 'bomba.xlsx', content });
      expect(response.statusCode, response.body).toBe(422);
      expect(
        String(json(response).errors && (json(response).errors as Record<string, string[]>).file),
      ).toContain(INFLATED);
    }
    expect(await count()).toBe(imports);
    // The fleet's list reads spreadsheets through the same engine.
    const fleet = await t.app.inject({
      method: 'POST',
      url: '/api/v1/flows/opportunity/sheets/7/object/vehicles',
      headers: { ...admin, 'content-type': 'application/octet-stream' },
      payload: xlsxOf([{ xml: bombSheet(300_000) }]),
    });
    expect(fleet.statusCode, fleet.body).toBe(422);
    expect(String((json(fleet).errors as Record<string, string[]>).file)).toContain(INFLATED);
    expect(bytesLeft()).toBe(0);
  });

  it('leaves no byte in the temporary folder: ordinary, two sheets, failed, bomb, cancelled', async () => {
    expect(tmpdir()).toBe(folder);
    const run = async (content: Buffer, mapping: unknown[] | null) => {
      const record = json(await upload(t, admin, HOLIDAY, { name: 'f.xlsx', content }));
      if (mapping && record.status === 701) {
        expect((await start(record.id, mapping)).statusCode).toBe(200);
        await untilEnded(t, admin, record.id);
      }
      return record;
    };
    await run(
      await workbookOf([
        ['Fecha', 'Motivo'],
        ['03/03/2033', 'Ordinario'],
      ]),
      ['date', 'name'],
    );
    expect(bytesLeft()).toBe(0);

    const book = new ExcelJS.Workbook();
    const first = book.addWorksheet('Feriados');
    first.addRow(['Fecha', 'Motivo']);
    for (let day = 1; day <= 28; day++) first.addRow([`${day}/04/2033`, `Día ${day}`]);
    book.addWorksheet('Notas').addRow(['Una segunda hoja']);
    await run(Buffer.from(await book.xlsx.writeBuffer()), ['date', 'name']);
    expect(bytesLeft()).toBe(0);

    const failed = await run(Buffer.from('PK\u0003\u0004 roto'), ['date', 'name']);
    expect(failed.status).toBe(704);
    await run(
      await workbookOf([
        ['Fecha', 'Motivo'],
        ['31/02/2033', ''],
      ]),
      ['date', 'name'],
    );
    expect(bytesLeft()).toBe(0);

    await upload(t, admin, HOLIDAY, {
      name: 'b.xlsx',
      content: xlsxOf([{ xml: bombSheet(300_000) }]),
    });
    expect(bytesLeft()).toBe(0);

    const many = await workbookOf([
      ['Fecha', 'Motivo'],
      ...Array.from({ length: 300 }, (_, i) => [`${(i % 28) + 1}/05/2034`, `Cancelado ${i}`]),
    ]);
    const record = json(await upload(t, admin, HOLIDAY, { name: 'c.xlsx', content: many }));
    expect((await start(record.id, ['date', 'name'])).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: `${base}/${record.id}/cancel`, headers: admin });
    await untilEnded(t, admin, record.id);
    expect(bytesLeft()).toBe(0);
  });

  it('names the type the start expects of its mapping', async () => {
    const content = await workbookOf([
      ['Fecha', 'Motivo'],
      ['10/10/2033', 'Prueba'],
    ]);
    const record = json(await upload(t, admin, HOLIDAY, { name: 'x.xlsx', content }));
    for (const [mapping, message] of [
      ['code', 'El campo mapeo de columnas debe ser una lista.'],
      [{ a: 'date' }, 'El campo mapeo de columnas debe ser una lista.'],
      [[1, 'name'], 'El formato del campo mapeo de columnas no es válido.'],
    ] as const) {
      const response = await start(record.id, mapping);
      expect(response.statusCode).toBe(422);
      expect(json(response).errors).toEqual({ mapping: [message] });
    }
  });

  it('imports the failed-rows workbook again: its errors column fills no field, every error said', async () => {
    for (const type of importTypeList) {
      const entity = findEntity(type.entity);
      for (const field of entity ? importFields(entity) : [])
        for (const name of [field.label, field.name])
          expect(foldHeader(name)).not.toBe(foldHeader(REASON_COLUMN));
    }
    const csv =
      'Fecha;Feriado;Tipo\r\n31/02/2035;;Feriado nacional\r\n01/03/2035;Bien;Feriado nacional\r\n';
    const first = json(
      await upload(t, admin, HOLIDAY, { name: 'r.csv', content: Buffer.from(csv) }),
    );
    expect((await start(first.id, ['date', 'name', 'type'])).statusCode).toBe(200);
    const done = await untilEnded(t, admin, first.id);
    expect(done).toMatchObject({ status: 702, rows_ok: 1, rows_failed: 1 });
    const download = await t.app.inject({
      url: `/api/v1/admin/download/${done.failed_download_id}/content`,
      headers: admin,
    });
    const rows = await rowsOf(download.rawPayload);
    expect(rows[0]).toEqual(['Fecha', 'Feriado', 'Tipo', 'Errores de la importación']);
    // Both problems at once: the impossible date and the missing name.
    expect(rows[1][3]).toBe(
      'Fila 2: El campo Fecha no es una fecha válida. El campo Motivo es obligatorio.',
    );

    const again = json(
      await upload(t, admin, HOLIDAY, {
        name: 'r - filas con error.xlsx',
        content: download.rawPayload,
      }),
    );
    const mapping = await t.app.inject({ url: `${base}/${again.id}/mapping`, headers: admin });
    expect(json(mapping).mapping).toEqual(['date', null, 'type', null]);
    const refused = await start(again.id, ['date', null, 'type', 'name']);
    expect(refused.statusCode).toBe(422);
    expect((json(refused).errors as Record<string, string[]>).mapping).toContain(
      `La columna «${REASON_COLUMN}» no se importa: elegí “No importar”.`,
    );
    expect((await start(again.id, ['date', 'name', 'type', null])).statusCode).toBe(200);
    const second = await untilEnded(t, admin, again.id);
    const file = await t.app.inject({
      url: `/api/v1/admin/download/${second.failed_download_id}/content`,
      headers: admin,
    });
    // The old errors are not carried into the new file: one errors column, the new reasons.
    expect((await rowsOf(file.rawPayload))[0]).toEqual(['Fecha', 'Feriado', 'Tipo', REASON_COLUMN]);
  });
});
