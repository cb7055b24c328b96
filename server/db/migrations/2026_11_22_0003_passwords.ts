/** Password reset tokens (single use, expiring) and each user's previous passwords. */
import { sql } from 'kysely';
import type { DialectName, DynamicDb } from '../database';
import { idColumn, timestamp } from './helpers';

export async function up(db: DynamicDb, dialect: DialectName) {
  const ts = timestamp(dialect);
  const id = idColumn(dialect);
  await sql`create table password_resets (
    ${id},
    user_id integer not null references users (id) on delete cascade,
    token_hash char(64) not null unique,
    expires_at ${ts} not null,
    used_at ${ts},
    created_at ${ts} not null
  )`.execute(db);
  await sql`create table password_history (
    ${id},
    user_id integer not null references users (id) on delete cascade,
    password_hash text not null,
    created_at ${ts} not null
  )`.execute(db);
  await sql`create index password_history_user on password_history (user_id, created_at)`.execute(
    db,
  );
}
