/**
 * Auth hardening (issue 9, items 7 to 9):
 * - `oauth_tokens.family_id`/`parent_id`: every token pair knows the login it descends from and
 *   the pair it replaced, so a reused (already rotated) refresh token revokes its whole family.
 * - `login_known_addresses`: where each account logged in successfully, so a locked account
 *   still gets in with the right password from a place it used before.
 * - `request_limits`: one row per limited request (registration, reset e-mails), counted per
 *   bucket and subject in the database so every instance enforces the same limit.
 */
import { sql } from 'kysely';
import type { DialectName, DynamicDb } from '../database';
import { idColumn, timestamp } from './helpers';

export async function up(db: DynamicDb, dialect: DialectName) {
  const ts = timestamp(dialect);
  const id = idColumn(dialect);
  await sql`alter table oauth_tokens add column family_id varchar(64)`.execute(db);
  await sql`alter table oauth_tokens add column parent_id integer`.execute(db);
  // Tokens issued before this migration each start a family of their own.
  await sql`update oauth_tokens set family_id = ${sql.raw(
    dialect === 'postgres' ? `'legacy-' || id::text` : `'legacy-' || id`,
  )}`.execute(db);
  await sql`create index oauth_tokens_family on oauth_tokens (family_id)`.execute(db);
  await sql`create table login_known_addresses (
    email varchar(255) not null,
    address varchar(64) not null,
    last_success_at ${ts} not null,
    primary key (email, address)
  )`.execute(db);
  await sql`create index login_attempts_pair on login_attempts (email, address, created_at)`.execute(
    db,
  );
  await sql`create table request_limits (
    ${id},
    bucket varchar(32) not null,
    subject varchar(255) not null,
    created_at ${ts} not null
  )`.execute(db);
  await sql`create index request_limits_key on request_limits (bucket, subject, created_at)`.execute(
    db,
  );
}
