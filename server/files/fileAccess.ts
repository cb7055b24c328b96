/**
 * Who may read a stored file's content (issue 28 item 10): whoever may read a record that holds
 * it, by the generic read's rule (the section's `show` permission and the record scope), since
 * files become receipts, inspection photos and policies. A file no record holds (just uploaded,
 * or left over) is read by its uploader and by whoever may open the media section.
 * A screen that shows a record outside its section (home news) adds its own reader.
 * Choosing a file for a file field needs the same: a file id is a guessable number, and a file
 * hung on a record of one's own would then be read through it (`mayChooseFile`).
 */
import type { Entity } from '../../domain/engine/entity';
import type { FileField } from '../../domain/engine/fields';
import { entities } from '../../domain/entities';
import { media } from '../../domain/entities/media';
import { canAccess } from '../../domain/routes';
import type { SessionUser } from '../auth/users';
import { viewerOf } from '../rest/routes';
import { visibleTo, type Row, type Store, type Viewer } from '../rest/store';

/** True when `user` sees a record holding file `fileId` through some other screen. */
export type FileReader = (store: Store, user: SessionUser, fileId: number) => Promise<boolean>;

const otherReaders = new Map<string, FileReader>();

/** Registers a reader under a name (registering again replaces it: one per app build). */
export function addFileReader(name: string, reader: FileReader) {
  otherReaders.set(name, reader);
}

export const fileFieldsOf = (entity: Entity) =>
  Object.entries(entity.fields).filter(
    (entry): entry is [string, FileField] => entry[1].kind === 'file',
  );

const holders = () =>
  entities.flatMap((entity) => fileFieldsOf(entity).map(([field]) => ({ entity, field })));

/** Whether a record `viewer` may open (section and record scope) holds the file. */
async function seenHolding(store: Store, viewer: Viewer, fileId: number) {
  for (const { entity, field } of holders()) {
    if (!canAccess(viewer.access, entity.name, 'show')) continue;
    const seen = await visibleTo(store.db.selectFrom(entity.table), entity, viewer)
      .select('id')
      .where(field, '=', fileId)
      .limit(1)
      .executeTakeFirst();
    if (seen) return true;
  }
  return false;
}

/** Whether any record holds the file. */
export async function heldByAny(store: Store, fileId: number) {
  for (const { entity, field } of holders()) {
    const held = await store.db
      .selectFrom(entity.table)
      .select('id')
      .where(field, '=', fileId)
      .limit(1)
      .executeTakeFirst();
    if (held) return true;
  }
  return false;
}

/** A file no record holds: its uploader's, and the media section's. */
const mayReadLoose = (viewer: Viewer, file: Row) =>
  Number(file.uploaded_by) === viewer.userId || canAccess(viewer.access, media.name, 'show');

/** Whether `user` may read the content of `file`, a media row of their organization. */
export async function mayReadFile(store: Store, user: SessionUser, file: Row): Promise<boolean> {
  const fileId = Number(file.id);
  const viewer = viewerOf(user);
  if (await seenHolding(store, viewer, fileId)) return true;
  for (const reader of otherReaders.values()) if (await reader(store, user, fileId)) return true;
  return !(await heldByAny(store, fileId)) && mayReadLoose(viewer, file);
}

/**
 * Whether a writer may put `file` (a media row of their organization) in a file field: they
 * may read it as a record they open holds it, or as a loose file of theirs. A screen's own
 * readers (home news' audience) read a file there, never choose it for a record.
 */
export async function mayChooseFile(store: Store, viewer: Viewer, file: Row): Promise<boolean> {
  const fileId = Number(file.id);
  if (await seenHolding(store, viewer, fileId)) return true;
  return !(await heldByAny(store, fileId)) && mayReadLoose(viewer, file);
}
