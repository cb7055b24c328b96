/**
 * An embedded list filled from a spreadsheet (fields.ts `sheet`): a fleet's vehicles uploaded
 * at once. The columns are found by the model workbook's headers (as an import guesses them),
 * each cell is read as an import reads it (importCells.ts), and the items are validated as the
 * form validates them (embedded.ts). Nothing is dropped: a bad row still becomes an item, with
 * its messages keyed as the form's inputs (`vehicles.3.domain`) and the file's row number kept,
 * so the user fixes it on screen or in the file.
 */
import { itemEntity } from './embedded';
import type { EmbeddedListField } from './fields';
import { cellText, convertCell, isBlankCell, type CellValue } from './importCells';
import { importFields, importLimits, suggestMapping, type SheetLimits } from '../imports';
import { interpolate } from './messages';
import { checkEmbeddedList, validateRecord, type FieldErrors } from './validate';

/** A data row of the file and its number there (the header is row 1). */
export interface SheetRow {
  line: number;
  cells: CellValue[];
}

export interface SheetItems {
  items: Record<string, unknown>[];
  /** The file's row number of each item, for "Fila 7" in the summary. */
  lines: number[];
  /** Keyed as the form's inputs: `vehicles.3.domain`. */
  errors: FieldErrors;
  /** Headers that match no field: their cells were not read. */
  ignored_columns: string[];
}

/** A name written for a reference, looked up by whoever can read the target. */
export type SheetLookup = (
  target: string,
  text: string,
  fieldLabel: string,
) => Promise<{ id: number | string } | { problem: string }>;

/** Largest spreadsheet an embedded list takes: 200 vehicles fit many times over. */
export const SHEET_MAX_BYTES = 2 * 1024 * 1024;

/** Caps on reading such a spreadsheet: a list of a few hundred rows, with room for blanks. */
export const smallSheetLimits: SheetLimits = {
  entryBytes: 32 * 1024 * 1024,
  sharedStringsBytes: 8 * 1024 * 1024,
  totalBytes: 48 * 1024 * 1024,
  ratio: 100,
  entries: 1000,
  rows: 10_000,
  cells: 1_000_000,
  rowCells: 16_384,
  cellChars: 32_767,
};

export const sheetMessages = {
  missingColumns:
    'A la planilla le faltan columnas obligatorias: :columns. Bajá la planilla modelo y copiá los datos en ella.',
  noColumns:
    'Ninguna columna de la planilla coincide con las de la planilla modelo (:columns): bajala y copiá los datos en ella.',
  noRows: 'La planilla no tiene filas con datos debajo de los encabezados.',
  tooMany: 'La planilla tiene más de :max filas: :attribute admite como máximo :max.',
  empty:
    'La planilla no tiene datos: copialos en su primera hoja, con los encabezados en la primera fila.',
  tooWide: 'La planilla tiene :count columnas; la planilla modelo tiene :columns.',
  tooLong: 'El texto de :attribute es demasiado largo (:count caracteres).',
  tooBig: 'El archivo supera el máximo de :mb MB.',
  cellWas: 'Decía “:text”.',
  noLookup: ':attribute: escribí su número.',
  /** A 415: the file is the body itself (server/flows/sheetRoutes.ts, fixtures mode alike). */
  notOctetStream: 'Enviá el archivo CSV o XLSX como application/octet-stream.',
} as const;

type Problem = { problem: string };

/** A cell's text kept in an item at most this long: the list's texts are a few words. */
const LONGEST_CELL = 500;
/** What a message repeats of a cell it could not read. */
const ECHOED = 60;
const shortened = (text: string) => {
  const clean = text.trim();
  return clean.length > ECHOED ? `${clean.slice(0, ECHOED)}…` : clean;
};

/** Messages in the list's order: by item, then by field as declared. */
function inOrder(errors: FieldErrors, name: string, fields: readonly string[]): FieldErrors {
  const rank = (path: string) => {
    const [, index, field] = path.slice(name.length).split('.');
    return [Number(index), fields.indexOf(field)];
  };
  const sorted = Object.entries(errors).sort(([a], [b]) => {
    const [ia, fa] = rank(a);
    const [ib, fb] = rank(b);
    return ia - ib || fa - fb;
  });
  return Object.fromEntries(sorted);
}

/** The file's problem that keeps every row out (missing columns, no rows), or null. */
function layoutProblem(
  field: EmbeddedListField,
  header: readonly string[],
  rowCount: number,
): string | null {
  const fields = importFields(itemEntity(field));
  if (!header.some(Boolean)) return sheetMessages.empty;
  if (header.length > importLimits.maxColumns)
    return interpolate(sheetMessages.tooWide, { count: header.length, columns: fields.length });
  const mapping = suggestMapping(header, fields);
  if (!mapping.some(Boolean))
    return interpolate(sheetMessages.noColumns, {
      columns: fields.map((f) => f.label).join(', '),
    });
  const missing = fields.filter((f) => f.required && !mapping.includes(f.name));
  if (missing.length)
    return interpolate(sheetMessages.missingColumns, {
      columns: missing.map((f) => f.label).join(', '),
    });
  if (rowCount === 0) return sheetMessages.noRows;
  if (rowCount > field.max)
    return interpolate(sheetMessages.tooMany, { max: field.max, attribute: field.label });
  return null;
}

export async function sheetItems(
  name: string,
  field: EmbeddedListField,
  header: readonly string[],
  rows: readonly SheetRow[],
  lookup?: SheetLookup,
): Promise<SheetItems | Problem> {
  const problem = layoutProblem(field, header, rows.length);
  if (problem) return { problem };
  const entity = itemEntity(field);
  const mapping = suggestMapping(header, importFields(entity));
  const cellProblems: FieldErrors = {};
  const items: Record<string, unknown>[] = [];
  for (const [index, row] of rows.entries()) {
    const values: Record<string, unknown> = {};
    for (const [column, target] of mapping.entries()) {
      if (!target) continue;
      const itemField = entity.fields[target];
      const cell = row.cells[column] ?? null;
      const say = (message: string) =>
        (cellProblems[`${name}.${index}.${target}`] = [
          `${message} ${interpolate(sheetMessages.cellWas, { text: shortened(cellText(cell)) })}`,
        ]);
      const converted = convertCell(itemField, cell);
      if ('problem' in converted) say(converted.problem);
      else if (
        'value' in converted &&
        typeof converted.value === 'string' &&
        converted.value.length > LONGEST_CELL
      )
        say(
          interpolate(sheetMessages.tooLong, {
            attribute: itemField.label,
            count: converted.value.length,
          }),
        );
      else if ('value' in converted) values[target] = converted.value;
      else if (itemField.kind === 'reference' && lookup) {
        const found = await lookup(itemField.target, converted.lookup[0], itemField.label);
        if ('id' in found) values[target] = found.id;
        else say(found.problem);
      } else say(interpolate(sheetMessages.noLookup, { attribute: itemField.label }));
      if (isBlankCell(cell) && itemField.default !== undefined) values[target] = itemField.default;
    }
    // As the form holds them (numbers, not the cell's text); a value refused stays as it was.
    items.push({ ...values, ...validateRecord(entity, values, 'create').values });
  }
  const checked = checkEmbeddedList(name, field, items, 'create');
  // A cell that could not be read says so, not that the field is missing.
  const errors = inOrder(
    { ...('errors' in checked ? checked.errors : {}), ...cellProblems },
    name,
    Object.keys(entity.fields),
  );
  return {
    items,
    lines: rows.map((r) => r.line),
    errors,
    ignored_columns: header.filter((column, i) => column && !mapping[i]),
  };
}
