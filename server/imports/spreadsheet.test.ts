/**
 * Reading spreadsheets safely (issue 28 items 5 and 6): values as Excel shows them, every cap
 * refused while reading with its Spanish reason, bombs refused before they inflate, and no file
 * ever left in the temporary folder.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importSheetLimits, type SheetLimits } from '../../domain/imports';
import { smallSheetLimits } from '../../domain/engine/sheetItems';
import { readSmallSheet } from './smallSheet';
import { readNumberedRows, SheetTooBig, UnreadableFile, type NumberedRow } from './spreadsheet';
import { workbookOf } from './testing';
import { bombSheet, inlineRow, sheetXml, xlsxOf } from './zipFixtures';

const INFLATED = 'La planilla es demasiado grande una vez descomprimida';

async function rowsOf(bytes: Buffer, limits?: SheetLimits, kind: 'xlsx' | 'csv' = 'xlsx') {
  const rows: NumberedRow[] = [];
  for await (const row of readNumberedRows(kind, bytes, limits)) rows.push(row);
  return rows;
}

/** The error reading ends with, or null. */
const failure = (bytes: Buffer, limits?: SheetLimits, kind: 'xlsx' | 'csv' = 'xlsx') =>
  rowsOf(bytes, limits, kind).then(
    () => null,
    (error: unknown) => error,
  );

const small = (changes: Partial<SheetLimits>): SheetLimits => ({
  ...importSheetLimits,
  ...changes,
});

describe('reading an XLSX as a stream', () => {
  it('reads what Excel shows: texts, numbers, dates, Sí/No, rich text and formula results', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Listas').state = 'hidden';
    book.addWorksheet('Vacía');
    const sheet = book.addWorksheet('Datos');
    sheet.addRow(['Fecha', 'Nombre', 'Monto', 'Activo', 'Total']);
    sheet.addRow([
      new Date(Date.UTC(2030, 2, 24)),
      { richText: [{ text: 'Día de ' }, { text: 'la Memoria', font: { bold: true } }] },
      1234.5,
      true,
      { formula: 'C2*2', result: 2469 },
    ]);
    sheet.addRow([]);
    sheet.getCell('C4').value = 7;
    const rows = await rowsOf(Buffer.from(await book.xlsx.writeBuffer()));
    expect(rows).toEqual([
      { line: 1, cells: ['Fecha', 'Nombre', 'Monto', 'Activo', 'Total'] },
      {
        line: 2,
        cells: [new Date(Date.UTC(2030, 2, 24)), 'Día de la Memoria', 1234.5, true, 2469],
      },
      { line: 4, cells: [null, null, 7] },
    ]);
  });

  it('reads inline strings, prefixed tags and cells without a reference', async () => {
    const xml = sheetXml(
      `${inlineRow(1, ['Código', 'Nombre'])}<row><c><v>42</v></c><c t="str"><v>calculado</v></c></row>`,
    ).replace('<worksheet xmlns=', '<x:worksheet xmlns:x=');
    const fixed = xml.replace('</worksheet>', '</x:worksheet>');
    expect(await rowsOf(xlsxOf([{ xml: fixed }]))).toEqual([
      { line: 1, cells: ['Código', 'Nombre'] },
      { line: 2, cells: [42, 'calculado'] },
    ]);
  });

  it('refuses a bomb by its declared size and ratio before inflating it', async () => {
    // 31 MB of rows in about 100 KB: three hundred to one.
    const bomb = xlsxOf([{ xml: bombSheet(300_000) }]);
    expect(bomb.length).toBeLessThan(150_000);
    const error = await failure(bomb);
    expect(error).toBeInstanceOf(SheetTooBig);
    expect((error as Error).message).toContain(INFLATED);
    // Below the ratio, an entry past its own cap is refused too.
    const error2 = await failure(
      xlsxOf([{ xml: bombSheet(3000) }]),
      small({ entryBytes: 100_000 }),
    );
    expect((error2 as Error).message).toContain(INFLATED);
  });

  it('stops an entry that inflates past the size it declares', async () => {
    const liar = xlsxOf([{ xml: bombSheet(30_000) }], {
      declared: { 'xl/worksheets/sheet1.xml': 1000 },
    });
    const error = await failure(liar);
    expect(error).toBeInstanceOf(SheetTooBig);
    expect((error as Error).message).toContain(INFLATED);
  });

  it('refuses rows, cells, a row and a cell past their caps, saying which', async () => {
    const many = xlsxOf([{ xml: bombSheet(50) }]);
    expect(String(await failure(many, small({ rows: 20 })))).toContain(
      'La planilla tiene más de 20 filas',
    );
    expect(String(await failure(many, small({ cells: 30 })))).toContain(
      'La planilla tiene más de 30 celdas',
    );
    const wide = xlsxOf([
      { xml: sheetXml('<row r="1"><c r="XFD1"><v>1</v></c><c><v>2</v></c></row>') },
    ]);
    expect(String(await failure(wide))).toContain(
      'Una fila de la planilla tiene más de 16.384 celdas',
    );
    // The blanks before a far cell count: ten rows of one cell at column XFD are 163,840 cells.
    const far = Array.from({ length: 10 }, (_, i) => `<row><c r="XFD${i + 1}"><v>1</v></c></row>`);
    expect(
      String(await failure(xlsxOf([{ xml: sheetXml(far.join('')) }]), small({ cells: 100_000 }))),
    ).toContain('La planilla tiene más de 100.000 celdas');
    // A cell in many tiny runs is measured as it comes, and refused past its length.
    const runs = `<row><c t="inlineStr"><is>${'<r><t>ab</t></r>'.repeat(20_000)}</is></c></row>`;
    expect(String(await failure(xlsxOf([{ xml: sheetXml(runs) }])))).toContain(
      'más de 32.767 caracteres',
    );
    const long = xlsxOf([{ xml: sheetXml(inlineRow(1, ['x'.repeat(40_000)])) }]);
    expect(String(await failure(long))).toContain(
      'Una celda de la planilla tiene más de 32.767 caracteres',
    );
    const longText = xlsxOf([{ xml: sheetXml(`<row><c><v>${'9'.repeat(400_000)}</v></c></row>`) }]);
    expect(String(await failure(longText))).toContain('más de 32.767 caracteres');
    const strings = `<sst><si><t>${'y'.repeat(40_000)}</t></si></sst>`;
    const shared = xlsxOf([{ xml: sheetXml('<row><c t="s"><v>0</v></c></row>') }], {
      sharedStrings: strings,
    });
    expect(String(await failure(shared))).toContain('más de 32.767 caracteres');
  });

  it('refuses a zip of too many entries and what a sheet never holds', async () => {
    const entries = xlsxOf([{ xml: sheetXml(inlineRow(1, ['a'])) }]);
    expect(String(await failure(entries, small({ entries: 3 })))).toContain('más de 3 partes');
    for (const xml of [
      sheetXml('<!DOCTYPE x [<!ENTITY a "b">]><row/>'),
      sheetXml(`<row><c><v><!--${'-'.repeat(10)}--></v></c></row>`),
      sheetXml(`${'<a>'.repeat(100)}${'</a>'.repeat(100)}`),
      sheetXml('<row><c><v>1</v></c>'), // never closed
    ]) {
      const error = await failure(xlsxOf([{ xml }]));
      expect(error).toBeInstanceOf(UnreadableFile);
      expect((error as Error).message).toContain('No se pudo leer el archivo XLSX');
    }
  });
});

