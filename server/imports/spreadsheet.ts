/**
 * Reading an uploaded spreadsheet (exceljs): what kind of file it is by its bytes (never by its
 * name or the browser's type), and its rows one at a time as plain cell values. XLSX is read as
 * a stream (a 50,000-row file never sits in memory as a workbook); CSV is decoded first (UTF-8,
 * or Windows-1252 as Excel saves it on Windows) and split by the separator its header uses.
 */
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { CellValue } from '../../domain/importCells';

export type FileKind = 'xlsx' | 'csv';

/** A file that cannot be read as a spreadsheet, with the reason in Spanish. */
export class UnreadableFile extends Error {}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0]; // Excel 97–2003 (.xls)
const startsWith = (bytes: Buffer, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** The kind of an uploaded file by its first bytes; throws UnreadableFile otherwise. */
export function sniffKind(bytes: Buffer): FileKind {
  if (bytes.length === 0) throw new UnreadableFile('El archivo está vacío.');
  if (startsWith(bytes, ZIP)) return 'xlsx';
  if (startsWith(bytes, OLE))
    throw new UnreadableFile(
      'Es un archivo de Excel 97-2003 (.xls): abrilo en Excel y guardalo como .xlsx o .csv.',
    );
  // Text: no NUL bytes in the first kilobytes (a PDF, an image or a zip of another kind has).
  const head = bytes.subarray(0, 8192);
  if (head.includes(0) || startsWith(bytes, [0x25, 0x50, 0x44, 0x46]))
    throw new UnreadableFile('El archivo no es una planilla: subí un archivo .xlsx o .csv.');
  return 'csv';
}

/** CSV text: UTF-8 (with or without BOM), else Windows-1252. */
export function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The separator of a CSV by its first line: `;` (Excel in Spanish), `,` or tab. */
export function detectDelimiter(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const unquoted = firstLine.replace(/"[^"]*"/g, '');
  const counts = [';', ',', '\t'].map((d) => [d, unquoted.split(d).length - 1] as const);
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  return best[1] > 0 ? best[0] : ',';
}

/** An exceljs cell value as plain data: rich text as its text, a formula as its result. */
export function plainCell(value: unknown): CellValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'object') {
    const cell = value as Record<string, unknown>;
    if (Array.isArray(cell.richText))
      return cell.richText.map((part: { text?: unknown }) => String(part.text ?? '')).join('');
    if ('result' in cell) return plainCell(cell.result);
    if ('formula' in cell || 'sharedFormula' in cell) return null;
    if (typeof cell.text === 'string') return cell.text;
    if (typeof cell.error === 'string') return cell.error;
  }
  return String(value);
}

/** A row's cells from exceljs's 1-based, sparse `values`. */
export function rowCells(values: unknown): CellValue[] {
  if (!Array.isArray(values)) return [];
  const cells: CellValue[] = [];
  for (let i = 1; i < values.length; i++) cells.push(plainCell(values[i]));
  return cells;
}

/** Whether a row holds nothing at all (trailing empty lines, blank rows in the middle). */
export const isEmptyRow = (cells: readonly CellValue[]) =>
  cells.every((c) => c === null || (typeof c === 'string' && c.trim() === ''));

/** A row's cells and its number in the file (1 is the header), as the spreadsheet shows it. */
export interface NumberedRow {
  line: number;
  cells: CellValue[];
}

async function* xlsxRows(bytes: Buffer): AsyncGenerator<NumberedRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    // Cached styles let exceljs tell a date cell from a number cell.
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  for await (const sheet of reader) {
    for await (const row of sheet) yield { line: row.number, cells: rowCells(row.values) };
    return; // the first worksheet only
  }
}

async function* csvRows(bytes: Buffer): AsyncGenerator<NumberedRow> {
  const text = decodeText(bytes);
  const workbook = new ExcelJS.Workbook();
  const sheet = await workbook.csv.read(Readable.from([text]), {
    // Every cell as the text it holds: numbers and dates are read the Argentine way later.
    map: (datum: unknown) => (datum === '' ? null : datum),
    parserOptions: { delimiter: detectDelimiter(text) },
  });
  for (let r = 1; r <= sheet.rowCount; r++)
    yield { line: r, cells: rowCells(sheet.getRow(r).values) };
}

/**
 * Every row of the file with its number, the header first, empty rows skipped, each as long
 * as its last filled cell. Errors of the file itself become UnreadableFile with a Spanish reason.
 */
export async function* readNumberedRows(
  kind: FileKind,
  bytes: Buffer,
): AsyncGenerator<NumberedRow> {
  const source = kind === 'xlsx' ? xlsxRows(bytes) : csvRows(bytes);
  try {
    for await (const row of source) {
      const { cells } = row;
      if (isEmptyRow(cells)) continue;
      while (cells.length && cells[cells.length - 1] === null) cells.pop();
      yield row;
    }
  } catch (error) {
    if (error instanceof UnreadableFile) throw error;
    throw new UnreadableFile(
      kind === 'xlsx'
        ? 'No se pudo leer el archivo XLSX: está dañado o no es una planilla de Excel.'
        : 'No se pudo leer el archivo CSV: revisá que las comillas estén cerradas.',
    );
  }
}

/** The rows of `readNumberedRows` without their numbers. */
export async function* readRows(kind: FileKind, bytes: Buffer): AsyncGenerator<CellValue[]> {
  for await (const { cells } of readNumberedRows(kind, bytes)) yield cells;
}

/** Header names as texts, blank ones named by their position ("Columna 3"). */
export function headerNames(cells: readonly CellValue[]): string[] {
  return cells.map((cell, i) => {
    const text = cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell ?? '');
    return text.trim() || `Columna ${i + 1}`;
  });
}
