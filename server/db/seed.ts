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
import { randomUUID } from 'node:crypto';
import { DEMO_PASSWORD, assignmentRows, demoUsers, roleRows } from '../../fixtures/users';
import { findUserByEmail } from '../auth/users';
import { createRecord } from '../resources/repository';
import { adoptLegacyGrants } from './legacyGrants';
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
  [e.role, roleRows as unknown as Row[]],
  [e.assignment, assignmentRows as unknown as Row[]],
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
  if (id !== undefined) return { id, ...row };
  return entity.idKind === 'uuid' ? { id: randomUUID(), ...row } : row;
}

/** Ids of the named records of an entity (roles and assignments are named in the fixtures). */
async function idsByName(database: Database, entity: Entity) {
  const rows = await database.db.selectFrom(entity.table).select(['id', 'name']).execute();
  return new Map(rows.map((r) => [String(r.name), r.id]));
}

/** After inserting explicit ids, PostgreSQL's identity must continue past them. */
async function resetIdentity(database: Database, entity: Entity) {
  if (database.dialect !== 'postgres' || entity.idKind === 'uuid') return;
  const table = entity.table;
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
    await resetIdentity(database, entity);
  }
  const roles = await idsByName(database, e.role);
  const assignments = await idsByName(database, e.assignment);
  for (const demo of demoUsers) {
    if (await findUserByEmail(database, demo.email)) continue;
    // Through the repository, as an administrator's form would: validated, hashed, audited.
    const body = {
      name: demo.name,
      email: demo.email,
      password: DEMO_PASSWORD,
      password_confirmation: DEMO_PASSWORD,
      roles: demo.roles.map((name) => roles.get(name)),
      assignments: demo.assignments.map((name) => assignments.get(name)),
    };
    await createRecord(database, e.user, body, { actorId: null });
  }
  // Users of a database older than the role and assignment records get theirs now.
  await adoptLegacyGrants(database);
}
