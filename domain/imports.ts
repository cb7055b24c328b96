/**
 * Spreadsheet imports (spec sections 2.3 and 4): which catalogues can be loaded from a CSV or
 * XLSX file, which columns go to which fields, and the limits; who may load each one (spec 6:
 * `imports: import_types {type}`, a type's own section) is domain/importAccess.ts. The server runs every row through the entity's own create
 * (or update) path; nothing here touches a database.
 */
import type { Entity } from './engine/entity';
import { defineEnum, type EnumDef } from './engine/defineEnum';
import { groupFields, importable } from './engine/importGroups';
import { contractSheet } from './contracts/contractSheet';
import { insurerNewsImport } from './insurerNews/newsImport';

export interface ImportType {
  /** Stored in the import's `type` column. */
  readonly id: number;
  /** Word of the permission `imports: import_types {key}`. */
  readonly key: string;
  /** Spanish name shown in the type picker and the list. */
  readonly label: string;
  /** The entity whose records the rows become (its route name). */
  readonly entity: string;
  /**
   * Fields that identify an existing record: a row whose values match one updates it instead
   * of creating a duplicate. Without it, the entity's first unique field (with its `within`).
   */
  readonly matchBy?: readonly string[];
  /**
   * A working area's records (clients), not an admin catalogue: the importer must also be
   * allowed to create them, and each row is written within their scope.
   */
  readonly asCreator?: boolean;
  /**
   * Of the entity's declared `duplicates`, those whose value already held by a record of the
   * organization refuses the row ("Ya existe «X» … con el mismo CUIT/CUIL"), whoever the
   * record is assigned to. A row that `matchBy` matches updates that record instead.
   */
  readonly refuseDuplicates?: readonly string[];
  /**
   * A row's own columns when it is not one record of the entity (a policy with its insurer by
   * name or CUIT, its client by CUIT or DNI): fields with no table for the mapping, the model
   * and the cells; the type's writer (server/imports/sheetWriters.ts) creates the records.
   */
  readonly sheet?: Entity;
  /**
   * A section of its own for this type (spec 2.3's `import_news`): the named list of its imports
   * at `route` (domain/entities/import.ts), and the permission of spec 6 that opens it, which
   * imports this type alone and opens the imports section to follow its imports there; `links`,
   * the section's other screens (the rows waiting for review), on its toolbar.
   */
  readonly section?: {
    route: string;
    label: string;
    permission: string;
    links?: readonly { label: string; route: string }[];
  };
  /**
   * Rows of a realistic file, written on the model workbook's «Ejemplo» sheet (never on the one
   * that is imported): the insurers' own spellings of a policy number, say.
   */
  readonly example?: readonly (readonly (string | number)[])[];
}

/**
 * Every import type. An entity that is not declared (yet) is skipped where types are offered,
 * so a type can be listed before its catalogue lands. Ids are permanent: never reuse one.
 */
export const importTypeList: readonly ImportType[] = [
  { id: 1, key: 'infocar', label: 'Guía Infocar', entity: 'admin/infocar' },
  { id: 2, key: 'vehicle', label: 'Vehículos', entity: 'admin/vehicle' },
  { id: 3, key: 'bincode', label: 'Códigos BIN', entity: 'admin/bincode' },
  { id: 4, key: 'zipcode', label: 'Códigos postales', entity: 'admin/locations/zipcode' },
  { id: 5, key: 'locality', label: 'Localidades', entity: 'admin/locations/locality' },
  { id: 6, key: 'holiday', label: 'Feriados', entity: 'admin/holiday' },
  { id: 7, key: 'company', label: 'Compañías', entity: 'admin/company', matchBy: ['cuit'] },
  {
    id: 8,
    key: 'producer_commission',
    label: 'Comisiones de productores',
    entity: 'admin/producer_company_commission',
  },
  // With their phones and addresses (importGroups.ts); a CUIT/CUIL or DNI already loaded is
  // reported on its row, never a second client.
  {
    id: 9,
    key: 'client',
    label: 'Clientes',
    entity: 'account',
    asCreator: true,
    refuseDuplicates: ['cuit', 'document_number'],
  },
  // A brokerage's portfolio on day one, a policy a row (server/contracts/importContracts.ts).
  { id: 10, key: 'contract', label: 'Pólizas', entity: 'contract', sheet: contractSheet },
  // The insurers' files of changes, with a section of their own (spec 2.3 import_news).
  insurerNewsImport,
];

