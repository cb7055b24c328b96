/**
 * A user's roles and assignments move from JSON name lists on `users` to the join tables of the
 * declared auth-admin entities (users_roles, users_assignments, created by the baseline, 0007).
 * Those tables and the role and assignment records do not exist yet at this point, so the old
 * lists are kept in `legacy_user_grants` and adopted by name once they do (legacyGrants.ts).
 */
import { sql } from 'kysely';
import type { DynamicDb } from '../database';

export async function up(db: DynamicDb) {
  await sql`create table legacy_user_grants (
    user_id integer not null primary key references users (id) on delete cascade,
    roles text not null,
    assignments text not null
  )`.execute(db);
  await sql`insert into legacy_user_grants (user_id, roles, assignments)
    select id, roles, assignments from users
    where roles not in ('', '[]') or assignments not in ('', '[]')`.execute(db);
  await sql`alter table users drop column roles`.execute(db);
  await sql`alter table users drop column assignments`.execute(db);
}
