/**
 * `number_sequences` (server/db/numberSequences.ts): the last number an organization gave in
 * each series (`contract`: a policy's internal number).
 */
import { sql } from 'kysely';
import type { DialectName, DynamicDb } from '../database';

export async function up(db: DynamicDb, _dialect: DialectName) {
  await sql`create table if not exists number_sequences (
    organization_id integer not null,
    series varchar(40) not null,
    value integer not null,
    primary key (organization_id, series)
  )`.execute(db);
}
