/**
 * File fields point at `admin/media` records: on every write, each new value must be a file
 * the writer may read (fileAccess.ts `mayChooseFile`: never another executive's client's file
 * by its number), of a type the field accepts and within its size limit (a file uploaded for a
 * field with larger limits cannot be reused in a stricter one).
 */
import { entities } from '../../domain/entities';
import { media } from '../../domain/entities/media';
import type { FileField } from '../../domain/engine/fields';
import type { FieldErrors } from '../../domain/engine/validate';
import { unprocessable } from '../http/problems';
import type { HookTable, WriteEvent } from '../rest/hooks';
import { visibleTo, writerAsViewer, type Row, type Store, type WriteContext } from '../rest/store';
import { storedFileProblem } from '../../domain/engine/fileLimits';
import { fileFieldsOf, mayChooseFile } from './fileAccess';
import { deleteIfLoose } from './looseFiles';

/**
 * The refusals of the files chosen in `fields` (each id in `values`, unless `before` held it
 * already): a file the writer may read, of an accepted type, within the size. One they may not
 * read is refused as one that does not exist.
 */
export async function fileProblems(
  store: Store,
  fields: [string, FileField][],
  values: Row,
  writer: WriteContext | null | undefined,
  before?: Row | null,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  for (const [name, field] of fields) {
    const id = values[name];
    if (id === null || id === undefined || (before && before[name] === id)) continue;
    const viewer = writer ? writerAsViewer(writer) : null;
    const row = await visibleTo(store.db.selectFrom(media.table), media, viewer)
      .select(['id', 'file_type', 'size', 'uploaded_by'])
      .where('id', '=', id as number)
      .executeTakeFirst();
    const readable = row && (!viewer || (await mayChooseFile(store, viewer, row)));
    const problem = storedFileProblem(field, readable ? row : undefined);
    if (problem) errors[name] = [problem];
  }
  return errors;
}

async function checkFiles(event: WriteEvent) {
  const { store, entity, before, after, writer } = event;
  if (!after) return;
  const errors = await fileProblems(store, fileFieldsOf(entity), after, writer, before);
  if (Object.keys(errors).length) throw unprocessable(errors);
}

/**
 * Deletes the files of `ownedByRecord` fields a write let go (its record deleted, or another
 * file chosen) once no record holds them: a client's papers never stay behind for the media
 * section to read.
 */
async function releaseOwnedFiles(event: WriteEvent) {
  const { store, entity, before, after } = event;
  if (!before) return;
  for (const [name, field] of fileFieldsOf(entity)) {
    const id = before[name];
    if (!field.ownedByRecord || id === null || id === undefined || after?.[name] === id) continue;
    await deleteIfLoose(store, Number(id));
  }
}

/** Hooks of every entity with a file field (merged into app.ts's hook table). */
export function fileFieldHooks(): HookTable {
  return Object.fromEntries(
    entities
      .filter((entity) => fileFieldsOf(entity).length > 0)
      .map((entity) => [entity.name, [{ before: checkFiles, after: releaseOwnedFiles }]]),
  );
}
