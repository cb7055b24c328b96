/** Schemas of the system probes and the hand-written notification routes. */
import type { FastifySchema } from 'fastify';
import { notification, notificationDraft } from '../../domain/entities/notification';
import { inputSchema, recordId, ref } from './entitySchemas';
import { errorResponses, messageAnswer, PRIVATE, WITH_BODY } from './responses';

const SYSTEM = ['Sistema'];
const NOTIFICATIONS = [notification.label.many];

export const healthRoute: FastifySchema = {
  summary: 'El proceso responde',
  tags: SYSTEM,
  response: {
    200: {
      type: 'object',
      properties: { status: { type: 'string', enum: ['ok'] }, version: { type: 'string' } },
      required: ['status', 'version'],
      additionalProperties: false,
    },
  },
};

export const readyRoute: FastifySchema = {
  summary: 'El proceso puede atender: base de datos y Redis disponibles',
  tags: SYSTEM,
  response: {
    200: {
      type: 'object',
      properties: { status: { type: 'string', enum: ['ready'] } },
      required: ['status'],
      additionalProperties: false,
    },
    503: {
      description: 'La base de datos o Redis no responden.',
      type: 'object',
      properties: {
        message: { type: 'string' },
        database: { type: 'boolean' },
        redis: { type: 'boolean' },
      },
      required: ['message', 'database', 'redis'],
      additionalProperties: false,
    },
  },
};

export const readOneRoute: FastifySchema = {
  summary: 'Marcar una notificación como leída',
  tags: NOTIFICATIONS,
  params: {
    type: 'object',
    properties: { id: { type: 'string', pattern: '^\\d{1,10}$' } },
    required: ['id'],
    additionalProperties: false,
  },
  response: { 200: ref(recordId(notification)), ...errorResponses([...PRIVATE, 404]) },
};

export const readAllRoute: FastifySchema = {
  summary: 'Marcar todas las notificaciones como leídas',
  tags: NOTIFICATIONS,
  response: {
    200: messageAnswer({
      type: 'object',
      properties: { count: { type: 'integer' } },
      required: ['count'],
      additionalProperties: false,
    }),
    ...errorResponses([...PRIVATE]),
  },
};

/** The draft is a declaration (domain/entities/notification.ts): its body schema is generated. */
export const sendRoute = (): FastifySchema => {
  const { $id: _id, ...draft } = inputSchema(notificationDraft);
  return {
    summary: 'Enviar una notificación a usuarios, roles o cargos',
    tags: NOTIFICATIONS,
    body: draft,
    response: {
      201: messageAnswer({
        type: 'object',
        properties: {
          count: { type: 'integer' },
          recipients: {
            type: 'array',
            items: { type: 'integer' },
            description: 'Ids de usuarios.',
          },
        },
        required: ['count', 'recipients'],
        additionalProperties: false,
      }),
      ...errorResponses([...WITH_BODY, ...PRIVATE, 403]),
    },
  };
};

export const broadcastingRoute: FastifySchema = {
  summary: 'Autorizar un canal privado de tiempo real (JSON o formulario)',
  tags: NOTIFICATIONS,
  body: {
    type: 'object',
    properties: {
      socket_id: { type: 'string' },
      channel_name: { type: 'string', examples: ['private-user.1'] },
    },
    additionalProperties: false,
  },
  response: {
    200: {
      type: 'object',
      properties: { auth: { type: 'string' }, user_id: { type: 'integer' } },
      required: ['auth', 'user_id'],
      additionalProperties: false,
    },
    ...errorResponses([...WITH_BODY, ...PRIVATE, 403]),
  },
};
