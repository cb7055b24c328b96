/**
 * First-start demo data. Every fixture row passes the same validation as the API, so the demo
 * never holds a record the product would refuse. Tables that already have rows are left alone.
 */
import { sql } from 'kysely';
import { ORGANIZATION_COLUMN, type Entity } from '../../domain/entity';
import * as e from '../../domain/entities';
import { teamMember } from '../../domain/entities/team';
import { optionByCode, teamRoles } from '../../domain/enums';
import { hasErrors, validateRecord } from '../../domain/validate';
import {
  branchRows,
  companyRows,
  currencyRows,
  holidayRows,
  quotationRows,
  teamRows,
  demoTeam,
} from '../../fixtures/catalogues';
import {
  contactEmailRows,
  emailValidationRows,
  globalTypeRows,
  globalTypeValueRows,
  newsRows,
  settingRows,
  sliderRows,
} from '../../fixtures/content'; // [marketing-content]
import {
  campaignRows,
  landingCompanyRows,
  landingRows,
  segmentationRows,
  widgetRows,
} from '../../fixtures/marketing'; // [marketing-content]
import { countryRows, localityRows, stateRows, zipcodeRows } from '../../fixtures/locations';
// [insurers-vehicles-payments]
import {
  commissionRows,
  mapRows,
  organizationRows,
  producerRows,
  quoteCampaignRows,
  serviceCallRows,
  serviceRows,
} from '../../fixtures/insurers';
import { infocarRows, vehicleOtherRows, vehicleRows } from '../../fixtures/vehicles';
import { bincodeRows, paymentCompanyRows, paymentTypeRows } from '../../fixtures/payments';
// [operations]
import {
  activityRows,
  apiClientRows,
  callerGroupRows,
  callerPriorityRows,
  callerQueueRows,
  statusCatalogueRows,
  substatusCatalogueRows,
} from '../../fixtures/operations';
import { activity } from '../../domain/entities/activity';
import { apiClient } from '../../domain/entities/apiClient';
import {
  callerPriority,
  callerPriorityGroup,
  callerQueue,
} from '../../domain/entities/callerPriority';
import { statusCatalogue, substatusCatalogue } from '../../domain/entities/statusCatalogue';
import { seedOperations } from '../callers/seedOperations';
import { mediaRows } from '../../fixtures/files'; // [files]
import { importRows } from '../../fixtures/imports'; // [imports]
import { clientRows } from '../../fixtures/clients';
import { leadRows } from '../../fixtures/leads';
import { bindingRows } from '../../fixtures/bindings';
import { clientActivityRows } from '../../fixtures/clientActivity';
import { importRecord } from '../../domain/entities/import'; // [imports]
import { seedMediaContents } from '../files/seedMedia'; // [files]
import { seedSalesTargets } from '../../fixtures/salesTargets'; // [screens]
import { randomUUID } from 'node:crypto';
import { DEMO_PASSWORD, assignmentRows, demoUsers, roleRows } from '../../fixtures/users';
import { findUserByEmail } from '../auth/users';
import { createRecord } from '../resources/repository';
import { hasReferenceLists, saveReferenceLists } from '../resources/referenceLists';
import { embeddedFields, itemEntity } from '../../domain/embedded';
import type { Id } from '../resources/store';
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
  [e.team, teamRows],
  [e.role, roleRows as unknown as Row[]],
  [e.assignment, assignmentRows as unknown as Row[]],
  // Issue 11, one block per part:
  // [files]
  [e.media, mediaRows],
  // [insurers-vehicles-payments]
  [e.organization, organizationRows],
  [e.producer, producerRows],
  [e.producerCompanyCommission, commissionRows],
  [e.map, mapRows],
  [e.quoteCampaign, quoteCampaignRows],
  [e.service, serviceRows],
  [e.serviceInfoDetail, serviceCallRows],
  [e.infocar, infocarRows],
  [e.vehicle, vehicleRows],
  [e.vehicleOther, vehicleOtherRows],
  [e.paymentType, paymentTypeRows],
  [e.paymentCompany, paymentCompanyRows],
  [e.bincode, bincodeRows],
  // [marketing-content]
  [e.campaign, campaignRows],
  [e.landing, landingRows],
  [e.landingCompany, landingCompanyRows],
  [e.widget, widgetRows],
  [e.segmentation, segmentationRows],
  [e.slider, sliderRows],
  [e.news, newsRows],
  [e.contactEmails, contactEmailRows],
  [e.emailValidation, emailValidationRows],
  [e.globalType, globalTypeRows],
  [e.globalTypeValue, globalTypeValueRows],
  [e.settings, settingRows],
  // [jobs]
  // [imports]
  [importRecord, importRows],
  // [operations]
  [callerPriorityGroup, callerGroupRows],
  [callerPriority, callerPriorityRows],
  [callerQueue, callerQueueRows],
  [apiClient, apiClientRows],
  [activity, activityRows],
  [statusCatalogue, statusCatalogueRows],
  [substatusCatalogue, substatusCatalogueRows],
  // [screens]
];

async function isEmpty(database: Database, table: string) {
  return !(await database.db.selectFrom(table).select('id').limit(1).executeTakeFirst());
}

