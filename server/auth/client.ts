/**
 * The OAuth client check of oauth/token, auth/register and password/reset. The web app is a
 * public client (OAuth 2.0 section 2.1): a browser cannot keep a secret, so none is asked for
 * and a `client_secret` sent by older clients is ignored. Naming the client is required, but it
 * is no protection by itself; the protection is the throttling and the request limits.
 *
 * oauth/token also accepts the confidential API clients of admin/client: they prove themselves
 * with their secret (compared by hash, in constant time), may use only the grants they were
 * given, and log in only users of their allowed organizations. Registration and password
 * resets stay the web app's.
 */
import { timingSafeEqual } from 'node:crypto';
import { apiClient, clientMessages } from '../../domain/entities/apiClient';
import { optionById } from '../../domain/engine/defineEnum';
import { clientGrantTypes } from '../../domain/enums/operations';
import { errorMessages } from '../../domain/engine/messages';
import type { AppConfig } from '../config';
import { decodeRow } from '../db/codec';
import { HttpProblem } from '../http/problems';
import type { Store } from '../rest/store';
import { sha256 } from './tokens';

const namedClient = (body: unknown): string | null => {
  const clientId = (body as Record<string, unknown> | null)?.client_id;
  return typeof clientId === 'string' || typeof clientId === 'number' ? String(clientId) : null;
};

export function requireClient(config: Pick<AppConfig, 'oauthClientId'>, body: unknown) {
  if (namedClient(body) !== config.oauthClientId)
    throw new HttpProblem(401, errorMessages.badClient);
}

/** Who asks for a token: the web app (id null) or a confidential API client. */
export interface TokenClient {
  id: number | null;
  name?: string;
  /** Organizations whose users may log in through it (the web app: all). */
  organizations?: number[];
}

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The client of an oauth/token request, or 401 (400 for a grant it may not use). */
export async function requireTokenClient(
  store: Store,
  config: Pick<AppConfig, 'oauthClientId'>,
  body: Record<string, unknown>,
): Promise<TokenClient> {
  const named = namedClient(body);
  if (named === config.oauthClientId) return { id: null };
  if (named === null || named.length > 64) throw new HttpProblem(401, errorMessages.badClient);
  const row = await store.db
    .selectFrom(apiClient.table)
    .select(['id', 'secret_hash', 'revoked_at', 'organizations', 'grant_types', 'name'])
    .where('client_id', '=', named)
    .executeTakeFirst();
  const secret = typeof body.client_secret === 'string' ? body.client_secret : '';
  // The same comparison whether the client exists or not.
  const expected = row?.secret_hash ? String(row.secret_hash) : sha256('no-client');
  const matches = sameHash(sha256(secret), expected);
  if (!row || !row.secret_hash || row.revoked_at !== null || !secret || !matches)
    throw new HttpProblem(401, errorMessages.badClient);
  const client = decodeRow(apiClient, row as Record<string, unknown>);
  const grants = (client.grant_types as number[]).map(
    (id) => optionById(clientGrantTypes, Number(id))?.code,
  );
  if (!grants.includes(String(body.grant_type)))
    throw new HttpProblem(400, clientMessages.grantNotAllowed);
  return {
    id: Number(row.id),
    name: String(row.name),
    organizations: (client.organizations as number[]).map(Number),
  };
}

/** 401 when the user belongs to none of the client's allowed organizations. */
export function assertClientAdmits(client: TokenClient, userOrganizations: number[]) {
  if (!client.organizations) return;
  if (!userOrganizations.some((o) => client.organizations!.includes(o)))
    throw new HttpProblem(401, clientMessages.organizationNotAllowed);
}
