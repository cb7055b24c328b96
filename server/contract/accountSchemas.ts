/**
 * Schemas of the hand-written authentication and account routes (spec sections 3 and 7). Their
 * rules stay in the handlers and domain/passwords.ts; these describe the shapes, which the
 * handlers' own checks turn into Spanish messages when the schema refuses a body.
 */
import type { FastifySchema } from 'fastify';
import { entityByName } from '../../domain/entities';
import { ref } from './entitySchemas';
import type { JsonSchema } from './fieldSchemas';
import { errorResponses, PRIVATE, WITH_BODY } from './responses';
import { PROFILE, SESSION_ACCESS, SUCCESS, TOKENS } from './schemaIds';

const strings = { type: 'array', items: { type: 'string' } };
const grants = {
  type: 'array',
  items: {
    type: 'object',
    properties: { name: { type: 'string' }, label: { type: 'string' } },
    required: ['name', 'label'],
    additionalProperties: false,
  },
};
const accessProperties = {
  access: {
    type: 'object',
    description: 'Las tres listas de acceso de la sesión (spec 6).',
    properties: { permission: strings, role: strings, assigment: strings },
    required: ['permission', 'role', 'assigment'],
    additionalProperties: false,
  },
  grants: {
    type: 'object',
    description: 'La descripción en castellano de cada rol y cargo de `access`.',
    properties: { role: grants, assigment: grants },
    required: ['role', 'assigment'],
    additionalProperties: false,
  },
  organizations: {
    type: 'array',
    items: {
      type: 'object',
      properties: { organization_id: { type: 'integer' } },
      required: ['organization_id'],
      additionalProperties: false,
    },
  },
};

/** What a session may do: shared by the profile and the user's access view. */
export const sessionAccessSchema: JsonSchema = {
  $id: SESSION_ACCESS,
  title: 'Acceso de la sesión',
  type: 'object',
  properties: accessProperties,
  required: ['access', 'grants', 'organizations'],
  additionalProperties: false,
};

export const profileSchema: JsonSchema = {
  $id: PROFILE,
  title: 'Perfil',
  description: 'El usuario de la sesión (spec 3).',
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    email: { type: 'string', format: 'email' },
    ...accessProperties,
    supervises: {
      type: 'array',
      description:
        'Los usuarios de los equipos activos que supervisa: a ellos puede reasignar sus registros.',
      items: { type: 'integer' },
    },
    user_components: { type: 'object', additionalProperties: false },
  },
  required: [
    'id',
    'name',
    'email',
    'access',
    'grants',
    'organizations',
    'supervises',
    'user_components',
  ],
  additionalProperties: false,
};

export const tokensSchema: JsonSchema = {
  $id: TOKENS,
  title: 'Tokens de la sesión',
  type: 'object',
  properties: {
    access_token: { type: 'string' },
    refresh_token: { type: 'string' },
    token_type: { type: 'string', enum: ['Bearer'] },
    expires_in: { type: 'integer', description: 'Segundos de vida del token de acceso.' },
    user: ref(PROFILE),
  },
  required: ['access_token', 'refresh_token', 'token_type', 'expires_in', 'user'],
  additionalProperties: false,
};

const text = (title: string, extra: JsonSchema = {}): JsonSchema => ({
  type: 'string',
  title,
  ...extra,
});
/** The public client's id (app-config.js); a number is read as its digits. */
const clientId = { type: ['string', 'integer'], title: 'Id del cliente OAuth' };
/** A confidential API client's secret (admin/client); the web app, a public client, sends none. */
const clientSecret = {
  type: 'string',
  description:
    'Secreto de un cliente de la API (admin/client). El cliente público de la aplicación web no lo usa.',
};
const passwordPair = {
  password: text('Contraseña nueva', { writeOnly: true }),
  password_confirmation: text('Confirmación', { writeOnly: true }),
};

const body = (properties: Record<string, JsonSchema>): JsonSchema => ({
  type: 'object',
  properties,
  additionalProperties: false,
});

const AUTH = ['Autenticación'];
const ACCOUNT = ['Cuenta'];

