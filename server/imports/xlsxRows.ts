/**
 * An XLSX's rows as a stream of plain cell values, read from its zip by part (safeZip.ts): the
 * first visible sheet with data, each row as Excel numbers it, each cell as the value it shows
 * (a number, a text, true/false, a date for a number styled as one, a formula's last result).
 * Rows, cells and each cell's length are counted against the caps as they are read.
 */
import type { CellValue } from '../../domain/engine/importCells';
import type { SheetLimits } from '../../domain/imports';
import { SafeZip } from './safeZip';
import { tooBig } from './sheetErrors';
import { readWorkbook, type WorkbookParts } from './xlsxWorkbook';
import { xmlChunks } from './xmlParts';

export interface XlsxRow {
  line: number;
  cells: CellValue[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Excel's serial day as a date (1900 system; the 1904 one starts 1,462 days later). */
export const excelDate = (serial: number, date1904: boolean) =>
  new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * DAY_MS));

/** `C7` → 3: the column of a cell reference, or 0 when it has none. */
function columnOf(ref: string | undefined): number {
  let column = 0;
  for (const char of ref ?? '') {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + code - 64;
  }
  return column;
}

interface RawCell {
  type: string;
  style: number;
  value: string | null;
  inline: string[];
  /** Characters read so far, counted as they come (never re-measured: a run of tiny pieces). */
  chars: number;
}

function cellValue(cell: RawCell, parts: WorkbookParts): CellValue {
  const { type, value } = cell;
  if (type === 'inlineStr') return cell.inline.join('');
  if (value === null) return null;
  switch (type) {
    case 's':
      return parts.sharedStrings[Number.parseInt(value, 10)] ?? null;
    case 'str':
    case 'e':
      return value;
    case 'b':
      return Number.parseInt(value, 10) !== 0;
    case 'd': {
      const date = new Date(value);
      return Number.isNaN(date.getTime()) ? value : date;
    }
    default: {
      const number = Number.parseFloat(value);
      if (!Number.isFinite(number)) return value;
      return parts.dateStyles[cell.style] ? excelDate(number, parts.date1904) : number;
    }
  }
}

/** The rows of one sheet part, handed on chunk by chunk; counts shared across sheets. */
async function* sheetRows(
  zip: SafeZip,
  path: string,
  parts: WorkbookParts,
  counts: { rows: number; cells: number },
): AsyncGenerator<XlsxRow> {
  const limits: SheetLimits = zip.limits;
  const ready: XlsxRow[] = [];
  let row: XlsxRow | null = null;
  let cell: RawCell | null = null;
  let column = 0;
  let line = 0;
  let capture: 'value' | 'inline' | null = null;
  let phonetic = 0;
  const handlers = {
    open(name: string, attributes: Record<string, string>) {
      if (name === 'row') {
        if (++counts.rows > limits.rows) throw tooBig('rows', limits);
        const number = Number.parseInt(attributes.r ?? '', 10);
        line = Number.isSafeInteger(number) && number > 0 ? number : line + 1;
        row = { line, cells: [] };
        column = 0;
      } else if (name === 'c' && row) {
        if (++counts.cells > limits.cells) throw tooBig('cells', limits);
        column = columnOf(attributes.r) || column + 1;
        if (column > limits.rowCells) throw tooBig('rowCells', limits);
        const style = Number.parseInt(attributes.s ?? '0', 10);
        cell = { type: attributes.t ?? 'n', style, value: null, inline: [], chars: 0 };
      } else if (cell && name === 'v') capture = 'value';
      else if (cell && name === 'rPh') phonetic++;
      else if (cell && name === 't' && !phonetic) capture = 'inline';
    },
    text(text: string) {
      if (!cell || !capture) return;
      cell.chars += text.length;
      if (cell.chars > limits.cellChars) throw tooBig('cellChars', limits);
      if (capture === 'value') cell.value = (cell.value ?? '') + text;
      else cell.inline.push(text);
    },
    close(name: string) {
      if (name === 'v' || name === 't') capture = null;
      else if (name === 'rPh') phonetic--;
      else if (name === 'c' && row && cell) {
        const cells = row.cells;
        // The blanks before a far cell are cells too: a sheet of single cells at column XFD
        // would otherwise pass the cap while every row grows to 16,384 values.
        counts.cells += Math.max(0, column - 1 - cells.length);
        if (counts.cells > limits.cells) throw tooBig('cells', limits);
        while (cells.length < column - 1) cells.push(null);
        cells[column - 1] = cellValue(cell, parts);
        cell = null;
      } else if (name === 'row' && row) {
        ready.push(row);
        row = null;
      }
    },
  };
  for await (const _ of xmlChunks(zip, path, handlers)) {
    yield* ready;
    ready.length = 0;
  }
  yield* ready;
}

const blank = (cells: readonly CellValue[]) =>
  cells.every((c) => c === null || (typeof c === 'string' && c.trim() === ''));

/**
 * Every row of the first visible sheet that has a filled cell (a workbook whose first tab is
 * a hidden lists sheet, or an empty one, still works). Stopping early closes the zip.
 */
export async function* xlsxRows(bytes: Buffer, limits: SheetLimits): AsyncGenerator<XlsxRow> {
  const zip = await SafeZip.open(bytes, limits);
  try {
    const parts = await readWorkbook(zip);
    const counts = { rows: 0, cells: 0 };
    for (const sheet of parts.sheets) {
      if (!sheet.visible || !sheet.path || !zip.has(sheet.path)) continue;
      let filled = false;
      for await (const row of sheetRows(zip, sheet.path, parts, counts)) {
        filled ||= !blank(row.cells);
        yield row;
      }
      if (filled) return;
    }
  } finally {
    zip.close();
  }
}
