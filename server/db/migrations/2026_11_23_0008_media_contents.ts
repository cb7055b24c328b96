/**
 * Uploaded files (issue 11, [files]): `media_contents` keeps the bytes of each `admin/media`
 * record in the database, so every instance serves every file. One row per media record (its
 * id; no foreign key: the declared `media` table is created after this migration).
 */
import { sql } from 'kysely';
import type { DialectName, DynamicDb } from '../database';
import { timestamp } from './helpers';

export async function up(db: DynamicDb, dialect: DialectName) {
  const bytes = sql.raw(dialect === 'postgres' ? 'bytea' : 'blob');
  await sql`create table media_contents (
    media_id integer primary key,
    content ${bytes} not null,
    created_at ${timestamp(dialect)} not null
  )`.execute(db);
}
