/**
 * Who may read a stored file's content (issue 28 item 10): whoever may read a record that holds
 * it, by the generic read's rule (the section's `show` permission and the record scope), since
 * files become receipts, inspection photos and policies. A file no record holds (just uploaded,
 * or left over) is read by its uploader and by whoever may open the media section.
 * A screen that shows a record outside its section (home news) adds its own reader.
 */
import { entities } from '../../domain/entities';
import { media } from '../../domain/entities/media';
import { canAccess } from '../../domain/routes';
import type { SessionUser } from '../auth/users';
import { viewerOf } from '../rest/routes';
import { visibleTo, type Row, type Store } from '../rest/store';
import { fileFieldsOf } from './fileFieldHooks';

/** True when `user` sees a record holding file `fileId` through some other screen. */
export type FileReader = (store: Store, user: SessionUser, fileId: number) => Promise<boolean>;

const otherReaders = new Map<string, FileReader>();

/** Registers a reader under a name (registering again replaces it: one per app build). */
export function addFileReader(name: string, reader: FileReader) {
  otherReaders.set(name, reader);
}

const holders = () =>
  entities.flatMap((entity) => fileFieldsOf(entity).map(([field]) => ({ entity, field })));

/** Whether `user` may read the content of `file`, a media row of their organization. */
export async function mayReadFile(store: Store, user: SessionUser, file: Row): Promise<boolean> {
  const fileId = Number(file.id);
  const viewer = viewerOf(user);
  for (const { entity, field } of holders()) {
    if (!canAccess(user.access, entity.name, 'show')) continue;
    const seen = await visibleTo(store.db.selectFrom(entity.table), entity, viewer)
      .select('id')
      .where(field, '=', fileId)
      .limit(1)
      .executeTakeFirst();
    if (seen) return true;
  }
  for (const reader of otherReaders.values()) if (await reader(store, user, fileId)) return true;
  for (const { entity, field } of holders()) {
    const held = await store.db
      .selectFrom(entity.table)
      .select('id')
      .where(field, '=', fileId)
      .limit(1)
      .executeTakeFirst();
    if (held) return false;
  }
  return Number(file.uploaded_by) === user.id || canAccess(user.access, media.name, 'show');
}
