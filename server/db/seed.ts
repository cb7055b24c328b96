/**
 * First-start demo data. Every fixture row passes the same validation as the API, so the demo
 * never holds a record the product would refuse. Tables that already have rows are left alone.
 */
import { argentineToday } from '../../domain/format';
import type { Entity } from '../../domain/entity';
import * as e from '../../domain/entities';
import { teamMember } from '../../domain/entities/team';
import { optionByCode, teamRoles } from '../../domain/enums';
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
import { rebuildCallerQueue, seedOperations } from '../callers/seedOperations';
import { mediaRows } from '../../fixtures/files'; // [files]
import { importRows } from '../../fixtures/imports'; // [imports]
import { clientRows } from '../../fixtures/clients';
import { leadRows } from '../../fixtures/leads';
import { bindingRows } from '../../fixtures/bindings';
import { clientActivityRows } from '../../fixtures/clientActivity';
import { contactListMemberRows, contactListRows } from '../../fixtures/contactLists';
import { opportunityRows } from '../../fixtures/opportunities'; // [opportunities]
import { backfillQuoteNumbers } from '../opportunities/searchKeys';
import { backfillItemPlaces } from '../resources/itemPlaces';
import { discountRows, quoteRows } from '../../fixtures/quotes';
import { importRecord } from '../../domain/entities/import'; // [imports]
import { seedMediaContents } from '../files/seedMedia'; // [files]
import { seedSalesTargets } from '../../fixtures/salesTargets'; // [screens]
import { coverageOldRows, coveragePackageRows, coverageRows } from '../../fixtures/coverages';
import { coverage, coverageOld, coveragePackage } from '../../domain/entities/coverages';
import { DEMO_PASSWORD, assignmentRows, demoUsers, roleRows } from '../../fixtures/users';
import { findUserByEmail } from '../auth/users';
import { createRecord } from '../resources/repository';
import { adoptLegacyGrants } from './legacyGrants';
import { insertFixtures } from './bulkInsert';
import { decodeRow, type Row } from './codec';
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
  // [coverages]
  [coverage, coverageRows],
  [coveragePackage, coveragePackageRows],
  [coverageOld, coverageOldRows],
];

async function isEmpty(database: Database, table: string) {
  return !(await database.db.selectFrom(table).select('id').limit(1).executeTakeFirst());
}

/** Ids of the named records of an entity (roles and assignments are named in the fixtures). */
async function idsByName(database: Database, entity: Entity) {
  const rows = await database.db.selectFrom(entity.table).select(['id', 'name']).execute();
  return new Map(rows.map((r) => [String(r.name), r.id]));
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
  await insertFixtures(database, e.contactList, contactListRows, now);
  await insertFixtures(database, e.contactListMember, contactListMemberRows(clients, today), now);
  await seedDemoTeam(database, now);
}

/**
 * Demo opportunities (fixtures/opportunities.ts) of the demo clients and leads as stored, so a
 * database whose clients came before opportunities existed gets them too.
 */
async function seedOpportunities(database: Database, now: string, today: Date) {
  if (!(await isEmpty(database, e.opportunity.table))) return;
  const clients = await database.db
    .selectFrom(e.account.table)
    .select(['id', 'executive_id', 'organization_id'])
    .orderBy('id')
    .execute();
  const leads = await database.db
    .selectFrom(e.lead.table)
    .select(['id', 'account_id', 'status', 'branch_id'])
    .where('organization_id', '=', 1)
    .orderBy('id')
    .execute();
  if (!clients.length) return;
  const rows = opportunityRows(clients, leads, today);
  await insertFixtures(database, e.opportunity, rows, now);
}

/** Demo quotes (fixtures/quotes.ts) of the demo opportunities as stored. */
async function seedQuotes(database: Database, now: string, today: Date) {
  if (!(await isEmpty(database, e.quote.table))) return;
  const stored = await database.db
    .selectFrom(e.opportunity.table)
    .selectAll()
    .orderBy('id')
    .execute();
  const opportunities = stored.map((row) => ({
    ...decodeRow(e.opportunity, row),
    organization_id: row.organization_id,
  }));
  await insertFixtures(database, e.quote, quoteRows(opportunities, today), now);
  const quotes = (
    await database.db.selectFrom(e.quote.table).selectAll().orderBy('id').execute()
  ).map((row) => decodeRow(e.quote, row));
  const day = argentineToday(today);
  // Asked by the demo executive, for her team's supervisor to approve.
  const idOf = async (email: string) => {
    const found = await findUserByEmail(database, email);
    return found ? Number(found.id) : null;
  };
  const rows = discountRows(
    opportunities,
    quotes,
    day,
    await idOf('ejecutivo@demo.test'),
    await idOf('supervisor@demo.test'),
  );
  await insertFixtures(database, e.discountRequest, rows, now);
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
  await seedOpportunities(database, now, today); // [opportunities] of the clients and leads
  await seedQuotes(database, now, today); // the insurers' answers for the opportunities quoted
  await backfillQuoteNumbers(database.db); // opportunities found by their quotes' numbers
  await backfillItemPlaces(database.db); // each client's main locality, from its addresses
  await rebuildCallerQueue(database); // the demo opportunities waiting for a call join the queue
}