export const tokenRoute: FastifySchema = {
  summary: 'Ingresar o renovar la sesión (OAuth: password o refresh_token)',
  tags: AUTH,
  body: {
    ...body({
      grant_type: { type: 'string', enum: ['password', 'refresh_token'] },
      client_id: clientId,
      client_secret: clientSecret,
      username: text('Correo electrónico'),
      password: text('Contraseña', { writeOnly: true }),
      refresh_token: text('Token de renovación'),
      scope: { type: 'string', description: 'Ignorado.' },
    }),
    // RFC 6749 § 3.1: the authorization server MUST ignore unrecognized request parameters.
    additionalProperties: true,
    description: 'Los parámetros que el pedido no reconoce se ignoran (RFC 6749, § 3.1).',
  },
  response: { 200: ref(TOKENS), ...errorResponses([...WITH_BODY, 401, 429, 503]) },
};

export const profileRoute: FastifySchema = {
  summary: 'Perfil de la sesión',
  tags: AUTH,
  response: {
    200: {
      type: 'object',
      properties: { success: { type: 'boolean' }, data: ref(PROFILE) },
      required: ['success', 'data'],
      additionalProperties: false,
    },
    ...errorResponses([...PRIVATE]),
  },
};

export const logoutRoute: FastifySchema = {
  summary: 'Cerrar la sesión',
  tags: AUTH,
  response: { 200: ref(SUCCESS), ...errorResponses([...PRIVATE]) },
};

export const registerRoute: FastifySchema = {
  summary: 'Registrarse',
  tags: ACCOUNT,
  body: body({
    name: text('Nombre', { description: 'Hasta 120 caracteres.' }),
    email: text('Correo electrónico'),
    ...passwordPair,
    client_id: clientId,
    client_secret: clientSecret,
  }),
  response: { 201: ref(TOKENS), ...errorResponses([...WITH_BODY, 401, 429, 503]) },
};

export const passwordEmailRoute: FastifySchema = {
  summary: 'Pedir un enlace para restablecer la contraseña',
  tags: ACCOUNT,
  body: body({
    email: text('Correo electrónico'),
    client_id: clientId,
    client_secret: clientSecret,
  }),
  response: { 200: ref(SUCCESS), ...errorResponses([...WITH_BODY, 429, 503]) },
};

export const passwordResetRoute: FastifySchema = {
  summary: 'Restablecer la contraseña con el enlace recibido',
  tags: ACCOUNT,
  body: body({
    email: text('Correo electrónico'),
    token: text('Token del enlace'),
    ...passwordPair,
    client_id: clientId,
    client_secret: clientSecret,
  }),
  response: { 200: ref(SUCCESS), ...errorResponses([...WITH_BODY, 401, 503]) },
};

export const ownPasswordRoute: FastifySchema = {
  summary: 'Cambiar la propia contraseña',
  tags: ACCOUNT,
  body: body({ current_password: text('Contraseña actual', { writeOnly: true }), ...passwordPair }),
  response: { 200: ref(SUCCESS), ...errorResponses([...WITH_BODY, ...PRIVATE, 429]) },
};

const userParams: JsonSchema = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^\\d{1,10}$', description: 'Id del usuario.' } },
  required: ['id'],
  additionalProperties: false,
};
const usersTag = () => [entityByName('auth-admin/user').label.many];

export const userPasswordRoute = (): FastifySchema => ({
  summary: 'Cambiar la contraseña de un usuario',
  tags: usersTag(),
  params: userParams,
  body: body(passwordPair),
  response: { 200: ref(SUCCESS), ...errorResponses([...WITH_BODY, ...PRIVATE, 403, 404]) },
});

export const userAccessRoute = (): FastifySchema => ({
  summary: 'Acceso que tendría la sesión del usuario',
  tags: usersTag(),
  params: userParams,
  response: {
    200: {
      type: 'object',
      properties: { success: { type: 'boolean' }, data: ref(SESSION_ACCESS) },
      required: ['success', 'data'],
      additionalProperties: false,
    },
    ...errorResponses([...PRIVATE, 403, 404]),
  },
});
