/**
 * Writing and reading uploaded files: the `media` row (a read-only entity, only the upload
 * writes it) and its bytes in `media_contents`, in one transaction with the audit row.
 */
import { ORGANIZATION_COLUMN } from '../../domain/engine/entity';
import { media } from '../../domain/entities/media';
import { decodeRow, encodeValues, searchColumns } from '../db/codec';
import { auditWrite } from '../rest/auditTrail';
import type { Row, Store, WriteContext } from '../rest/repository';
import { inTransaction } from '../rest/store';

export interface NewMedia {
  name: string;
  file_type: number;
  size: number;
  uploaded_for: string;
  uploaded_by: number | null;
  uploaded_by_name: string;
}

export async function createMedia(
  store: Store,
  ctx: WriteContext,
  values: NewMedia,
  bytes: Buffer,
): Promise<Row> {
  return inTransaction(store, async (tx) => {
    const now = new Date().toISOString();
    const row = values as unknown as Row;
    const inserted = await tx.db
      .insertInto(media.table)
      .values({
        ...encodeValues(media, row, tx.dialect),
        ...searchColumns(media, row),
        [ORGANIZATION_COLUMN]: ctx.organizationId ?? null,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const record = decodeRow(media, inserted);
    const id = Number(record.id);
    await tx.db
      .insertInto('media_contents')
      .values({ media_id: id, content: bytes, created_at: now })
      .execute();
    await auditWrite(tx, ctx, media, id, 'create', row, [record], ctx.organizationId ?? null);
    return record;
  });
}

/** The stored bytes of a media record (the caller has checked it may see the record). */
export async function readMediaContent(store: Store, id: number): Promise<Buffer | undefined> {
  const row = await store.db
    .selectFrom('media_contents')
    .select('content')
    .where('media_id', '=', id)
    .executeTakeFirst();
  return row ? Buffer.from(row.content as Uint8Array) : undefined;
}
