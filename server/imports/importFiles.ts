/**
 * The uploaded file of an import, kept in the database (table `import_files`, migration 0010)
 * so any instance can run its job: its bytes, kind, header and preview rows, and the column
 * mapping chosen on the mapping screen. Deleted when the import ends.
 */
import type { CellValue } from '../../domain/engine/importCells';
import type { ColumnMapping } from '../../domain/imports';
import type { Store } from '../rest/repository';
import type { FileKind } from './spreadsheet';

const TABLE = 'import_files';

export interface ImportFile {
  importId: number;
  kind: FileKind;
  content: Buffer;
  columns: string[];
  /** Preview rows as the cells' texts a person reads (dates dd/mm/aaaa). */
  preview: string[][];
  mapping: ColumnMapping | null;
  jobId: number | null;
}

export async function saveImportFile(
  store: Store,
  file: Omit<ImportFile, 'mapping' | 'jobId'>,
): Promise<void> {
  await store.db
    .insertInto(TABLE)
    .values({
      import_id: file.importId,
      file_kind: file.kind,
      content: file.content,
      columns: JSON.stringify(file.columns),
      preview: JSON.stringify(file.preview),
      mapping: null,
      job_id: null,
      created_at: new Date().toISOString(),
    })
    .execute();
}

const parse = <T>(text: unknown, fallback: T): T => {
  if (typeof text !== 'string') return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

/** The file of an import with or without its bytes (the mapping screen needs no bytes). */
export async function loadImportFile(
  store: Store,
  importId: number,
  withContent = true,
): Promise<ImportFile | undefined> {
  const columns = ['import_id', 'file_kind', 'columns', 'preview', 'mapping', 'job_id'];
  const row = await store.db
    .selectFrom(TABLE)
    .select(withContent ? [...columns, 'content'] : columns)
    .where('import_id', '=', importId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    importId,
    kind: row.file_kind === 'xlsx' ? 'xlsx' : 'csv',
    content: withContent ? Buffer.from(row.content as Uint8Array) : Buffer.alloc(0),
    columns: parse<string[]>(row.columns, []),
    preview: parse<string[][]>(row.preview, []),
    mapping: parse<ColumnMapping | null>(row.mapping, null),
    jobId: row.job_id === null || row.job_id === undefined ? null : Number(row.job_id),
  };
}

export async function saveMapping(
  store: Store,
  importId: number,
  mapping: ColumnMapping,
  jobId: number | null,
) {
  await store.db
    .updateTable(TABLE)
    .set({ mapping: JSON.stringify(mapping), job_id: jobId })
    .where('import_id', '=', importId)
    .execute();
}

export async function deleteImportFile(store: Store, importId: number) {
  await store.db.deleteFrom(TABLE).where('import_id', '=', importId).execute();
}

/** A preview row as the texts a person reads. */
export const previewTexts = (
  cells: readonly CellValue[],
  width: number,
  text: (c: CellValue) => string,
) => Array.from({ length: width }, (_, i) => text(cells[i] ?? null));
