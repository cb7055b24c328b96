/**
 * Route schemas of the generated endpoints of one declaration (ra-data-simple-rest):
 * list (also getMany, `filter={"id":[...]}`), show, create, update (also updateMany, one PUT per
 * record) and delete (also deleteMany). The list query's JSON parameters are described as the
 * text they travel as; their meaning is checked by server/rest/listQuery.ts.
 */
import type { FastifySchema } from 'fastify';
import { throughFilterKeys } from '../../domain/engine/detailTabs';
import type { Entity } from '../../domain/engine/entity';
import { inputId, recordId, ref, updateId } from './entitySchemas';
import type { JsonSchema } from './fieldSchemas';
import { errorResponses, PRIVATE, WITH_BODY } from './responses';

export type RouteAction = 'list' | 'show' | 'create' | 'edit' | 'delete';

/** A record route's `{id}`: a UUID or a positive integer, as the entity declares. */
export const idParams = (entity: Entity): JsonSchema => ({
  type: 'object',
  properties: {
    id:
      entity.idKind === 'uuid'
        ? { type: 'string', format: 'uuid', description: 'Id del registro (UUID).' }
        : { type: 'string', pattern: '^\\d{1,10}$', description: 'Id del registro.' },
  },
  required: ['id'],
  additionalProperties: false,
});

/** The through-tabs' dotted filters (domain/engine/detailTabs.ts): the id of the record one hop away. */
function throughNote(entity: Entity) {
  const keys = throughFilterKeys(entity);
  return keys.length ? ` Por un registro vinculado (su id): ${keys.join(', ')}.` : '';
}

const listQuery = (entity: Entity): JsonSchema => ({
  type: 'object',
  properties: {
    filter: {
      type: 'string',
      description: `JSON con los filtros: {"q": texto a buscar, campo: valor, campo_gte/campo_lte: límites, "id": [ids] para traer varios}. Campos: ${Object.keys(entity.fields).join(', ')}.${throughNote(entity)}`,
      examples: ['{"q":"san"}', '{"id":[1,2,3]}'],
    },
    range: {
      type: 'string',
      description: 'JSON [inicio, fin] de la página (hasta 5000 registros); por omisión [0,24].',
      examples: ['[0,24]'],
    },
    sort: {
      type: 'string',
      description: `JSON [campo, "ASC" o "DESC"]; por omisión ["${entity.sort.field}","${entity.sort.order}"].`,
      examples: [`["${entity.sort.field}","${entity.sort.order}"]`],
    },
  },
  // Other parameters (a cache-busting `_`) have always been ignored, not refused.
  additionalProperties: true,
});

function route(
  entity: Entity,
  summary: string,
  parts: Partial<FastifySchema>,
  success: [number, JsonSchema],
  errors: number[],
): FastifySchema {
  return {
    summary,
    tags: [entity.label.many],
    ...parts,
    response: {
      [success[0]]: success[1],
      ...errorResponses([...errors, ...PRIVATE].sort((a, b) => a - b)),
    },
  };
}

/** The schema of each generated route of `entity`. */
export function resourceSchemas(entity: Entity): Record<RouteAction, FastifySchema> {
  const one = entity.label.one.toLowerCase();
  const many = entity.label.many.toLowerCase();
  const record = ref(recordId(entity));
  const writeErrors = entity.readOnly ? [403, 405] : [403, 409];
  // A read-only entity's writes answer 405 before looking at the body.
  const createBody = entity.readOnly ? {} : { body: ref(inputId(entity)) };
  const updateBody = entity.readOnly ? {} : { body: ref(updateId(entity)) };
  return {
    list: route(
      entity,
      `Listar ${many}`,
      { querystring: listQuery(entity) },
      [
        200,
        {
          description: `Una página de ${many}; el total va en Content-Range (${entity.name} inicio-fin/total).`,
          type: 'array',
          items: record,
        },
      ],
      [400, 403],
    ),
    show: route(entity, `Ver ${one}`, { params: idParams(entity) }, [200, record], [403, 404]),
    create: route(
      entity,
      `Crear ${one}`,
      createBody,
      [201, record],
      [...writeErrors, ...(entity.readOnly ? [] : WITH_BODY)],
    ),
    edit: route(
      entity,
      `Modificar ${one}`,
      { params: idParams(entity), ...updateBody },
      [200, record],
      [...writeErrors, 404, ...(entity.readOnly ? [] : WITH_BODY)],
    ),
    delete: route(
      entity,
      `Eliminar ${one}`,
      { params: idParams(entity) },
      [200, { ...record, description: `El registro eliminado (o marcado como baja).` }],
      [...writeErrors, 404, 422],
    ),
  };
}
