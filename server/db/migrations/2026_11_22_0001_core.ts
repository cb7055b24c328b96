/** Core tables that are not declared entities: users and their tokens. */
import { sql } from 'kysely';
import type { DialectName, DynamicDb } from '../database';
import { idColumn, timestamp } from './helpers';

type Db = DynamicDb;

export async function up(db: Db, dialect: DialectName) {
  const ts = timestamp(dialect);
  const id = idColumn(dialect);
  await sql`create table users (
    ${id},
    name varchar(120) not null,
    email varchar(255) not null,
    password_hash text not null,
    state integer not null,
    permissions text not null,
    roles text not null,
    assignments text not null,
    organizations text not null,
    created_at ${ts} not null,
    updated_at ${ts} not null
  )`.execute(db);
  await sql`create unique index users_email_unique on users (lower(email))`.execute(db);
  await sql`create table oauth_tokens (
    ${id},
    user_id integer not null references users (id) on delete cascade,
    access_token_hash char(64) not null unique,
    refresh_token_hash char(64) not null unique,
    access_expires_at ${ts} not null,
    refresh_expires_at ${ts} not null,
    revoked_at ${ts},
    created_at ${ts} not null
  )`.execute(db);
  await sql`create index oauth_tokens_user on oauth_tokens (user_id)`.execute(db);
}
