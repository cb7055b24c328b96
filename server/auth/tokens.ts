/**
 * Opaque bearer tokens: 32 random bytes, stored only as SHA-256 hashes, with an expiry and a
 * revocation mark. Any instance can check them, since they live in the shared database.
 */
import { hash as oneShotHash, randomBytes } from 'node:crypto';
import type { Store } from '../rest/repository';
import { whenCommitted } from '../rest/store';
import { canLogIn, loadSessionUser, type SessionUser } from './users';
import type { SessionCache } from './sessionCache';

/** One-shot `hash` (Node 20.12+): half the cost of a Hash object, paid by every request. */
export const sha256 = (value: string) => oneShotHash('sha256', value, 'hex');
const newToken = () => randomBytes(32).toString('base64url');

export interface IssuedTokens {
  access_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  expires_in: number;
}

export interface TokenLifetimes {
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
}

/** Where a pair comes from: the login that started the chain and the pair it replaces. */
export interface TokenLineage {
  familyId: string;
  parentId: number;
}

/**
 * A new pair; without a lineage it starts a family of its own (a login, a registration).
 * `clientId`: the API client it is issued to (admin/client), null for the web app.
 */
export async function issueTokens(
  store: Store,
  userId: number,
  ttl: TokenLifetimes,
  lineage?: TokenLineage,
  clientId: number | null = null,
): Promise<IssuedTokens> {
  const access = newToken();
  const refresh = newToken();
  const now = Date.now();
  await store.db
    .insertInto('oauth_tokens')
    .values({
      user_id: userId,
      access_token_hash: sha256(access),
      refresh_token_hash: sha256(refresh),
      access_expires_at: new Date(now + ttl.accessTokenTtlSeconds * 1000).toISOString(),
      refresh_expires_at: new Date(now + ttl.refreshTokenTtlSeconds * 1000).toISOString(),
      created_at: new Date(now).toISOString(),
      family_id: lineage?.familyId ?? randomBytes(16).toString('hex'),
      parent_id: lineage?.parentId ?? null,
      client_id: clientId,
    })
    .execute();
  return {
    access_token: access,
    refresh_token: refresh,
    token_type: 'Bearer',
    expires_in: ttl.accessTokenTtlSeconds,
  };
}

/** The user of an access token the session cache holds (checked since), or null. */
export const cachedUser = (sessions: SessionCache, token: string) => sessions.get(sha256(token));

/** The user holding a live access token, or null. */
export async function userForAccessToken(
  store: Store,
  sessions: SessionCache,
  token: string,
): Promise<SessionUser | null> {
  const hash = sha256(token);
  const cached = sessions.get(hash);
  if (cached) return cached;
  // An eviction while this lookup runs may concern what it reads: then it is not cached.
  const generation = sessions.generation;
  const row = await store.db
    .selectFrom('oauth_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .selectAll('u')
    .select(['t.access_expires_at'])
    .where('t.access_token_hash', '=', hash)
    .where('t.revoked_at', 'is', null)
    .executeTakeFirst();
  const expiresAt = row ? Date.parse(String(row.access_expires_at)) : 0;
  if (!row || expiresAt <= Date.now() || !canLogIn(Number(row.state))) return null;
  const user = await loadSessionUser(store, row);
  sessions.set(hash, user, expiresAt, generation);
  return user;
}

/**
 * Someone presented a refresh token that was already exchanged (or revoked): either the
 * legitimate client or a thief holds a copy, and the server cannot tell which. Every live pair
 * descending from the same login is revoked (OAuth 2.0 Security BCP, refresh token rotation),
 * so whoever holds the newest pair must log in again.
 */
async function revokeFamily(store: Store, sessions: SessionCache, familyId: string) {
  const live = await store.db
    .selectFrom('oauth_tokens')
    .select(['user_id', 'access_token_hash'])
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
  await store.db
    .updateTable('oauth_tokens')
    .set({ revoked_at: new Date().toISOString() })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
  for (const row of live)
    await sessions.revoked({ userId: Number(row.user_id), only: String(row.access_token_hash) });
}

/**
 * Exchanges a live refresh token for a new pair of the same family; the old pair is revoked
 * (rotation). A token already exchanged revokes its whole family (theft detection). Only the
 * client the pair was issued to (`clientId`, null: the web app) may exchange it.
 */
export async function rotateRefreshToken(
  store: Store,
  sessions: SessionCache,
  refreshToken: string,
  ttl: TokenLifetimes,
  clientId: number | null = null,
) {
  const row = await store.db
    .selectFrom('oauth_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .selectAll('u')
    .select([
      't.id as token_id',
      't.refresh_expires_at',
      't.access_token_hash',
      't.family_id',
      't.revoked_at',
    ])
    .where('t.refresh_token_hash', '=', sha256(refreshToken))
    .where('t.client_id', clientId === null ? 'is' : '=', clientId)
    .executeTakeFirst();
  if (!row || Date.parse(String(row.refresh_expires_at)) <= Date.now()) return null;
  const familyId = String(row.family_id);
  if (row.revoked_at !== null) {
    await revokeFamily(store, sessions, familyId);
    return null;
  }
  if (!canLogIn(Number(row.state))) return null;
  const revoked = await store.db
    .updateTable('oauth_tokens')
    .set({ revoked_at: new Date().toISOString() })
    .where('id', '=', row.token_id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  // Two refreshes with one token at once: the first wins, the second is a reuse like any other.
  if (Number(revoked.numUpdatedRows) !== 1) {
    await revokeFamily(store, sessions, familyId);
    return null;
  }
  await sessions.evict(String(row.access_token_hash));
  const user = await loadSessionUser(store, row);
  const lineage = { familyId, parentId: Number(row.token_id) };
  return { user, tokens: await issueTokens(store, user.id, ttl, lineage, clientId) };
}

export async function revokeAccessToken(
  store: Store,
  sessions: SessionCache,
  userId: number,
  token: string,
) {
  await store.db
    .updateTable('oauth_tokens')
    .set({ revoked_at: new Date().toISOString() })
    .where('access_token_hash', '=', sha256(token))
    .where('revoked_at', 'is', null)
    .execute();
  // After the update: evicted before it, the token could be read again as live and cached.
  await whenCommitted(store, () => sessions.revoked({ userId, only: sha256(token) }));
}

/** Ends every session of a user at once (except the one kept, e.g. the caller's own). */
export async function revokeUserTokens(
  store: Store,
  sessions: SessionCache,
  userId: number,
  keepTokenHash?: string,
) {
  let revoke = store.db
    .updateTable('oauth_tokens')
    .set({ revoked_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepTokenHash) revoke = revoke.where('access_token_hash', '!=', keepTokenHash);
  await revoke.execute();
  await whenCommitted(store, () => sessions.revoked({ userId, except: keepTokenHash }));
}