export const importTypes: EnumDef = defineEnum(
  'importTypes',
  importTypeList.map((t) => ({ id: t.id, code: t.key, label: t.label })),
);

export const importTypeById = (id: unknown): ImportType | undefined =>
  importTypeList.find((t) => t.id === Number(id));

/** Limits of an uploaded file: what a 200,000-row catalogue needs, no more. */
export const importLimits = {
  /** Bytes of the uploaded file. */
  maxBytes: 30 * 1024 * 1024,
  /** Data rows (the header row aside). */
  maxRows: 200_000,
  /** Columns of the header row. */
  maxColumns: 100,
  /** Rows shown by the mapping screen's preview. */
  previewRows: 8,
} as const;

/**
 * Caps on reading one spreadsheet, checked while it is read (an XLSX is a zip: a small file may
 * inflate to gigabytes, so its compressed size says little). The first cap reached refuses the
 * file with `sheetLimitMessages`.
 */
export interface SheetLimits {
  /** Inflated bytes of one part of an XLSX (one zip entry), declared and real. */
  entryBytes: number;
  /** Inflated bytes of the shared strings part, which is held in memory while rows are read. */
  sharedStringsBytes: number;
  /** Inflated bytes of every part: declared by the zip, and really read. */
  totalBytes: number;
  /** Inflated over compressed bytes of a part larger than a megabyte (Excel's are about 10). */
  ratio: number;
  /** Entries of the zip (an Excel workbook has a dozen or two). */
  entries: number;
  /** Rows read, blank ones included. */
  rows: number;
  /** Cells read in all, blank ones included. */
  cells: number;
  /** Cells of one row: Excel's own 16,384 columns. */
  rowCells: number;
  /** Characters of one cell: Excel's own 32,767. */
  cellChars: number;
}

const MB = 1024 * 1024;

/** An import's file: 200,000 rows of up to 50 columns. */
export const importSheetLimits: SheetLimits = {
  entryBytes: 256 * MB,
  sharedStringsBytes: 64 * MB,
  totalBytes: 320 * MB,
  ratio: 100,
  entries: 1000,
  rows: 2 * importLimits.maxRows,
  cells: 50 * importLimits.maxRows,
  rowCells: 16_384,
  cellChars: 32_767,
};

/** Spanish refusals of a file past a cap (`:max` is the cap, written the Argentine way). */
export const sheetLimitMessages = {
  inflated:
    'La planilla es demasiado grande una vez descomprimida: dividila en partes más chicas o guardala de nuevo desde Excel.',
  entries: 'El archivo XLSX tiene más de :max partes: no parece una planilla de Excel.',
  rows: 'La planilla tiene más de :max filas, contando las vacías: dividila en partes más chicas.',
  cells: 'La planilla tiene más de :max celdas: dividila en partes más chicas.',
  rowCells: 'Una fila de la planilla tiene más de :max celdas.',
  cellChars: 'Una celda de la planilla tiene más de :max caracteres.',
} as const;

export const importFileKinds = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
} as const;

/**
 * Header of the column the failed-rows workbook adds after the original ones: a name no field
 * has (imports.test.ts checks every type), never suggested for a field nor accepted for one,
 * so the file can be fixed and imported again as it is.
 */
export const REASON_COLUMN = 'Errores de la importación';

// ---------------------------------------------------------------------------------------------
// Fields and the column mapping

/** A field a file may fill: its name, Spanish label and whether a row must carry it. */
export interface ImportField {
  name: string;
  label: string;
  required: boolean;
}

