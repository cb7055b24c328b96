/**
 * Spreadsheet imports (issue 11, [imports]): `import_files` keeps an uploaded file in the
 * database, so whichever instance runs the import job reads it, with the header and preview
 * rows the mapping screen shows and the mapping chosen there. One row per import (its id, in
 * the declared `imports` table; no foreign key: that table is created after this migration);
 * deleted when the import ends.
 */
import { sql } from 'kysely';
import type { DialectName, DynamicDb } from '../database';
import { timestamp } from './helpers';

export async function up(db: DynamicDb, dialect: DialectName) {
  const ts = timestamp(dialect);
  const bytes = sql.raw(dialect === 'postgres' ? 'bytea' : 'blob');
  await sql`create table import_files (
    import_id integer primary key,
    file_kind varchar(8) not null,
    content ${bytes} not null,
    columns text not null,
    preview text not null,
    mapping text,
    job_id integer,
    created_at ${ts} not null
  )`.execute(db);
}
