/**
 * API clients (issue 11, [operations]): each token pair records the OAuth client it was issued
 * to (`client_id`, the id of a row of the declared `api_clients` table; null for the web app's
 * public client). A refresh must come from the same client, and revoking a client ends its
 * sessions. No foreign key: `api_clients` is created after this migration.
 */
import { sql } from 'kysely';
import type { DialectName, DynamicDb } from '../database';

export async function up(db: DynamicDb, _dialect: DialectName) {
  await sql`alter table oauth_tokens add column client_id integer`.execute(db);
  await sql`create index oauth_tokens_client on oauth_tokens (client_id)`.execute(db);
}
