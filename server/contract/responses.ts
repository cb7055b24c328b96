/** Error answers a route declares beside its success: `Problem`, or `ValidationProblem` for 422. */
import { ref } from './entitySchemas';
import type { JsonSchema } from './fieldSchemas';
import { PROBLEM, VALIDATION_PROBLEM } from './schemaIds';

/** What each error status means, for readers of the document. */
const meanings: Record<number, string> = {
  400: 'Solicitud mal formada (JSON, parámetros de la consulta).',
  401: 'Sin sesión válida (falta el token de acceso o expiró).',
  403: 'La sesión no tiene permiso para esta acción o este registro.',
  404: 'El registro no existe o no es visible para la sesión.',
  405: 'El listado es de solo lectura.',
  409: 'Conflicto: otro usuario modificó el registro, un valor único está en uso o el registro está referenciado.',
  413: 'La solicitud es demasiado grande.',
  415: 'El tipo de contenido no es admitido; envíe JSON.',
  422: 'Datos no válidos: mensajes por campo.',
  429: 'Demasiadas solicitudes: espere lo que indica Retry-After.',
  503: 'El servicio no está disponible en este momento.',
};

export function errorResponses(statuses: readonly number[]): Record<number, JsonSchema> {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      {
        description: meanings[status] ?? 'Error.',
        ...ref(status === 422 ? VALIDATION_PROBLEM : PROBLEM),
      },
    ]),
  );
}

/** Statuses every private API route can answer with. */
export const PRIVATE = [401, 503] as const;

/** The path of a route on one record with a UUID id (opportunities, clients…). */
export const uuidParams: JsonSchema = {
  type: 'object',
  properties: { id: { type: 'string', format: 'uuid' } },
  required: ['id'],
};

/** Statuses every route taking a JSON body can answer with. */
export const WITH_BODY = [400, 413, 415, 422] as const;

/** `{success, message, data}`: an action's answer that says what it did and returns `data`. */
export const messageAnswer = (data: JsonSchema): JsonSchema => ({
  type: 'object',
  properties: { success: { type: 'boolean' }, message: { type: 'string' }, data },
  required: ['success', 'message', 'data'],
  additionalProperties: false,
});
