/**
 * The activity log's one writer (admin/activity): logins, logouts, failed logins, exports,
 * imports and password changes. Like the audit trail it is itself a log, so writing it leaves
 * no audit row. Call it with the store of the action's transaction when there is one, so the
 * row commits or rolls back with what it records.
 */
import type { FastifyRequest } from 'fastify';
import { ORGANIZATION_COLUMN } from '../../domain/engine/entity';
import { activity } from '../../domain/entities/activity';
import { organizationsOf } from '../../domain/entities/auth';
import { optionByCode } from '../../domain/engine/defineEnum';
import { activityKinds, type ActivityKind } from '../../domain/enums/operations';
import { PRODUCT_ORGANIZATION } from '../../domain/tenancy';
import { encodeValues, searchColumns, type Row } from '../db/codec';
import type { Store } from '../rest/store';

export interface ActivityEntry {
  kind: ActivityKind;
  /** Whose activity; null for a failed login with an unknown address. */
  userId?: number | null;
  /** The address logged in with (failed logins); the user's own when omitted. */
  email?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  /** A short Spanish detail, e.g. 'Exportación de Compañías (120 filas, XLSX)'. */
  detail?: string | null;
  /** The organization the row belongs to; by default the user's working one (else the product's). */
  organizationId?: number | null;
}

/** Where a request came from, as the activity log keeps it. */
export const requestOrigin = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

// eslint-disable-next-line no-control-regex
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]/g;

/** Text from a request (a user agent, a typed address) made storable: printable, bounded. */
function clean(value: string | null | undefined, field: string): string | null {
  if (value === null || value === undefined) return null;
  const spec = activity.fields[field];
  const max = spec.kind === 'text' ? (spec.max ?? 255) : 255;
  const text = String(value)
    .replace(/\p{Cs}/gu, '')
    .replace(UNPRINTABLE, ' ')
    .normalize('NFC')
    .replace(/\s+/gu, ' ')
    .trim();
  return text ? [...text].slice(0, max).join('') : null;
}

async function personOf(store: Store, userId: number) {
  const row = await store.db
    .selectFrom('users')
    .select(['name', 'email', 'organizations'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  let organizations: number[] = [];
  try {
    const parsed = JSON.parse(String(row.organizations ?? '[]'));
    if (Array.isArray(parsed)) organizations = parsed.map(Number);
  } catch {
    organizations = [];
  }
  return {
    name: String(row.name),
    email: String(row.email),
    organization: organizationsOf(organizations)[0],
  };
}

/** Writes one activity row. */
export async function recordActivity(store: Store, entry: ActivityEntry): Promise<void> {
  const person = entry.userId != null ? await personOf(store, entry.userId) : undefined;
  const values: Row = {
    kind: optionByCode(activityKinds, entry.kind).id,
    user_id: person ? entry.userId : null,
    user_name: clean(person?.name, 'user_name'),
    email: clean(entry.email ?? person?.email, 'email'),
    ip: clean(entry.ip, 'ip'),
    user_agent: clean(entry.userAgent, 'user_agent'),
    detail: clean(entry.detail, 'detail'),
  };
  const now = new Date().toISOString();
  await store.db
    .insertInto(activity.table)
    .values({
      ...encodeValues(activity, values, store.dialect),
      [ORGANIZATION_COLUMN]: entry.organizationId ?? person?.organization ?? PRODUCT_ORGANIZATION,
      ...searchColumns(activity, values),
      created_at: now,
      updated_at: now,
    })
    .execute();
}