/**
 * The fields of an entity a file may fill, in declaration order, then the numbered column
 * groups of its embedded lists (importGroups.ts).
 */
export function importFields(entity: Entity): ImportField[] {
  const own = Object.entries(entity.fields)
    .filter(([, field]) => importable(field))
    .map(([name, field]) => ({
      name,
      label: field.label,
      required: !!field.required && (field.default === undefined || field.default === null),
    }));
  return [...own, ...groupFields(entity)];
}

/** What a type's rows fill: its sheet (`ImportType.sheet`), or its entity's fields. */
export const rowEntityOf = (type: ImportType, entity: Entity): Entity => type.sheet ?? entity;

/** The fields that identify an existing record (see `ImportType.matchBy`); [] for none. */
export function matchFieldsOf(type: ImportType, entity: Entity): string[] {
  if (type.sheet) return [];
  if (type.matchBy) return type.matchBy.filter((name) => Object.hasOwn(entity.fields, name));
  for (const [name, field] of Object.entries(entity.fields)) {
    if (!field.unique || !importable(field)) continue;
    return typeof field.unique === 'object' ? [...field.unique.within, name] : [name];
  }
  return [];
}

/** Lower case, no accents, only letters and digits: "Código postal" ≈ "codigo_postal". */
export const foldHeader = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

/** Whether a header is the failed-rows workbook's own errors column. */
export const isReasonColumn = (header: string) => foldHeader(header) === foldHeader(REASON_COLUMN);

/**
 * For each column, the field it most likely fills (null: none), matched by the field's Spanish
 * label or its name without minding case, accents, spaces or punctuation ("Cód. SSN" is not
 * guessed: only whole matches). Each field is used once, by the first column that matches.
 */
export function suggestMapping(columns: readonly string[], fields: readonly ImportField[]) {
  const used = new Set<string>();
  return columns.map((column) => {
    const folded = foldHeader(column);
    if (isReasonColumn(column)) return null;
    const found = fields.find(
      (f) =>
        !used.has(f.name) &&
        folded !== '' &&
        (foldHeader(f.label) === folded || foldHeader(f.name) === folded),
    );
    if (!found) return null;
    used.add(found.name);
    return found.name;
  });
}

/** A column mapping: for each column of the file, the field it fills, or null to skip it. */
export type ColumnMapping = (string | null)[];

/**
 * Spanish problems of a mapping for these fields (empty: it may start). Given the columns'
 * names (not only how many), the failed-rows workbook's errors column may fill no field.
 */
export function mappingProblems(
  mapping: unknown,
  columns: number | readonly string[],
  fields: readonly ImportField[],
): string[] {
  const names = typeof columns === 'number' ? [] : columns;
  const columnCount = typeof columns === 'number' ? columns : columns.length;
  if (!Array.isArray(mapping) || mapping.length !== columnCount)
    return ['Elegí un campo (o “No importar”) para cada columna del archivo.'];
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const [column, target] of mapping.entries()) {
    if (target === null) continue;
    if (isReasonColumn(names[column] ?? '')) {
      problems.push(`La columna «${REASON_COLUMN}» no se importa: elegí “No importar”.`);
      continue;
    }
    const field = typeof target === 'string' ? fields.find((f) => f.name === target) : undefined;
    if (!field) {
      problems.push('Una de las columnas apunta a un campo que no se puede importar.');
      continue;
    }
    if (seen.has(field.name))
      problems.push(`El campo ${field.label} está elegido para más de una columna.`);
    seen.add(field.name);
  }
  const missing = fields.filter((f) => f.required && !seen.has(f.name));
  if (missing.length)
    problems.push(
      `Faltan columnas para los campos obligatorios: ${missing.map((f) => f.label).join(', ')}.`,
    );
  if (!seen.size) problems.push('Elegí al menos una columna para importar.');
  return problems;
}

/** Percentage done, 0–100, rounded down so 100 means every row was processed. */
export const progressOf = (done: number, total: number) =>
  total <= 0 ? 0 : Math.min(100, Math.floor((done * 100) / total));
