/**
 * Background work (issue 11, [jobs]):
 * - `jobs`: the database-backed queue. A job is claimed by one instance with a lease
 *   (`locked_by`, `lease_until`) that its heartbeat extends; a lease that runs out (the instance
 *   died) makes the job claimable again, so work survives restarts.
 * - `scheduler_leases`: one row per lease name; the instance holding `scheduler` runs the crons.
 * - `download_contents`: the bytes of each generated file (`admin/download`), in the database so
 *   every instance serves every file. No foreign keys to this session's declared tables: they
 *   are created after this migration.
 */
import { sql } from 'kysely';
import type { DialectName, DynamicDb } from '../database';
import { idColumn, timestamp } from './helpers';

export async function up(db: DynamicDb, dialect: DialectName) {
  const ts = timestamp(dialect);
  const bytes = sql.raw(dialect === 'postgres' ? 'bytea' : 'blob');
  await sql`create table jobs (
    ${idColumn(dialect)},
    kind varchar(64) not null,
    payload text not null,
    status varchar(16) not null,
    attempts integer not null,
    max_attempts integer not null,
    run_after ${ts} not null,
    locked_by varchar(64),
    lease_until ${ts},
    cancel_requested integer not null,
    progress_done integer not null,
    progress_total integer not null,
    result text,
    error text,
    user_id integer,
    organization_id integer,
    created_at ${ts} not null,
    started_at ${ts},
    finished_at ${ts}
  )`.execute(db);
  await sql`create index jobs_claimable on jobs (status, run_after)`.execute(db);
  await sql`create table scheduler_leases (
    name varchar(64) primary key,
    holder varchar(64) not null,
    lease_until ${ts} not null
  )`.execute(db);
  await sql`create table download_contents (
    download_id integer primary key,
    content ${bytes} not null,
    created_at ${ts} not null
  )`.execute(db);
}