function toRow(database: Database, entity: Entity, fixture: Row, now: string) {
  // The organization of a scoped demo row is the product's to set, never a field (entity.ts).
  const { id, [ORGANIZATION_COLUMN]: organization, ...input } = fixture;
  const { values, errors } = validateRecord(entity, input);
  if (hasErrors(errors))
    throw new Error(`Invalid fixture for ${entity.name}: ${JSON.stringify(errors)}`);
  const row: Row = {
    ...encodeValues(entity, values, database.dialect),
    search_text: searchText(entity, values),
    created_at: now,
    updated_at: now,
  };
  if (organization !== undefined) row[ORGANIZATION_COLUMN] = organization;
  if (id !== undefined) return { row: { id, ...row }, values };
  return { row: entity.idKind === 'uuid' ? { id: randomUUID(), ...row } : row, values };
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

/** Rows per insert: a statement's parameters stay far below SQLite's and PostgreSQL's limits. */
const ROWS_PER_INSERT = 200;

/** Validated fixture rows of one entity, inserted in batches (with their reference lists). */
export async function insertFixtures(database: Database, entity: Entity, rows: Row[], now: string) {
  const prepared = rows.map((r) => toRow(database, entity, r, now));
  for (let start = 0; start < prepared.length; start += ROWS_PER_INSERT) {
    const batch = prepared.slice(start, start + ROWS_PER_INSERT);
    const inserted = await database.db
      .insertInto(entity.table)
      .values(batch.map((p) => p.row))
      .returning('id')
      .execute();
    // Reference lists (a news item's audience, a segment's branches) live in join tables.
    if (hasReferenceLists(entity))
      for (const [i, { values }] of batch.entries())
        await saveReferenceLists(database, entity, inserted[i].id as Id, values);
    await insertEmbeddedItems(database, entity, batch, inserted, now);
  }
  await resetIdentity(database, entity);
}

/** The embedded lists of a batch of parents (a client's phones), already validated with them. */
async function insertEmbeddedItems(
  database: Database,
  entity: Entity,
  batch: { values: Row }[],
  inserted: Row[],
  now: string,
) {
  for (const [name, field] of embeddedFields(entity)) {
    const item = itemEntity(field);
    const rows = batch.flatMap(({ values }, i) =>
      ((values[name] as Row[] | undefined) ?? []).map((values) => ({
        ...encodeValues(item, values, database.dialect),
        search_text: searchText(item, values),
        [field.parentField]: inserted[i].id,
        created_at: now,
        updated_at: now,
      })),
    );
    for (let start = 0; start < rows.length; start += ROWS_PER_INSERT)
      await database.db
        .insertInto(field.of.table)
        .values(rows.slice(start, start + ROWS_PER_INSERT))
        .execute();
  }
}

/**
 * The demo clients (fixtures/clients.ts), shared among the demo executive and supervisor, with
 * their interactions and tasks around `today`.
 */
async function seedClients(database: Database, now: string, today: Date) {
  if (!(await isEmpty(database, e.account.table))) return;
  const executives: number[] = [];
  for (const email of ['ejecutivo@demo.test', 'supervisor@demo.test']) {
    const found = await findUserByEmail(database, email);
    if (found) executives.push(Number(found.id));
  }
  const { groups, accounts, contacts, links } = clientRows(executives);
  await insertFixtures(database, e.economicGroup, groups, now);
  await insertFixtures(database, e.account, accounts, now);
  await insertFixtures(database, e.contact, contacts, now);
  await insertFixtures(database, e.accountContact, links, now);
  const activity = clientActivityRows(
    accounts.filter((a) => a.organization_id === 1) as { id: unknown; executive_id: unknown }[],
    today,
  );
  // Every other talk with a company was with its contact (the contact's page lists them).
  const contactOf = new Map(links.map((link) => [link.account_id, link.contact_id]));
  activity.interactions.forEach((row, n) => {
    if (n % 2 === 0 && contactOf.has(row.account_id))
      row.contact_id = contactOf.get(row.account_id);
  });
  await insertFixtures(database, e.interaction, activity.interactions, now);
  await insertFixtures(database, e.task, activity.tasks, now);
  const clients = accounts.filter((a) => a.organization_id === 1);
  await insertFixtures(database, e.lead, leadRows(executives, clients), now);
  const owned = clients as { id: unknown; executive_id: unknown }[];
  await insertFixtures(database, e.binding, bindingRows(owned, executives, today), now);
  await seedDemoTeam(database, now);
}

/** The members of the demo sales team (fixtures/catalogues.ts `demoTeam`), once users exist. */
async function seedDemoTeam(database: Database, now: string) {
  const found = await database.db
    .selectFrom(e.team.table)
    .select('id')
    .where('name', '=', demoTeam.name)
    .executeTakeFirst();
  if (!found) return;
  const role = (code: 'member' | 'supervisor') => optionByCode(teamRoles, code).id;
  const rows: Row[] = [];
  for (const [email, code] of [
    [demoTeam.supervisor, 'supervisor'] as const,
    ...demoTeam.members.map((m) => [m, 'member'] as const),
  ]) {
    const user = await findUserByEmail(database, email);
    if (user) rows.push({ team_id: found.id, user_id: Number(user.id), role: role(code) });
  }
  await insertFixtures(database, teamMember, rows, now);
}

/** `today`: the day demo tasks and interactions count from (the fixtures build fixes it). */
export async function seedDemoData(database: Database, { today = new Date() } = {}) {
  const now = new Date().toISOString();
  for (const [entity, rows] of fixtures)
    if (await isEmpty(database, entity.table)) await insertFixtures(database, entity, rows, now);
  await seedMediaContents(database); // [files]
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
  await seedOperations(database); // [operations]: group executives need the demo users
  await seedSalesTargets(database); // [screens] after the demo users it points at
  await seedClients(database, now, today); // after the demo executives it assigns
}
