/**
 * Validators for the generic list and record reads (issue 30 §2): a weak ETag over the write
 * versions of every table the answer is built from (writeVersions.ts), the normalised query and
 * the viewer's scope key, sent with `Cache-Control: no-cache`. The browser keeps the answer and
 * asks again with `If-None-Match`; when nothing the answer depends on moved, the reply is a 304
 * read from one small statement, with no query run and no body.
 *
 * The version is read in the same statement as the rows (compiledQueries.ts `VALIDATOR_COLUMN`)
 * or, for a 304, before anything: a write racing the read only makes the validator older than
 * the data, so the next request is answered whole, never stale. The names of cited records
 * (labelRoutes.ts) carry one too, over the tables of the qualifiers their labels embed.
 *
 * Only these reads have one: they are built from stored rows alone. No generic answer reads the
 * clock or anything outside the database; the hand-written reads that do (the home's panels and
 * "vence en N días" counts, timelines, the history's "as of") answer whole every time.
 */
import { hash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { entities, entityByName } from '../../domain/entities';
import type { Entity } from '../../domain/engine/entity';
import { assignmentsOf } from '../../domain/engine/recordScope';
import { readerOf } from '../db/database';
import { migrations } from '../db/migrations';
import { tablesOf, versionQuery } from '../db/writeVersions';
import type { SessionUser } from '../auth/users';
import { hopTables } from './assignmentHops';
import type { Store } from './store';
import { TEAM_TABLES } from './teamScope';

export const READ_CACHE_CONTROL = 'no-cache';

/**
 * The tables an answer about `entity` depends on beyond those its statement reads: its reference
 * lists' join tables and embedded items (tablesOf), and what a member list's scope reads (the
 * members' table, the owners they are assigned through, teams). More than needed only costs a
 * revalidation after an unrelated write; fewer would answer 304 to a changed record.
 */
export function answerTables(entity: Entity, read: Iterable<string>): string[] {
  const tables = new Set([...read, ...tablesOf(entity)]);
  for (const field of Object.values(entity.fields)) {
    if (field.kind !== 'memberList') continue;
    const target = entityByName(field.target);
    tables.add(target.table);
    for (const assignment of assignmentsOf(target))
      hopTables(assignment).forEach((table) => tables.add(table));
    TEAM_TABLES.forEach((table) => tables.add(table));
  }
  return [...tables].sort();
}

const releases = new Map<string, string>();

/**
 * What every answer's form depends on besides its data, so no 304 confirms a body another
 * release wrote: the deployed version (APP_VERSION), the schema (the migrations this code runs
 * after: one that rebuilds a table copies rows past its triggers) and the declarations (fields,
 * labels, scopes). Equal on every instance of one release, so a validator from one instance is
 * answered 304 by another. A restored backup takes versions back: deploy it with a new version.
 */
export function releaseKey(appVersion: string): string {
  let key = releases.get(appVersion);
  if (!key) {
    const schema = Object.keys(migrations).sort().join(',');
    key = hash('sha1', JSON.stringify([appVersion, schema, entities]), 'base64url');
    releases.set(appVersion, key);
  }
  return key;
}

/** The `key` of an answer (validatorOf): the release, then what was asked. */
export const answerKey = (release: string, ...asked: unknown[]) =>
  JSON.stringify([release, ...asked]);

/**
 * Who reads, as far as an answer can differ: the user (owned and assigned rows), their
 * organizations and their access lists (scope, masked texts). A session's user object is
 * replaced, never changed, when any of them moves (sessionCache.ts), so it is worked out once.
 */
const scopeKeys = new WeakMap<SessionUser, string>();
export function scopeKeyOf(user: SessionUser): string {
  let key = scopeKeys.get(user);
  if (!key) {
    const { permission, role, assigment } = user.access;
    const organizations = user.organizations.map((o) => o.organization_id);
    key = JSON.stringify([user.id, organizations, permission, role, assigment]);
    scopeKeys.set(user, key);
  }
  return key;
}

/** The weak ETag of an answer: `version` of its tables, what was asked (`key`) and by whom. */
export function validatorOf(version: unknown, key: string, user: SessionUser): string {
  const digest = hash(
    'sha1',
    `${String(version)}\u0000${scopeKeyOf(user)}\u0000${key}`,
    'base64url',
  );
  return `W/"${digest}"`;
}

const ENTITY_TAG = /^(?:W\/)?"[\x21\x23-\x7e\x80-\xff]*"$/;
const opaque = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);

/**
 * Whether `If-None-Match` names `etag`, by weak comparison (RFC 9110 13.1.2). Anything that is
 * not a list of entity tags matches nothing: the read is answered whole. `*` too (it asks
 * whether any representation exists, which a browser's revalidation never does).
 */
export function matchesValidator(header: string | string[] | undefined, etag: string): boolean {
  if (typeof header !== 'string' || header.length > 4096) return false;
  const wanted = opaque(etag);
  let found = false;
  for (const part of header.split(',')) {
    const tag = part.trim();
    if (!ENTITY_TAG.test(tag)) return false;
    if (opaque(tag) === wanted) found = true;
  }
  return found;
}

/** The version of `tables` now, read alone; undefined inside a transaction (it has no reader). */
export async function currentVersion(store: Store, tables: readonly string[]): Promise<unknown> {
  const reader = readerOf(store.db);
  if (!reader) return undefined;
  const [row] = await reader.all(versionQuery(tables), []);
  return row.version;
}

/** A 304 when the request's `If-None-Match` names the validator of `version`; whether it did. */
export function notModified(
  request: FastifyRequest,
  reply: FastifyReply,
  version: unknown,
  key: string,
  user: SessionUser,
): boolean {
  if (version === undefined || version === null) return false;
  const etag = validatorOf(version, key, user);
  if (!matchesValidator(request.headers['if-none-match'], etag)) return false;
  reply.code(304).header('ETag', etag).header('Cache-Control', READ_CACHE_CONTROL);
  return true;
}

/**
 * A 304 when the request's `If-None-Match` names the answer's current validator: the version of
 * `tables` is read alone, before anything, and only when the request names a validator.
 * Returns whether it answered.
 */
export async function answeredNotModified(
  store: Store,
  request: FastifyRequest,
  reply: FastifyReply,
  tables: () => readonly string[],
  key: string,
  user: SessionUser,
): Promise<boolean> {
  if (!request.headers['if-none-match']) return false;
  const version = await currentVersion(store, tables());
  return notModified(request, reply, version, key, user);
}

/** The headers of a whole answer: its validator when its version is known, and no-cache. */
export function sendValidator(
  reply: FastifyReply,
  version: unknown,
  key: string,
  user: SessionUser,
) {
  if (version !== undefined && version !== null)
    reply.header('ETag', validatorOf(version, key, user));
  reply.header('Cache-Control', READ_CACHE_CONTROL);
}
