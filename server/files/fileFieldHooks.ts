/**
 * File fields point at `admin/media` records: on every write, each new value must be a file
 * the writer's organization may see, of a type the field accepts and within its size limit
 * (a file uploaded for a field with larger limits cannot be reused in a stricter one).
 */
import type { Entity } from '../../domain/engine/entity';
import { entities } from '../../domain/entities';
import { media } from '../../domain/entities/media';
import type { FileField } from '../../domain/engine/fields';
import type { FieldErrors } from '../../domain/engine/validate';
import { unprocessable } from '../http/problems';
import type { HookTable, WriteEvent } from '../rest/hooks';
import { visibleTo, writerAsViewer, type Row, type Store, type WriteContext } from '../rest/store';
import { storedFileProblem } from '../../domain/engine/fileLimits';

export const fileFieldsOf = (entity: Entity) =>
  Object.entries(entity.fields).filter(
    (entry): entry is [string, FileField] => entry[1].kind === 'file',
  );

/**
 * The refusals of the files chosen in `fields` (each id in `values`, unless `before` held it
 * already): a file the writer's organization sees, of an accepted type, within the size.
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
      .select(['file_type', 'size'])
      .where('id', '=', id as number)
      .executeTakeFirst();
    const problem = storedFileProblem(field, row);
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

/** A `before` hook for every entity with a file field (merged into app.ts's hook table). */
export function fileFieldHooks(): HookTable {
  return Object.fromEntries(
    entities
      .filter((entity) => fileFieldsOf(entity).length > 0)
      .map((entity) => [entity.name, [{ before: checkFiles }]]),
  );
}
