/**
 * Self-service account flows (spec sections 2.2 and 7): registration, password reset by e-mail
 * (single-use, expiring link) and the logged-in user's own password change. Registration and
 * reset e-mails are limited per address and per client (requestLimits.ts); a wrong current
 * password counts as a failed login (loginThrottle.ts).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { validationMessage } from '../../domain/engine/messages';
import { passwordMessages, validatePasswordPair } from '../../domain/passwords';
import type { FieldErrors } from '../../domain/engine/validate';
import { isValidEmail } from '../../domain/validators';
import type { AppConfig } from '../config';
import { refuseErrors, unprocessable } from '../http/problems';
import type { Mailer } from '../mail/mailer';
import type { Notifier } from '../notifications/notifier';
import { auditRegistration } from '../rest/auditTrail';
import type { Store } from '../rest/repository';
import { bearerToken } from './authenticate';
import { hashPassword, verifyPassword } from './passwords';
import { assertNotRecent, setPassword } from './passwordChange';
import { recordActivity, requestOrigin } from '../activity/recordActivity';
import { requireClient } from './client';
import { recordFailure, recordSuccess } from './loginThrottle';
import { notifyRegistration } from './registrationNotice';
import { takeRequest } from './requestLimits';
import { profileOf, startPasswordAttempt } from './routes';
import type { SessionCache } from './sessionCache';
import {
  ownPasswordRoute,
  passwordEmailRoute,
  passwordResetRoute,
  registerRoute,
} from '../contract/accountSchemas';
import { handlerAnswers, refuseInvalid } from '../contract/validationProblems';
import { issueTokens, sha256 } from './tokens';
import { UNCONFIRMED_STATE, canLogIn, findUserByEmail, insertUser, loadSessionUser } from './users';

type Body = Record<string, unknown>;
const RESET_TTL_MINUTES = 60;

const body = (request: FastifyRequest): Body => (request.body ?? {}) as Body;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function checkEmail(value: unknown, errors: FieldErrors) {
  const email = text(value);
  if (!email) errors.email = [validationMessage('required', { attribute: 'correo electrónico' })];
  else if (!isValidEmail(email))
    errors.email = [validationMessage('email', { attribute: 'correo electrónico' })];
  return email.toLowerCase();
}

/** The registration's checks that need no database (also the answer to a refused shape). */
function checkRegistration(input: Body) {
  const errors: FieldErrors = {};
  const name = text(input.name);
  if (!name) errors.name = [validationMessage('required', { attribute: 'nombre' })];
  else if (name.length > 120)
    errors.name = [validationMessage('maxString', { attribute: 'nombre', max: 120 })];
  const email = checkEmail(input.email, errors);
  Object.assign(errors, validatePasswordPair(input.password, input.password_confirmation));
  return { errors, name, email };
}

function checkReset(input: Body) {
  const errors: FieldErrors = {};
  const email = checkEmail(input.email, errors);
  Object.assign(errors, validatePasswordPair(input.password, input.password_confirmation));
  return { errors, email };
}

function checkEmailOnly(input: Body) {
  const errors: FieldErrors = {};
  return { errors, email: checkEmail(input.email, errors) };
}

const pairOnly = (input: Body) => validatePasswordPair(input.password, input.password_confirmation);

const answers = {
  register: handlerAnswers((input) => checkRegistration(input).errors),
  email: handlerAnswers((input) => checkEmailOnly(input).errors),
  reset: handlerAnswers((input) => checkReset(input).errors),
  own: handlerAnswers(pairOnly, {
    labels: {},
    messages: { current_password: passwordMessages.currentWrong },
  }),
};

export interface AccountDeps {
  store: Store;
  sessions: SessionCache;
  config: AppConfig;
  mailer: Mailer;
  notifier: Notifier;
}

