/**
 * A fleet's vehicles from a spreadsheet (issue 13 section 3, spec 2.5's template link): the
 * model workbook, an upload read row by row with each bad row's messages on its own inputs,
 * the file's own problems, who may use it, and the fleet wizard finished with the uploaded
 * list, its subject and summed value on the opportunity.
 */
import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import { fleetMessages } from '../../domain/flows/fleetForm';
import { vehicleMessages } from '../../domain/flows/vehicleForm';
import { answer as json, type TestApp, describeApp } from '../test/harness';
import { rowsOf, workbookOf } from '../imports/testing';
import { FLOWS, flowKit, type Headers, type Row } from './flowTestKit';

const FLEET = 7;
const SHEET = `${FLOWS}/sheets/${FLEET}/object/vehicles`;
const HEADER = ['Patente', '0 km', 'Marca', 'Modelo y versión', 'Año', 'Carrocería', 'Uso'];
const MORE = ['Combustible', 'Suma asegurada', 'Rastreador'];

describeApp('fleet spreadsheet on %s', (dialect) => {
  const kit = flowKit(dialect);
  const { call, ok, start, complete } = kit;
  let t: TestApp;
  let executive: Headers;
  let client: Row;
  beforeAll(() => ({ t, executive, client } = kit.state()));

  const send = (
    headers: Headers,
    content: Buffer,
    url = SHEET,
    type = 'application/octet-stream',
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': type },
      payload: content,
    });

  it('gives the model workbook: the columns, a dropdown for Uso and how to write each one', async () => {
    const response = await call(executive, 'GET', SHEET);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(
      'Veh%C3%ADculos%20de%20la%20flota.xlsx',
    );
    expect(await rowsOf(response.rawPayload)).toEqual([[...HEADER, ...MORE]]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const use = workbook.worksheets[0].getCell('G2').dataValidation;
    expect(use.type).toBe('list');
    expect(String(use.formulae?.[0])).toContain('Reparto y mensajería');
    const help = workbook.getWorksheet('Instrucciones')!;
    expect(help.getRow(6).values).toEqual(
      expect.arrayContaining(['Año', 'Sí', 'Número entero, sin puntos: 2021.']),
    );
  });

  it('reads an XLSX: good rows as items, each bad row kept with its messages on its inputs', async () => {
    const file = await workbookOf([
      [...HEADER, ...MORE, 'Chofer'],
      [
        'AB 123 CD',
        'No',
        'Toyota',
        'Hilux 2.8 SRX 4x4',
        2023,
        'Pick-up doble cabina',
        'Comercial',
        'Diésel',
        45_000_000,
        'Sí',
        'Pérez',
      ],
      [],
      [
        'ZZ 99',
        'No',
        'Ford',
        'Ranger XLT',
        'dos mil',
        'Pick-up doble cabina',
        '',
        '',
        38_000_000.5,
        '',
        '',
      ],
      ['ab123cd', '', 'Renault', 'Kangoo', 2020, 'Furgoneta', 'Reparto', '', 21_000_000, 'No', ''],
      [
        '',
        'Sí',
        'Honda',
        'Wave 110',
        2026,
        'Moto',
        'Reparto y mensajería',
        'Nafta',
        2_500_000,
        '',
        '',
      ],
    ]);
    const read = await ok(await send(executive, file));
    expect(read.lines).toEqual([2, 4, 5, 6]);
    expect(read.ignored_columns).toEqual(['Chofer']);
    expect(read.items[0]).toEqual({
      domain: 'AB 123 CD',
      zero_km: false,
      brand: 'Toyota',
      model: 'Hilux 2.8 SRX 4x4',
      year: 2023,
      body: 6,
      use: 2,
      fuel: 2,
      sum_insured: 45_000_000,
      tracker: true,
    });
    // A blank Uso takes the fleet's default (Comercial); a zero km moto needs no plate.
    expect(read.items[1]).toMatchObject({ use: 2, sum_insured: 38_000_000.5 });
    expect(read.items[1]).not.toHaveProperty('year');
    expect(read.items[3]).toMatchObject({ zero_km: true, body: 9, use: 7 });
    expect(read.errors).toEqual({
      'vehicles.1.domain': [vehicleMessages.carDomain],
      'vehicles.1.year': ['El campo Año debe ser un número entero. Decía “dos mil”.'],
      'vehicles.2.body': [expect.stringContaining('Decía “Furgoneta”')],
      'vehicles.2.use': [expect.stringContaining('Decía “Reparto”')],
      'vehicles.2.domain': [fleetMessages.repeatedPlate],
    });
  });

  it('reads a CSV as Excel in Spanish saves it: semicolons, Windows-1252, 1.465,50', async () => {
    const csv = [
      'Patente;Marca;Modelo y versión;Año;Carrocería;Uso;Suma asegurada',
      'AC 456 DE;Fiat;Cronos 1.3 Drive;2024;Sedán;Particular;18.750.000,50',
    ].join('\r\n');
    const read = await ok(await send(executive, Buffer.from(csv, 'latin1')));
    expect(read.errors).toEqual({});
    expect(read.items).toEqual([
      {
        domain: 'AC 456 DE',
        brand: 'Fiat',
        model: 'Cronos 1.3 Drive',
        year: 2024,
        body: 1,
        use: 1,
        sum_insured: 18_750_000.5,
        // Switches without a column are off, as in the form.
        zero_km: false,
        tracker: false,
      },
    ]);
  });

  it('reads the first sheet with data, skips blank headers and shortens what it repeats', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Listas').state = 'hidden';
    book.addWorksheet('Vacía');
    const sheet = book.addWorksheet('Flota');
    sheet.addRow([...HEADER, null, ...MORE]);
    const longModel = 'Hilux '.repeat(100);
    sheet.addRow([
      'AB 123 CD',
      'No',
      'Toyota',
      longModel,
      2023,
      'Sedán',
      'Comercial',
      null,
      '',
      1,
      '',
    ]);
    const read = await ok(await send(executive, Buffer.from(await book.xlsx.writeBuffer())));
    expect(read.lines).toEqual([2]);
    expect(read.ignored_columns).toEqual([]);
    expect(read.items[0]).not.toHaveProperty('model');
    expect(read.errors['vehicles.0.model'][0]).toBe(
      `El texto de Modelo y versión es demasiado largo (600 caracteres). Decía “${longModel.slice(0, 60)}…”.`,
    );
  });

  it('refuses a file it cannot use, saying why, and a body that is no file', async () => {
    const problem = async (content: Buffer) => {
      const response = await send(executive, content);
      expect(response.statusCode, response.body).toBe(422);
      return String(json(response).errors.file);
    };
    expect(
      await problem(
        await workbookOf([
          ['Patente', 'Marca', 'Año'],
          ['AB 123 CD', 'Fiat', 2020],
        ]),
      ),
    ).toContain('Modelo y versión, Carrocería, Suma asegurada');
    expect(
      await problem(
        await workbookOf([
          ['Nombre', 'Teléfono'],
          ['Ana', '11'],
        ]),
      ),
    ).toContain('Ninguna columna');
    expect(await problem(await workbookOf([[...HEADER, ...MORE]]))).toContain('no tiene filas');
    const many = Array.from({ length: 201 }, (_, i) => [
      `AB ${String(100 + i)} CD`,
      'No',
      'Fiat',
      'Cronos',
      2024,
      'Sedán',
      'Comercial',
      '',
      1_000_000,
      'No',
    ]);
    // Far more rows than the list holds: said as "more than", read no further than that.
    const tooMany = await problem(await workbookOf([[...HEADER, ...MORE], ...many, ...many]));
    expect(tooMany).toBe(
      'La planilla tiene más de 200 filas: Vehículos de la flota admite como máximo 200.',
    );
    expect(await problem(await workbookOf([]))).toContain('no tiene datos');
    const wide = [...HEADER, ...Array.from({ length: 100 }, (_, i) => `Extra ${i}`)];
    expect(await problem(await workbookOf([wide, ['AB 123 CD']]))).toContain('107 columnas');
    expect(await problem(Buffer.from('%PDF-1.7\n\0\0binary'))).toContain('no es una planilla');
    expect(await problem(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toContain('XLSX');
    const asJson = await call(executive, 'POST', SHEET, { vehicles: [] });
    expect(asJson.statusCode).toBe(415);
    const tooBig = await send(executive, Buffer.alloc(2 * 1024 * 1024 + 1, 65));
    expect(tooBig.statusCode).toBe(413);
  });

  it('answers only for a declared list of a step, to who may quote', async () => {
    const file = await workbookOf([HEADER, ['AB 123 CD']]);
    for (const url of [
      `${FLOWS}/sheets/1/vehicle/vehicles`, // the car's step has no such list
      `${FLOWS}/sheets/${FLEET}/object/activity`, // a field, not a list
      `${FLOWS}/sheets/17/object/people`, // a list not declared for spreadsheets
      `${FLOWS}/sheets/${FLEET}/../vehicles`,
      `/api/v1/flows/claim/sheets/${FLEET}/object/vehicles`,
    ]) {
      expect((await call(executive, 'GET', url)).statusCode, url).toBe(404);
      expect((await send(executive, file, url)).statusCode, url).toBe(404);
    }
    const nobody = await t.login('sin-permisos@demo.test');
    expect((await call(nobody, 'GET', SHEET)).statusCode).toBe(403);
    expect((await send(nobody, file)).statusCode).toBe(403);
    expect((await call({}, 'GET', SHEET)).statusCode).toBe(401);
    expect((await send({}, file)).statusCode).toBe(401);
    // Another organization's quoting staff use the same model; nothing of ours is read or kept.
    const external = await t.userWith(['opportunities: full_access'], [5]);
    expect((await call(external, 'GET', SHEET)).statusCode).toBe(200);
  });

  it('finishes a fleet with the uploaded list: refused while a row is bad, then stored', async () => {
    const file = await workbookOf([
      [...HEADER, ...MORE],
      [
        'AB 123 CD',
        'No',
        'Toyota',
        'Hilux',
        2023,
        'Pick-up doble cabina',
        'Comercial',
        'Diésel',
        45_000_000,
        'Sí',
      ],
      [
        'AB 123 CD',
        'No',
        'Ford',
        'Ranger',
        2022,
        'Pick-up doble cabina',
        'Comercial',
        'Diésel',
        38_000_000.5,
        'No',
      ],
    ]);
    const { items } = await ok(await send(executive, file));
    const draft = await ok(await start(executive, { branch_id: FLEET }));
    const person = await ok(
      await complete(executive, draft.id, 'person', { account_id: client.id }, draft.version),
    );
    const object = { activity: 'Distribución de alimentos', vehicles: items };
    const refused = await complete(executive, draft.id, 'object', object, person.version);
    expect(refused.statusCode).toBe(422);
    expect(json(refused).errors).toEqual({ 'vehicles.1.domain': [fleetMessages.repeatedPlate] });
    items[1].domain = 'AC 987 FG';
    const stored = await ok(await complete(executive, draft.id, 'object', object, person.version));
    expect(stored).toMatchObject({ step: 'quotation', done: ['person', 'object'] });
    const record = await ok(await call(executive, 'GET', `/api/v1/opportunity/${draft.id}`));
    expect(record).toMatchObject({
      branch_id: FLEET,
      subject: 'Flota de 2 vehículos: Distribución de alimentos',
      sum_insured: 83_000_000.5,
    });
  });
});
