/**
 * `GET /api/v1/general/email/validate?email=&hideMessage=` (spec 7): whether an address is
 * worth keeping, from its syntax, the e-mail validation catalogue the caller's organization
 * sees (its own entries and the product's) and the bundled disposable-domain list (no network).
 * Any logged-in user may ask: every form that takes an e-mail does. With `hideMessage` the
 * answer carries no `message`, so the client shows no toast (spec 7 and 8).
 */
import type { FastifyInstance, FastifySchema } from 'fastify';
import { sql } from 'kysely';
import { isDisposableEmailDomain } from 'disposable-email-domains-js';
import { ORGANIZATION_COLUMN } from '../../domain/engine/entity';
import { emailValidation } from '../../domain/entities/emailValidation';
import {
  emailDomains,
  emailCandidates,
  emailVerdictMessages,
  judgeEmail,
  type EmailVerdict,
} from '../../domain/emailVerdict';
import { isValidEmail } from '../../domain/validators/email';
import type { FieldErrors } from '../../domain/engine/validate';
import { errorResponses, PRIVATE } from '../contract/responses';
import { checkedQuery, unknownQueryKeys } from '../contract/validationProblems';
import { visibleTo, type Store, type Viewer } from '../rest/store';
import { viewerOf } from '../rest/routes';

type Query = { email?: unknown; hideMessage?: unknown };

const FLAGS = new Map<string, boolean>([
  ['true', true],
  ['1', true],
  ['false', false],
  ['0', false],
  ['', false],
]);

const emailValidateRoute: FastifySchema = {
  summary: 'Validar una dirección de correo electrónico',
  description:
    'Formato, lista de validación de correos (la de la organización y la del producto) y dominios de casillas temporales.',
  tags: ['Generales'],
  querystring: {
    type: 'object',
    properties: {
      email: { type: 'string', description: 'La dirección a validar.' },
      hideMessage: {
        type: 'string',
        enum: [...FLAGS.keys()],
        description: 'true: la respuesta no trae `message` (el cliente no muestra aviso).',
      },
    },
    additionalProperties: false,
  },
  response: {
    200: {
      type: 'object',
      properties: {
        valid: { type: 'boolean' },
        reason: { type: 'string', description: 'Por qué, en castellano.' },
        message: { type: 'string', description: 'El motivo, salvo con hideMessage.' },
      },
      required: ['valid', 'reason'],
      additionalProperties: false,
    },
    ...errorResponses([...PRIVATE, 422]),
  },
};

/** Per-field Spanish messages for a query the handler cannot use. */
function queryErrors(query: Query): FieldErrors {
  const errors = unknownQueryKeys(query, ['email', 'hideMessage']);
  if (query.email === undefined || (typeof query.email === 'string' && !query.email.trim()))
    errors.email = [emailVerdictMessages.required];
  else if (typeof query.email !== 'string') errors.email = [emailVerdictMessages.notText];
  const flag = query.hideMessage;
  if (flag !== undefined && (typeof flag !== 'string' || !FLAGS.has(flag)))
    errors.hideMessage = [emailVerdictMessages.hideMessage];
  return errors;
}

/** The catalogue entries about the address or one of its domains that the viewer sees. */
async function catalogueEntries(store: Store, viewer: Viewer, address: string) {
  const rows = await visibleTo(
    store.db
      .selectFrom(emailValidation.table)
      .select(['value', 'result', 'reason', ORGANIZATION_COLUMN])
      .where(sql<string>`lower(value)`, 'in', emailCandidates(address)),
    emailValidation,
    viewer,
  ).execute();
  return rows.map((row) => ({
    value: String(row.value),
    result: Number(row.result),
    reason: row.reason == null ? null : String(row.reason),
    organizationId: row[ORGANIZATION_COLUMN] == null ? null : Number(row[ORGANIZATION_COLUMN]),
  }));
}

export async function emailVerdict(
  store: Store,
  viewer: Viewer,
  address: string,
): Promise<EmailVerdict> {
  if (!isValidEmail(address.trim())) return judgeEmail(address, [], false);
  const entries = await catalogueEntries(store, viewer, address);
  const disposable = emailDomains(address).some((domain) => isDisposableEmailDomain(domain));
  return judgeEmail(address, entries, disposable);
}

export function registerEmailValidateRoute(app: FastifyInstance, store: Store) {
  app.get(
    '/api/v1/general/email/validate',
    { schema: emailValidateRoute, attachValidation: true },
    async (request) => {
      const query = checkedQuery(request, queryErrors);
      const verdict = await emailVerdict(store, viewerOf(request.user!), String(query.email));
      const hide = FLAGS.get(String(query.hideMessage ?? '')) ?? false;
      return hide ? verdict : { ...verdict, message: verdict.reason };
    },
  );
}
