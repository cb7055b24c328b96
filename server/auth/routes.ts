/** OAuth password and refresh grants (spec section 7), the profile check, and logout. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorMessages, validationMessage } from '../../domain/engine/messages';
import type { AppConfig } from '../config';
import { HttpProblem, unprocessable } from '../http/problems';
import type { Store } from '../rest/repository';
import { hashPassword, verifyPassword } from './passwords';
import { issueTokens, revokeAccessToken, rotateRefreshToken } from './tokens';
import { canLogIn, findUserByEmail, loadSessionUser, type SessionUser } from './users';
import { bearerToken } from './authenticate';
import { recordFailure, recordSuccess, startAttempt, throttledMessage } from './loginThrottle';
import { assertClientAdmits, requireTokenClient, type TokenClient } from './client';
import { supervisedMembers } from '../rest/teamScope';
import { recordActivity, requestOrigin } from '../activity/recordActivity';
import type { SessionCache } from './sessionCache';
import type { FieldErrors } from '../../domain/engine/validate';
import { logoutRoute, profileRoute, tokenRoute } from '../contract/accountSchemas';
import { handlerAnswers, refuseInvalid } from '../contract/validationProblems';

type TokenBody = Record<string, unknown>;

const organizationIds = (user: SessionUser) => user.organizations.map((o) => o.organization_id);

/**
 * The profile of spec section 3: id, access lists, organizations and user components; and whom
 * the user supervises in teams (read now, not with the cached session), for the forms that let
 * a supervisor hand records over to them.
 */
export async function profileOf(store: Store, user: SessionUser) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    access: user.access,
    grants: user.grants,
    organizations: user.organizations,
    supervises: await supervisedMembers(store.db, user.id),
    user_components: {},
  };
}

function missingStrings(body: TokenBody, fields: Record<string, string>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [name, label] of Object.entries(fields)) {
    if (typeof body[name] !== 'string' || (body[name] as string).trim() === '') {
      errors[name] = [validationMessage('required', { attribute: label })];
    }
  }
  return errors;
}

const grantFields: Record<string, Record<string, string>> = {
  password: { username: 'correo electrónico', password: 'contraseña' },
  refresh_token: { refresh_token: 'token de renovación' },
};

/** The fields a grant needs, or the 400 of an unknown grant. */
function checkGrant(body: TokenBody): FieldErrors {
  const grant = body.grant_type;
  if (typeof grant !== 'string' || !Object.hasOwn(grantFields, grant))
    throw new HttpProblem(400, errorMessages.badGrant);
  return missingStrings(body, grantFields[grant]);
}

function requireStrings(body: TokenBody, fields: Record<string, string>) {
  const errors = missingStrings(body, fields);
  if (Object.keys(errors).length) throw unprocessable(errors);
}

/** Checked against when the e-mail is unknown, so both cases cost one bcrypt comparison. */
let decoyHash: Promise<string> | undefined;

/**
 * Counts a password try of this account from this address (loginThrottle.ts `startAttempt`), or
 * 429 with Retry-After when it may not be tried from there yet.
 */
export async function startPasswordAttempt(
  store: Store,
  config: AppConfig,
  reply: FastifyReply,
  email: string,
  address: string,
) {
  const wait = await startAttempt(store, email, address, config.loginLimits);
  if (wait > 0) {
    reply.header('Retry-After', String(wait));
    throw new HttpProblem(429, throttledMessage(wait));
  }
}

/** The activity log's detail of a login through an API client. */
const throughClient = (client: TokenClient) =>
  client.id === null ? null : `Cliente de la API: ${client.name}`;

async function passwordGrant(
  store: Store,
  config: AppConfig,
  body: TokenBody,
  request: FastifyRequest,
  reply: FastifyReply,
  client: TokenClient,
) {
  const address = request.ip;
  requireStrings(body, { username: 'correo electrónico', password: 'contraseña' });
  const email = String(body.username);
  const limits = config.loginLimits;
  await startPasswordAttempt(store, config, reply, email, address);
  const row = await findUserByEmail(store, email);
  // Same answer and similar time whether the e-mail exists or not.
  decoyHash ??= hashPassword('decoy-password');
  const valid = await verifyPassword(
    String(body.password),
    row ? String(row.password_hash) : await decoyHash,
  );
  const failed = (detail: string | null) =>
    recordActivity(store, {
      kind: 'login_failed',
      userId: row ? Number(row.id) : null,
      email,
      ...requestOrigin(request),
      detail,
    });
  if (!row || !valid) {
    await recordFailure(store, limits);
    await failed(throughClient(client));
    throw new HttpProblem(401, errorMessages.badCredentials);
  }
  await recordSuccess(store, email, address);
  if (!canLogIn(Number(row.state))) {
    await failed(errorMessages.deactivated);
    throw new HttpProblem(401, errorMessages.deactivated);
  }
  const user = await loadSessionUser(store, row);
  try {
    assertClientAdmits(client, organizationIds(user));
  } catch (refusal) {
    await failed(`${throughClient(client)}: organización no permitida`);
    throw refusal;
  }
  const tokens = await issueTokens(store, user.id, config, undefined, client.id);
  const origin = requestOrigin(request);
  await recordActivity(store, {
    kind: 'login',
    userId: user.id,
    ...origin,
    detail: throughClient(client),
  });
  return { ...tokens, user: await profileOf(store, user) };
}

async function refreshGrant(
  store: Store,
  sessions: SessionCache,
  config: AppConfig,
  body: TokenBody,
  client: TokenClient,
) {
  requireStrings(body, { refresh_token: 'token de renovación' });
  const refresh = String(body.refresh_token);
  const result = await rotateRefreshToken(store, sessions, refresh, config, client.id);
  if (!result) throw new HttpProblem(401, errorMessages.badRefresh);
  return { ...result.tokens, user: await profileOf(store, result.user) };
}

export function registerAuthRoutes(
  app: FastifyInstance,
  store: Store,
  sessions: SessionCache,
  config: AppConfig,
) {
  const tokenAnswers = handlerAnswers(checkGrant);
  const checked = { schema: tokenRoute, attachValidation: true, config: { public: true } };
  app.post('/api/oauth/token', checked, async (request, reply) => {
    const body = (request.body ?? {}) as TokenBody;
    const client = await requireTokenClient(store, config, body);
    refuseInvalid(request, tokenAnswers);
    if (body.grant_type === 'password')
      return passwordGrant(store, config, body, request, reply, client);
    if (body.grant_type === 'refresh_token')
      return refreshGrant(store, sessions, config, body, client);
    throw new HttpProblem(400, errorMessages.badGrant);
  });

  app.get('/api/v1/user/me', { schema: profileRoute }, async (request) => ({
    success: true,
    data: await profileOf(store, request.user!),
  }));

  app.post('/api/v1/auth/logout', { schema: logoutRoute }, async (request) => {
    await revokeAccessToken(store, sessions, request.user!.id, bearerToken(request)!);
    await recordActivity(store, {
      kind: 'logout',
      userId: request.user!.id,
      ...requestOrigin(request),
    });
    return { success: true, data: null };
  });
}
