/**
 * Shared schemas every route refers to by `$ref` (registered once with `app.addSchema`, so the
 * OpenAPI document shows them as named components): the error bodies and one record, create
 * body and edit body per declared entity.
 */
import type { FastifyInstance } from 'fastify';
import { entities } from '../../domain/entities';
import { inputSchema, recordSchema, updateSchema } from './entitySchemas';
import type { JsonSchema } from './fieldSchemas';
import { profileSchema, sessionAccessSchema, tokensSchema } from './accountSchemas';

import { PROBLEM, SUCCESS, VALIDATION_PROBLEM } from './schemaIds';

export { PROBLEM, SUCCESS, VALIDATION_PROBLEM } from './schemaIds';

export const problemSchema: JsonSchema = {
  $id: PROBLEM,
  title: 'Error',
  description: 'Toda respuesta de error: un mensaje en castellano para mostrar al usuario.',
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
  additionalProperties: false,
};

export const validationProblemSchema: JsonSchema = {
  $id: VALIDATION_PROBLEM,
  title: 'Datos no válidos',
  description:
    'Respuesta 422: el primer mensaje y, por campo, los mensajes en castellano de cada regla que no se cumple.',
  type: 'object',
  properties: {
    message: { type: 'string' },
    errors: {
      type: 'object',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
  },
  required: ['message'],
  additionalProperties: false,
};

/** `{success: true, data: null, message?}`: the answer of actions that return nothing. */
export const successSchema: JsonSchema = {
  $id: SUCCESS,
  title: 'Acción realizada',
  type: 'object',
  properties: {
    success: { type: 'boolean' },
    data: { type: 'null' },
    message: { type: 'string' },
  },
  required: ['success', 'data'],
  additionalProperties: false,
};

/** Every shared schema, in registration order. */
export function sharedSchemas(): JsonSchema[] {
  return [
    problemSchema,
    validationProblemSchema,
    successSchema,
    sessionAccessSchema,
    profileSchema,
    tokensSchema,
    ...entities.flatMap((entity) => [
      recordSchema(entity),
      ...(entity.readOnly ? [] : [inputSchema(entity), updateSchema(entity)]),
    ]),
  ];
}

export function registerSharedSchemas(app: FastifyInstance) {
  for (const schema of sharedSchemas()) app.addSchema(schema);
}
