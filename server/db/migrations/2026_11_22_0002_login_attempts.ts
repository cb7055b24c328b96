/** Login attempts, kept in the database so every API instance counts the same failures. */
import { sql } from 'kysely';
import type { DialectName, DynamicDb } from '../database';
import { idColumn, timestamp } from './helpers';

export async function up(db: DynamicDb, dialect: DialectName) {
  const ts = timestamp(dialect);
  const id = idColumn(dialect);
  await sql`create table login_attempts (
    ${id},
    email varchar(255) not null,
    address varchar(64) not null,
    created_at ${ts} not null
  )`.execute(db);
  await sql`create index login_attempts_email on login_attempts (email, created_at)`.execute(db);
  await sql`create index login_attempts_address on login_attempts (address, created_at)`.execute(
    db,
  );
}
