/**
 * Reading an uploaded spreadsheet: what kind of file it is by its bytes (never by its name or
 * the browser's type), and its rows one at a time as plain cell values. Both kinds are read as
 * streams within the caps of `SheetLimits` (an XLSX by its zip's parts, xlsxRows.ts; a CSV by
 * fast-csv, csvRows.ts): nothing sits in memory as a workbook and nothing is written to disk.
 */
import type { CellValue } from '../../domain/engine/importCells';
import { importSheetLimits, type SheetLimits } from '../../domain/imports';
import { csvRows } from './csvRows';
import { UnreadableFile, XLSX_UNREADABLE } from './sheetErrors';
import { xlsxRows } from './xlsxRows';

export { decodeText, detectDelimiter } from './csvRows';
export { SheetTooBig, UnreadableFile } from './sheetErrors';

export type FileKind = 'xlsx' | 'csv';

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

/** Whether a row holds nothing at all (trailing empty lines, blank rows in the middle). */
export const isEmptyRow = (cells: readonly CellValue[]) =>
  cells.every((c) => c === null || (typeof c === 'string' && c.trim() === ''));

/** A row's cells and its number in the file (1 is the header), as the spreadsheet shows it. */
export interface NumberedRow {
  line: number;
  cells: CellValue[];
}

/**
 * Every row of the file with its number, the header first, empty rows skipped, each as long
 * as its last filled cell. Errors of the file itself become UnreadableFile with a Spanish
 * reason (SheetTooBig past a cap). Stopping early releases everything the reading holds.
 */
export async function* readNumberedRows(
  kind: FileKind,
  bytes: Buffer,
  limits: SheetLimits = importSheetLimits,
): AsyncGenerator<NumberedRow> {
  const source = kind === 'xlsx' ? xlsxRows(bytes, limits) : csvRows(bytes, limits);
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
        ? XLSX_UNREADABLE
        : 'No se pudo leer el archivo CSV: revisá que las comillas estén cerradas.',
    );
  }
}

/** The rows of `readNumberedRows` without their numbers. */
export async function* readRows(
  kind: FileKind,
  bytes: Buffer,
  limits?: SheetLimits,
): AsyncGenerator<CellValue[]> {
  for await (const { cells } of readNumberedRows(kind, bytes, limits)) yield cells;
}

/** Header names as texts, blank ones named by their position ("Columna 3"). */
export function headerNames(cells: readonly CellValue[]): string[] {
  return cells.map((cell, i) => {
    const text = cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell ?? '');
    return text.trim() || `Columna ${i + 1}`;
  });
}
