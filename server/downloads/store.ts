/**
 * Files the product generates for someone (issue 11): big exports and failed import rows. The
 * `admin/download` row says what it is and whose; the bytes live in `download_contents`, so
 * every instance serves every file. A download expires after DOWNLOAD_TTL_DAYS and the cron
 * removes it.
 */
import { ORGANIZATION_COLUMN } from '../../domain/engine/entity';
import { download } from '../../domain/entities/jobs';
import { optionByCode } from '../../domain/engine/defineEnum';
import { downloadKinds, downloadStatuses } from '../../domain/enums/jobs';
import { encodeValues, searchColumns, type Row } from '../db/codec';
import type { Store } from '../rest/store';

export const DOWNLOAD_TTL_DAYS = 7;

export type DownloadKind = 'export' | 'import_failed_rows';

export interface NewDownload {
  userId: number;
  organizationId: number | null;
  name: string;
  mime: string;
  kind?: DownloadKind;
  rows?: number | null;
}

const statusId = (code: 'generating' | 'ready' | 'failed') =>
  optionByCode(downloadStatuses, code).id;

function expiry(from = Date.now()) {
  return new Date(from + DOWNLOAD_TTL_DAYS * 86_400_000).toISOString();
}

/** A download row in `generating` state: the user sees it at once, while the job works. */
export async function startDownload(store: Store, file: NewDownload): Promise<number> {
  const now = new Date().toISOString();
  const values: Row = {
    name: file.name,
    kind: optionByCode(downloadKinds, file.kind ?? 'export').id,
    status: statusId('generating'),
    mime: file.mime,
    size: null,
    rows: file.rows ?? null,
    user_id: file.userId,
    expires_at: expiry(),
    error: null,
  };
  const row = await store.db
    .insertInto(download.table)
    .values({
      ...encodeValues(download, values, store.dialect),
      ...searchColumns(download, values),
      [ORGANIZATION_COLUMN]: file.organizationId,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Stores the bytes and marks the download ready to fetch. */
export async function completeDownload(
  store: Store,
  id: number,
  content: Buffer,
  rows?: number | null,
) {
  const now = new Date().toISOString();
  await store.db.deleteFrom('download_contents').where('download_id', '=', id).execute();
  await store.db
    .insertInto('download_contents')
    .values({ download_id: id, content, created_at: now })
    .execute();
  await store.db
    .updateTable(download.table)
    .set({
      status: statusId('ready'),
      size: content.length,
      ...(rows != null ? { rows } : {}),
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

export async function failDownload(store: Store, id: number, error: string) {
  await store.db
    .updateTable(download.table)
    .set({
      status: statusId('failed'),
      error: error.slice(0, 500),
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', id)
    .execute();
}

/** A finished file in one step (the failed rows of an import); returns the download's id. */
export async function storeDownload(
  store: Store,
  file: NewDownload & { content: Buffer },
): Promise<number> {
  const id = await startDownload(store, file);
  await completeDownload(store, id, file.content, file.rows);
  return id;
}

export async function readDownloadContent(store: Store, id: number): Promise<Buffer | undefined> {
  const row = await store.db
    .selectFrom('download_contents')
    .select('content')
    .where('download_id', '=', id)
    .executeTakeFirst();
  return row ? Buffer.from(row.content as Uint8Array) : undefined;
}

/** Removes expired downloads and their bytes; returns how many. */
export async function purgeExpiredDownloads(store: Store, at = new Date()): Promise<number> {
  const expired = await store.db
    .selectFrom(download.table)
    .select('id')
    .where('expires_at', '<', at.toISOString())
    .execute();
  const ids = expired.map((r) => Number(r.id));
  if (!ids.length) return 0;
  await store.db.deleteFrom('download_contents').where('download_id', 'in', ids).execute();
  await store.db.deleteFrom(download.table).where('id', 'in', ids).execute();
  return ids.length;
}
