/**
 * `GET /api/v1/search?q=` (Ctrl+K): the records of every globally searched entity
 * (domain/engine/globalSearch.ts) that the user's own lists would show, a few per kind with the total,
 * grouped by kind. Each kind is read with its list's query (same search, same organization
 * scope), so search, lists and counts always agree; a kind the user may not list is absent.
 */
import type { FastifyInstance, FastifySchema } from 'fastify';
import {
  GLOBAL_SEARCH,
  globalSearchProblem,
  globalSearchText,
  searchEverywhere as searchAll,
} from '../../domain/engine/globalSearch';
import type { Entity } from '../../domain/engine/entity';
import { errorMessages } from '../../domain/engine/messages';
import type { FieldErrors } from '../../domain/engine/validate';
import { errorResponses, PRIVATE } from '../contract/responses';
import { checkedQuery, unknownQueryKeys } from '../contract/validationProblems';
import { HttpProblem } from '../http/problems';
import { listRecords } from '../rest/listing';
import { viewerOf } from '../rest/routes';
import type { Store, Viewer } from '../rest/store';

const searchRoute: FastifySchema = {
  summary: 'Buscar en todo el producto',
  description:
    'Los registros de cada sección con búsqueda global que las listas del usuario mostrarían: nombre, razón social, CUIT con o sin guiones, correo…',
  tags: ['Generales'],
  querystring: {
    type: 'object',
    properties: {
      q: {
        type: 'string',
        description: `De ${GLOBAL_SEARCH.minLength} a ${GLOBAL_SEARCH.maxLength} caracteres.`,
      },
    },
    additionalProperties: false,
  },
  response: {
    200: {
      type: 'object',
      properties: {
        groups: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              resource: { type: 'string', description: 'La sección (su ruta).' },
              label: { type: 'string' },
              total: { type: 'integer', description: 'Cuántos registros coinciden en total.' },
              records: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    id: { type: ['integer', 'string'] },
                    label: { type: 'string' },
                    detail: { type: 'string', description: 'Los otros datos que coincidieron.' },
                  },
                  required: ['id', 'label', 'detail'],
                  additionalProperties: false,
                },
              },
            },
            required: ['resource', 'label', 'total', 'records'],
            additionalProperties: false,
          },
        },
      },
      required: ['groups'],
      additionalProperties: false,
    },
    ...errorResponses([...PRIVATE, 422]),
  },
};

type Query = Record<string, unknown>;

/** The search's query: `q` alone, a text the search can use. */
function searchQueryErrors(query: Query): FieldErrors {
  const errors = unknownQueryKeys(query, ['q']);
  const problem = globalSearchProblem(query.q);
  if (problem) errors.q = [problem];
  return errors;
}

/**
 * The search from anywhere (domain/engine/globalSearch.ts) once its query is checked, each kind
 * read by `readKind` (fixtures mode answers with it too, over its collections).
 */
export function globalSearchAnswer(
  access: Viewer['access'],
  request: Parameters<typeof checkedQuery>[0],
  readKind: (entity: Entity, q: string) => ReturnType<Parameters<typeof searchAll>[2]>,
) {
  const q = globalSearchText(checkedQuery(request, searchQueryErrors).q)!;
  return searchAll(access, q, (entity) => readKind(entity, q));
}

/** Each kind by its list's own search. */
const listedKind = (store: Store, viewer: Viewer) => (entity: Entity, q: string) =>
  listRecords(
    store,
    entity,
    {
      q,
      ids: null,
      conditions: [],
      sort: { field: entity.sort.field, order: entity.sort.order === 'ASC' ? 'asc' : 'desc' },
      offset: 0,
      limit: GLOBAL_SEARCH.perKind,
    },
    viewer,
  );

export function registerGlobalSearch(app: FastifyInstance, store: Store) {
  app.get('/api/v1/search', { schema: searchRoute, attachValidation: true }, async (request) => {
    const user = request.user;
    if (!user) throw new HttpProblem(401, errorMessages.unauthenticated);
    const viewer = viewerOf(user);
    return globalSearchAnswer(viewer.access, request, listedKind(store, viewer));
  });
}
