/**
 * Hand-written (issue 32 §3): `record_versions`, the effective-dated versions of every record
 * whose entity declares `history` (server/history/versionStore.ts): one row per version with
 * the day it takes effect, when it was recorded, its Spanish cause, the endorsement that made
 * it (filled by the endorsements' code), who recorded it and the snapshot of the record and its
 * parts as JSON text. Read "as of" a date through (entity, record_id, effective_from, version).
 * Then version 1 for every record already stored (server/history/backfill.ts).
 */
import { sql } from 'kysely';
import type { DialectName, DynamicDb } from '../database';
import { backfillFirstVersions } from '../../history/backfill';
import { idColumn, timestamp } from './helpers';

export async function up(db: DynamicDb, dialect: DialectName) {
  const day = sql.raw(dialect === 'postgres' ? 'date' : 'text');
  await sql`create table if not exists record_versions (
    ${idColumn(dialect)},
    entity varchar(60) not null,
    record_id varchar(36) not null,
    organization_id integer,
    version integer not null,
    effective_from ${day} not null,
    recorded_at ${timestamp(dialect)} not null,
    cause varchar(300) not null,
    movement_id varchar(36),
    actor_id integer references users (id),
    snapshot text not null
  )`.execute(db);
  await sql`create unique index if not exists record_versions_number
    on record_versions (entity, record_id, version)`.execute(db);
  await sql`create index if not exists record_versions_as_of
    on record_versions (entity, record_id, effective_from, version)`.execute(db);
  await backfillFirstVersions(db, dialect);
}
