/**
 * Why a spreadsheet cannot be read, in Spanish: an unreadable file, or one past a cap of
 * `SheetLimits` (domain/imports.ts). An import records the first as 704 and refuses the second
 * with a 422, as it refuses a file past the upload's size.
 */
import { sheetLimitMessages, type SheetLimits } from '../../domain/imports';
import { interpolate } from '../../domain/engine/messages';

/** A file that cannot be read as a spreadsheet, with the reason in Spanish. */
export class UnreadableFile extends Error {}

/** A spreadsheet past one of the caps of its reading. */
export class SheetTooBig extends UnreadableFile {}

export const XLSX_UNREADABLE =
  'No se pudo leer el archivo XLSX: está dañado o no es una planilla de Excel.';

export const unreadableXlsx = () => new UnreadableFile(XLSX_UNREADABLE);

type Cap = keyof typeof sheetLimitMessages;
const LIMIT_OF: Partial<Record<Cap, keyof SheetLimits>> = {
  entries: 'entries',
  rows: 'rows',
  cells: 'cells',
  rowCells: 'rowCells',
  cellChars: 'cellChars',
};

/** The refusal of a file past `cap`, naming the cap where the message has one. */
export function tooBig(cap: Cap, limits: SheetLimits): SheetTooBig {
  const limit = LIMIT_OF[cap];
  const max = limit ? limits[limit].toLocaleString('es-AR') : '';
  return new SheetTooBig(interpolate(sheetLimitMessages[cap], { max }));
}
