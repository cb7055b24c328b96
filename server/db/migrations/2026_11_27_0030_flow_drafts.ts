/**
 * Flows (issue 13, domain/engine/flows.ts). `flow_drafts`: what one user typed in a wizard for one
 * record (its uuid, chosen when the draft starts: a new record keeps it), per step, with the
 * steps the server accepted and a version for lost updates; deleted when the record is stored
 * and the user leaves the last step, or when discarded. `flow_records`: the steps' values of a
 * stored record (the vehicle or the home an opportunity quotes), which the wizard edits, with
 * a lookup key the flow chooses (the vehicle's plate) indexed per organization.
 */
import { sql } from 'kysely';
import type { DialectName, DynamicDb } from '../database';
import { timestamp } from './helpers';

export async function up(db: DynamicDb, dialect: DialectName) {
  const ts = timestamp(dialect);
  await sql`create table if not exists flow_drafts (
    user_id integer not null,
    flow varchar(40) not null,
    record_id varchar(36) not null,
    organization_id integer not null,
    branch_id integer not null,
    action varchar(8) not null,
    step varchar(40) not null,
    done text not null,
    step_values text not null,
    version integer not null,
    record_updated_at varchar(40),
    created_at ${ts} not null,
    updated_at ${ts} not null,
    primary key (user_id, flow, record_id)
  )`.execute(db);
  await sql`create table if not exists flow_records (
    flow varchar(40) not null,
    record_id varchar(36) not null,
    organization_id integer not null,
    branch_id integer not null,
    step_values text not null,
    lookup_key varchar(40),
    updated_at ${ts} not null,
    primary key (flow, record_id)
  )`.execute(db);
  await sql`create index if not exists flow_records_lookup
    on flow_records (organization_id, flow, lookup_key)`.execute(db);
}
