/**
 * First-start demo data. Every fixture row passes the same validation as the API, so the demo
 * never holds a record the product would refuse. Tables that already have rows are left alone.
 */
import { sql } from 'kysely';
import type { Entity } from '../../domain/entity';
import * as e from '../../domain/entities';
import { hasErrors, validateRecord } from '../../domain/validate';
import {
  branchRows,
  companyRows,
  currencyRows,
  holidayRows,
  quotationRows,
} from '../../fixtures/catalogues';
import { countryRows, localityRows, stateRows, zipcodeRows } from '../../fixtures/locations';
import { DEMO_PASSWORD, demoUsers } from '../../fixtures/users';
import { hashPassword } from '../auth/passwords';
import { findUserByEmail, insertUser } from '../auth/users';
import { encodeValues, searchText, type Row } from './codec';
import type { Database } from './database';

const fixtures: [Entity, Row[]][] = [
  [e.branch, branchRows],
  [e.company, companyRows],
  [e.currency, currencyRows],
  [e.currencyQuotation, quotationRows],
  [e.holiday, holidayRows],
  [e.country, countryRows],
  [e.state, stateRows],
  [e.locality, localityRows],
  [e.zipcode, zipcodeRows],
];

async function isEmpty(database: Database, table: string) {
  return !(await database.db.selectFrom(table).select('id').limit(1).executeTakeFirst());
}

function toRow(database: Database, entity: Entity, fixture: Row, now: string): Row {
  const { id, ...input } = fixture;
  const { values, errors } = validateRecord(entity, input);
  if (hasErrors(errors))
    throw new Error(`Invalid fixture for ${entity.name}: ${JSON.stringify(errors)}`);
  const row: Row = {
    ...encodeValues(entity, values, database.dialect),
    search_text: searchText(entity, values),
    created_at: now,
    updated_at: now,
  };
  return id === undefined ? row : { id, ...row };
}

/** After inserting explicit ids, PostgreSQL's identity must continue past them. */
async function resetIdentity(database: Database, table: string) {
  if (database.dialect !== 'postgres') return;
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
    database.db,
  );
}

export async function seedDemoData(database: Database) {
  const now = new Date().toISOString();
  for (const [entity, rows] of fixtures) {
    if (!(await isEmpty(database, entity.table))) continue;
    const encoded = rows.map((r) => toRow(database, entity, r, now));
    await database.db.insertInto(entity.table).values(encoded).execute();
    await resetIdentity(database, entity.table);
  }
  for (const user of demoUsers) {
    if (await findUserByEmail(database, user.email)) continue;
    await insertUser(database, { ...user, passwordHash: await hashPassword(DEMO_PASSWORD) });
  }
}