describe('reading a CSV as a stream', () => {
  const csv = (text: string) => Buffer.from(text);

  it('reads each record with its number, blanks as null', async () => {
    expect(await rowsOf(csv('a;b\r\n1;"x;y"\r\n\r\n;3\r\n'), undefined, 'csv')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['1', 'x;y'] },
      { line: 4, cells: [null, '3'] },
    ]);
  });

  it('refuses records, rows and fields past their caps before building them', async () => {
    const limits = small({ rows: 3, rowCells: 5, cellChars: 10 });
    expect(String(await failure(csv('a\n1\n2\n3\n'), limits, 'csv'))).toContain('más de 3 filas');
    expect(String(await failure(csv(`a;b\n${';'.repeat(5)}\n`), limits, 'csv'))).toContain(
      'más de 5 celdas',
    );
    expect(String(await failure(csv(`a\n"${'z'.repeat(11)}"\n`), limits, 'csv'))).toContain(
      'más de 10 caracteres',
    );
    expect(String(await failure(csv('a;b\n1;2;3\n'), small({ cells: 4 }), 'csv'))).toContain(
      'más de 4 celdas',
    );
  });
});

describe('the temporary folder', () => {
  let folder: string;
  let before: string | undefined;
  beforeEach(() => {
    before = process.env.TMPDIR;
    folder = mkdtempSync(join(tmpdir(), 'sheets-tmp-'));
    process.env.TMPDIR = folder;
  });
  afterEach(() => {
    process.env.TMPDIR = before;
    if (before === undefined) delete process.env.TMPDIR;
    rmSync(folder, { recursive: true, force: true });
  });
  const bytesLeft = () =>
    readdirSync(folder, { recursive: true }).reduce(
      (sum, name) => sum + statSync(join(folder, String(name))).size,
      0,
    );

  it('keeps nothing there: two sheets, a stop halfway, a failure, a bomb', async () => {
    expect(tmpdir()).toBe(folder);
    const book = new ExcelJS.Workbook();
    for (const name of ['Uno', 'Dos']) {
      const sheet = book.addWorksheet(name);
      for (let i = 0; i < 2000; i++) sheet.addRow([`${name} ${i}`, i]);
    }
    const twoSheets = Buffer.from(await book.xlsx.writeBuffer());
    expect(await rowsOf(twoSheets)).toHaveLength(2000);
    expect(bytesLeft()).toBe(0);
    for await (const _ of readNumberedRows('xlsx', twoSheets)) break; // a cancel
    expect(bytesLeft()).toBe(0);
    expect(await failure(twoSheets, small({ rows: 10 }))).toBeInstanceOf(SheetTooBig);
    expect(bytesLeft()).toBe(0);
    expect(await failure(xlsxOf([{ xml: bombSheet(300_000) }]))).toBeInstanceOf(SheetTooBig);
    expect(bytesLeft()).toBe(0);
  });
});

describe('a small sheet (an embedded list)', () => {
  it('reads within its own smaller caps', async () => {
    const file = await workbookOf([['Patente'], ['AB 123 CD']]);
    expect(await readSmallSheet(file, 200)).toEqual({
      header: ['Patente'],
      rows: [{ line: 2, cells: ['AB 123 CD'] }],
    });
    await expect(readSmallSheet(xlsxOf([{ xml: bombSheet(30_000) }]), 200)).rejects.toThrow(
      INFLATED,
    );
    const blanks = xlsxOf([
      { xml: sheetXml(`${inlineRow(1, ['Patente'])}${'<row/>'.repeat(smallSheetLimits.rows)}`) },
    ]);
    await expect(readSmallSheet(blanks, 200)).rejects.toThrow('más de 10.000 filas');
  });
});
