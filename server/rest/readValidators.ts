/**
 * Validators for the generic list and record reads (issue 30 §2): a weak ETag over the write
 * versions of every table the answer is built from (writeVersions.ts), the normalised query and
 * the viewer's scope key, sent with `Cache-Control: no-cache`. The browser keeps the answer and
 * asks again with `If-None-Match`; when nothing the answer depends on moved, the reply is a 304
 * read from one small statement, with no query run and no body.
 *
 * The version is read in the same statement as the rows (compiledQueries.ts `VALIDATOR_COLUMN`)
 * or, for a 304, before anything: a write racing the read only makes the validator older than
 * the data, so the next request is answered whole, never stale.
 */
import { hash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { entityByName } from '../../domain/entities';
import type { Entity } from '../../domain/engine/entity';
import { assignmentsOf } from '../../domain/engine/recordScope';
import { readerOf } from '../db/database';
import { tablesOf, versionQuery } from '../db/writeVersions';
import type { SessionUser } from '../auth/users';
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
    for (const { owner } of assignmentsOf(target)) tables.add(owner.table);
    TEAM_TABLES.forEach((table) => tables.add(table));
  }
  return [...tables].sort();
}

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

/**
 * A 304 when the request's `If-None-Match` names the answer's current validator: the version of
 * `tables` is read alone, before anything (`undefined` inside a transaction, which has no
 * reader: the read is answered whole). Returns whether it answered.
 */
export async function answeredNotModified(
  store: Store,
  request: FastifyRequest,
  reply: FastifyReply,
  tables: () => readonly string[],
  key: string,
  user: SessionUser,
): Promise<boolean> {
  const asked = request.headers['if-none-match'];
  const reader = readerOf(store.db);
  if (!asked || !reader) return false;
  const [row] = await reader.all(versionQuery(tables()), []);
  const etag = validatorOf(row.version, key, user);
  if (!matchesValidator(asked, etag)) return false;
  reply.code(304).header('ETag', etag).header('Cache-Control', READ_CACHE_CONTROL);
  return true;
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
