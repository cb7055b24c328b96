/**
 * Tenancy and secrets (issue 9, items 2 and 3). Roles and cargos gain an organization (the
 * existing ones stay global: null), and their unique indexes are dropped so the baseline (0007)
 * recreates them per organization. Outbox messages gain their recipient's organization. Audit
 * rows get the organization of the record they concern and lose every secret that leaked into
 * them before: reset links and tokens, password values and hashes. On a fresh database the
 * tables do not exist yet (the baseline, 0007, creates them after this) and nothing runs.
 */
import { sql } from 'kysely';
import type { DynamicDb } from '../database';

const REDACTED = '[oculto]';
const MASKED_LINK = '[enlace oculto]';
const PRODUCT_ORGANIZATION = 1;
const BATCH = 500;

async function columnsOf(db: DynamicDb): Promise<Map<string, Set<string>>> {
  const tables = await db.introspection.getTables();
  return new Map(tables.map((t) => [t.name, new Set(t.columns.map((c) => c.name))]));
}

async function addOrganizationColumn(
  db: DynamicDb,
  tables: Map<string, Set<string>>,
  table: string,
) {
  const columns = tables.get(table);
  if (columns && !columns.has('organization_id'))
    await sql`alter table ${sql.table(table)} add column organization_id integer`.execute(db);
  return !!columns;
}

const firstOrganization = (value: unknown): number => {
  try {
    const parsed: unknown = JSON.parse(String(value ?? '[]'));
    return Array.isArray(parsed) && parsed.length ? Number(parsed[0]) : PRODUCT_ORGANIZATION;
  } catch {
    return PRODUCT_ORGANIZATION;
  }
};

/** Reset links (with or without host) and their tokens, bcrypt hashes. */
function scrubText(text: string, wholeLinks: boolean): string {
  let out = text
    .replace(/\b(https?:\/\/\S*)?\/password\/reset\/[^\s"'<>]+/gi, MASKED_LINK)
    .replace(/\$2[aby]?\$\d{2}\$[./A-Za-z0-9]{53}/g, REDACTED);
  // An e-mail body: any link and any token-like string may open an account.
  if (wholeLinks)
    out = out
      .replace(/\bhttps?:\/\/\S+/gi, MASKED_LINK)
      .replace(/\b[A-Za-z0-9_-]{32,}\b/g, REDACTED);
  return out;
}

const SECRET_KEY = /^(password|password_confirmation|token|.*_hash)$/i;

function scrub(value: unknown, wholeLinks: boolean, key = ''): unknown {
  if (SECRET_KEY.test(key)) {
    const isChange = typeof value === 'object' && value !== null && 'from' in value;
    return isChange ? { from: REDACTED, to: REDACTED } : REDACTED;
  }
  if (typeof value === 'string') return scrubText(value, wholeLinks);
  if (Array.isArray(value)) return value.map((v) => scrub(v, wholeLinks));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, scrub(v, wholeLinks || k === 'body', k)]),
    );
  return value;
}

function scrubChanges(changes: unknown, resource: string): string {
  const text = String(changes ?? '');
  try {
    return JSON.stringify(scrub(JSON.parse(text), resource === 'admin/outbox'));
  } catch {
    return scrubText(text, resource === 'admin/outbox');
  }
}

async function organizationsByUser(db: DynamicDb) {
  const users = await db.selectFrom('users').select(['id', 'email', 'organizations']).execute();
  return {
    byId: new Map(users.map((u) => [Number(u.id), firstOrganization(u.organizations)])),
    byEmail: new Map(
      users.map((u) => [String(u.email).toLowerCase(), firstOrganization(u.organizations)]),
    ),
  };
}

export async function up(db: DynamicDb) {
  const tables = await columnsOf(db);
  for (const table of ['roles', 'assignments']) await addOrganizationColumn(db, tables, table);
  for (const index of [
    'roles_name_unique',
    'roles_name_sort',
    'assignments_name_unique',
    'assignments_number_unique',
    'assignments_name_sort',
  ])
    await sql`drop index if exists ${sql.id(index)}`.execute(db);

  const { byId, byEmail } = await organizationsByUser(db);
  const outboxOrganization = new Map<number, number>();
  if (await addOrganizationColumn(db, tables, 'outbox')) {
    const mails = await db.selectFrom('outbox').select(['id', 'recipient']).execute();
    for (const mail of mails) {
      const organization =
        byEmail.get(String(mail.recipient).toLowerCase()) ?? PRODUCT_ORGANIZATION;
      outboxOrganization.set(Number(mail.id), organization);
      await db
        .updateTable('outbox')
        .set({ organization_id: organization })
        .where('id', '=', mail.id)
        .execute();
    }
  }

  if (!(await addOrganizationColumn(db, tables, 'audit_log'))) return;
  for (let after = 0; ;) {
    const rows = await db
      .selectFrom('audit_log')
      .select(['id', 'user_id', 'resource', 'record_id', 'changes', 'organization_id'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (!rows.length) break;
    for (const row of rows) {
      after = Number(row.id);
      const resource = String(row.resource);
      const recordId = Number(row.record_id);
      // The organization of the record concerned; else the writer's, as before.
      const organization =
        resource === 'auth-admin/user'
          ? byId.get(recordId)
          : resource === 'admin/outbox'
            ? outboxOrganization.get(recordId)
            : undefined;
      const current = row.organization_id === null ? null : Number(row.organization_id);
      const fallback = current ?? byId.get(Number(row.user_id)) ?? PRODUCT_ORGANIZATION;
      const changes = scrubChanges(row.changes, resource);
      const next = organization ?? fallback;
      if (changes !== row.changes || next !== current)
        await db
          .updateTable('audit_log')
          .set({ changes, organization_id: next })
          .where('id', '=', row.id)
          .execute();
    }
  }
}
