/**
 * Files that belong to a record (`ownedByRecord`: a client's DNI photo) but that no record
 * holds: uploaded for a form that was never saved. A daily job deletes them after two days, so
 * a client's papers never linger loose for the media section to read (a file let go by its
 * record is deleted at once: fileFieldHooks.ts).
 */
import type { Entity } from '../../domain/engine/entity';
import type { FileField } from '../../domain/engine/fields';
import { entities } from '../../domain/entities';
import { media } from '../../domain/entities/media';
import type { Store } from '../rest/store';
import { fileFieldsOf, heldByAny } from './fileAccess';

/** Unsaved uploads are kept this long: a form left open over a weekend still saves. */
export const LOOSE_FILE_DAYS = 2;

/** What an upload records it was for: "Archivos de clientes › Archivo". */
export const uploadedFor = (entity: Entity, field: FileField) =>
  `${entity.label.many} › ${field.label}`;

/** Deletes a file (its row and its bytes) when no record holds it; whether it did. */
export async function deleteIfLoose(store: Store, id: number): Promise<boolean> {
  if (await heldByAny(store, id)) return false;
  await store.db.deleteFrom('media_contents').where('media_id', '=', id).execute();
  await store.db.deleteFrom(media.table).where('id', '=', id).execute();
  return true;
}

/** Deletes the record-owned uploads no record holds, older than `before`; how many. */
export async function purgeLooseFiles(store: Store, before: Date): Promise<number> {
  const owned = entities.flatMap((entity) =>
    fileFieldsOf(entity)
      .filter(([, field]) => field.ownedByRecord)
      .map(([, field]) => uploadedFor(entity, field)),
  );
  if (!owned.length) return 0;
  const candidates = await store.db
    .selectFrom(media.table)
    .select('id')
    .where('uploaded_for', 'in', owned)
    .where('created_at', '<', before.toISOString())
    .execute();
  let deleted = 0;
  for (const { id } of candidates) if (await deleteIfLoose(store, Number(id))) deleted++;
  return deleted;
}
