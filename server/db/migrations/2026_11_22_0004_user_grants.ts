/**
 * A user's roles and assignments move from JSON columns to the join tables of the declared
 * auth-admin entities (users_roles, users_assignments, created by the schema sync).
 */
import { sql } from 'kysely';
import type { DynamicDb } from '../database';

export async function up(db: DynamicDb) {
  await sql`alter table users drop column roles`.execute(db);
  await sql`alter table users drop column assignments`.execute(db);
}
