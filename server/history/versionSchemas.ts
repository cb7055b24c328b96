/**
 * The contract of the history's routes (versionRoutes.ts): params, query and answers, in
 * Spanish for the API's readers. A snapshot's record and rows carry the declared fields the
 * history keeps (domain/engine/history.ts `versionedFields`), described, not enumerated.
 */
import type { FastifySchema } from 'fastify';
import type { Entity } from '../../domain/engine/entity';
import { idParams } from '../contract/resourceSchemas';
import { errorResponses, PRIVATE } from '../contract/responses';

const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const anyValue = {} as const;
const row = { type: 'object', additionalProperties: true } as const;

const summaryProperties = {
  version: { type: 'integer', description: 'Número de versión, en el orden en que se registró.' },
  effective_from: { type: 'string', format: 'date', description: 'Desde qué día rige.' },
  recorded_at: { type: 'string', format: 'date-time', description: 'Cuándo se registró.' },
  cause: { ...text, description: 'Por qué: «Emisión», «Anulación: Falta de pago», un endoso.' },
  movement_id: { ...nullableText, description: 'El endoso (movimiento) que la generó, si hubo.' },
  actor_id: { type: ['integer', 'null'], description: 'Quién la registró; null: el sistema.' },
  actor_name: nullableText,
} as const;
const summaryKeys = Object.keys(summaryProperties);

const summarySchema = {
  type: 'object',
  properties: summaryProperties,
  required: summaryKeys,
  additionalProperties: false,
};

const errors = (statuses: number[]) =>
  errorResponses([...statuses, ...PRIVATE].sort((a, b) => a - b));

const tags = (entity: Entity) => [entity.label.many];

export const versionsSchema = (entity: Entity): FastifySchema => ({
  summary: `Versiones de ${entity.label.one.toLowerCase()}`,
  description:
    'Cada cambio con el día desde el que rige, en el orden en que se registró. `valid_to`: el último día en que fue la vigente (null si lo es, o si ninguna posterior empezó a regir).',
  tags: tags(entity),
  params: idParams(entity),
  querystring: { type: 'object', properties: {}, additionalProperties: false },
  response: {
    200: {
      type: 'array',
      items: {
        ...summarySchema,
        properties: {
          ...summaryProperties,
          valid_to: { type: ['string', 'null'], format: 'date' },
        },
        required: [...summaryKeys, 'valid_to'],
      },
    },
    ...errors([403, 404, 422]),
  },
});

export const asOfSchema = (entity: Entity): FastifySchema => ({
  summary: `${entity.label.one} a una fecha`,
  description:
    'La versión que regía ese día (la de fecha de vigencia más reciente hasta ese día; de dos del mismo día, la registrada después), con sus datos y los de sus partes. Una fecha anterior a la primera versión es un 404 que dice desde cuándo hay datos.',
  tags: tags(entity),
  params: idParams(entity),
  querystring: {
    type: 'object',
    properties: { date: { ...text, description: 'El día, AAAA-MM-DD.' } },
    required: ['date'],
    additionalProperties: false,
  },
  response: {
    200: {
      type: 'object',
      properties: {
        ...summaryProperties,
        record: { ...row, description: 'Los campos del registro en esa versión.' },
        parts: {
          type: 'object',
          description: 'Las filas de cada parte (por su nombre de recurso) en esa versión.',
          additionalProperties: { type: 'array', items: row },
        },
      },
      required: [...summaryKeys, 'record', 'parts'],
      additionalProperties: false,
    },
    ...errors([403, 404, 422]),
  },
});

const changeSchema = {
  type: 'object',
  properties: { field: text, label: text, before: anyValue, after: anyValue },
  required: ['field', 'label', 'before', 'after'],
  additionalProperties: false,
};

export const compareSchema = (entity: Entity): FastifySchema => ({
  summary: `Comparar dos versiones de ${entity.label.one.toLowerCase()}`,
  description:
    'Qué cambió de la versión `from` a la `to`, campo por campo con su nombre en castellano; las filas de cada parte por su id: agregadas, quitadas o cambiadas, con sus valores antes y después.',
  tags: tags(entity),
  params: idParams(entity),
  querystring: {
    type: 'object',
    properties: {
      from: { ...text, description: 'Número de la versión de antes.' },
      to: { ...text, description: 'Número de la versión de después.' },
    },
    required: ['from', 'to'],
    additionalProperties: false,
  },
  response: {
    200: {
      type: 'object',
      properties: {
        from: summarySchema,
        to: summarySchema,
        fields: { type: 'array', items: changeSchema },
        parts: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              entity: text,
              label: text,
              rows: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    id: text,
                    kind: { type: 'string', enum: ['added', 'removed', 'changed'] },
                    before: { type: ['object', 'null'], additionalProperties: true },
                    after: { type: ['object', 'null'], additionalProperties: true },
                    fields: { type: 'array', items: changeSchema },
                  },
                  required: ['id', 'kind', 'before', 'after', 'fields'],
                  additionalProperties: false,
                },
              },
            },
            required: ['entity', 'label', 'rows'],
            additionalProperties: false,
          },
        },
      },
      required: ['from', 'to', 'fields', 'parts'],
      additionalProperties: false,
    },
    ...errors([403, 404, 422]),
  },
});