export function registerAccountRoutes(
  app: FastifyInstance,
  { store, sessions, config, mailer, notifier }: AccountDeps,
) {
  const open = (schema: FastifySchema) => ({
    schema,
    attachValidation: true,
    config: { public: true },
  });

  app.post('/api/v1/auth/register', open(registerRoute), async (request, reply) => {
    const input = body(request);
    requireClient(config, input);
    refuseInvalid(request, answers.register);
    const { errors, name, email } = checkRegistration(input);
    // Counted before the address is looked up, known or not: the spec's "already in use" answer
    // stays, and this limit is what keeps anyone from testing address after address.
    if (!errors.email)
      await takeRequest(store, 'register', email, request.ip, config.requestLimits);
    if (!errors.email && (await findUserByEmail(store, email)))
      errors.email = [passwordMessages.emailTaken];
    refuseErrors(errors);
    const id = await insertUser(store, {
      name,
      email,
      passwordHash: await hashPassword(String(input.password)),
      state: UNCONFIRMED_STATE,
    });
    await auditRegistration(store, id, { name, email, state: UNCONFIRMED_STATE });
    const user = await loadSessionUser(store, (await findUserByEmail(store, email))!);
    await notifyRegistration(store, notifier, {
      id,
      name,
      email,
      organizations: user.organizations.map((o) => o.organization_id),
    });
    reply.code(201);
    return { ...(await issueTokens(store, id, config)), user: await profileOf(store, user) };
  });

  app.post('/api/v1/password/email', open(passwordEmailRoute), async (request) => {
    refuseInvalid(request, answers.email);
    const { errors, email } = checkEmailOnly(body(request));
    refuseErrors(errors);
    await takeRequest(store, 'password_email', email, request.ip, config.requestLimits);
    const row = await findUserByEmail(store, email);
    // The same answer whether or not the e-mail belongs to a user.
    if (row && canLogIn(Number(row.state))) {
      const token = randomBytes(32).toString('base64url');
      const now = Date.now();
      await store.db
        .insertInto('password_resets')
        .values({
          user_id: row.id,
          token_hash: sha256(token),
          expires_at: new Date(now + RESET_TTL_MINUTES * 60_000).toISOString(),
          created_at: new Date(now).toISOString(),
        })
        .execute();
      // From configuration, never from the request: a forged Host header must not choose
      // where the link (and its token) goes.
      const link = `${config.publicUrl}/password/reset/${token}?email=${encodeURIComponent(email)}`;
      await mailer.send({
        to: email,
        subject: 'Restablecer su contraseña de BrokerDesk',
        text: `Hola ${row.name}:\n\nPara elegir una contraseña nueva, abrí este enlace dentro de los próximos ${RESET_TTL_MINUTES} minutos:\n\n${link}\n\nSi no lo pediste vos, ignorá este mensaje: tu contraseña no cambia.\n`,
      });
    }
    return { success: true, data: null, message: passwordMessages.resetSent };
  });

  app.post('/api/v1/password/reset', open(passwordResetRoute), async (request) => {
    const input = body(request);
    requireClient(config, input);
    refuseInvalid(request, answers.reset);
    const { errors, email } = checkReset(input);
    refuseErrors(errors);
    const reset = await store.db
      .selectFrom('password_resets as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select(['r.id', 'r.user_id', 'r.expires_at', 'u.email', 'u.state'])
      .where('r.token_hash', '=', sha256(text(input.token)))
      .where('r.used_at', 'is', null)
      .executeTakeFirst();
    // An account that may not log in (deactivated or deleted since the link was sent) gets the
    // answer of an unknown one: the link alone never brings it back.
    if (
      !reset ||
      !canLogIn(Number(reset.state)) ||
      String(reset.email).toLowerCase() !== email ||
      Date.parse(String(reset.expires_at)) <= Date.now()
    ) {
      throw unprocessable({ token: [passwordMessages.resetInvalid] });
    }
    await assertNotRecent(store, Number(reset.user_id), String(input.password));
    // Mark it used before changing anything: a second request with the same link finds nothing.
    const used = await store.db
      .updateTable('password_resets')
      .set({ used_at: new Date().toISOString() })
      .where('id', '=', reset.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1)
      throw unprocessable({ token: [passwordMessages.resetInvalid] });
    await setPassword({ store, sessions, notifier }, Number(reset.user_id), String(input.password));
    const origin = requestOrigin(request);
    await recordActivity(store, {
      kind: 'password_reset',
      userId: Number(reset.user_id),
      ...origin,
    });
    return { success: true, data: null, message: passwordMessages.resetDone };
  });

  const own = { schema: ownPasswordRoute, attachValidation: true };
  app.put('/api/v1/user/me/password', own, async (request, reply) => {
    refuseInvalid(request, answers.own);
    const input = body(request);
    const user = request.user!;
    const row = (await findUserByEmail(store, user.email))!;
    const errors: FieldErrors = pairOnly(input);
    // A stolen session must not become a way to guess the password: the same back-off as login.
    await startPasswordAttempt(store, config, reply, user.email, request.ip);
    if (!(await verifyPassword(String(input.current_password ?? ''), String(row.password_hash)))) {
      await recordFailure(store, config.loginLimits);
      errors.current_password = [passwordMessages.currentWrong];
    } else await recordSuccess(store, user.email, request.ip);
    refuseErrors(errors);
    await assertNotRecent(store, user.id, String(input.password));
    await setPassword(
      { store, sessions, notifier },
      user.id,
      String(input.password),
      sha256(bearerToken(request)!),
    );
    await recordActivity(store, {
      kind: 'password_change',
      userId: user.id,
      ...requestOrigin(request),
    });
    return {
      success: true,
      data: null,
      message: passwordMessages.changed,
    };
  });
}
