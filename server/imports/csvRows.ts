/**
 * A CSV's rows as a stream (fast-csv), every cell as the text it holds: decoded first (UTF-8,
 * or Windows-1252 as Excel saves it on Windows), split by the separator its header uses. One
 * pass over the text first refuses a row too wide or a field too long before the parser builds
 * it; rows and cells are counted as they are read.
 */
import { Readable } from 'node:stream';
import { parse } from '@fast-csv/parse';
import type { CellValue } from '../../domain/engine/importCells';
import type { SheetLimits } from '../../domain/imports';
import { tooBig } from './sheetErrors';

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

const QUOTE = 34;
const LF = 10;
const CR = 13;

/** Refuses a record with more cells than a row may have, or a field longer than a cell. */
function checkShape(text: string, delimiter: string, limits: SheetLimits) {
  const separator = delimiter.charCodeAt(0);
  let quoted = false;
  let cells = 1;
  let field = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) quoted = !quoted;
    else if (quoted || (code !== separator && code !== LF && code !== CR)) {
      if (++field > limits.cellChars) throw tooBig('cellChars', limits);
    } else if (code === separator) {
      if (++cells > limits.rowCells) throw tooBig('rowCells', limits);
      field = 0;
    } else {
      cells = 1;
      field = 0;
    }
  }
}

/** The text in pieces, so the parser hands on rows as it goes instead of all at once. */
function* pieces(text: string, size = 64 * 1024) {
  for (let at = 0; at < text.length; at += size) yield text.slice(at, at + size);
}

/** Every record of the CSV with its number (1 is the header), blank cells as null. */
export async function* csvRows(
  bytes: Buffer,
  limits: SheetLimits,
): AsyncGenerator<{ line: number; cells: CellValue[] }> {
  const text = decodeText(bytes);
  const delimiter = detectDelimiter(text);
  checkShape(text, delimiter, limits);
  const parser = Readable.from(pieces(text)).pipe(parse<string[], string[]>({ delimiter }));
  let line = 0;
  let cells = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (++line > limits.rows) throw tooBig('rows', limits);
      cells += record.length;
      if (cells > limits.cells) throw tooBig('cells', limits);
      yield { line, cells: record.map((datum) => (datum === '' ? null : datum)) };
    }
  } finally {
    parser.destroy();
  }
}
