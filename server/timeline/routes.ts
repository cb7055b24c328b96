/**
 * `GET /api/v1/{entity}/{id}/timeline?kind=&before=&limit=` for every entity whose page shows
 * the client's history (its `timeline` panel: accounts and economic groups). Whoever may open
 * the record's page reads it; a record they cannot see (another organization's, another
 * executive's client) is a 404, as its own page is. The query is checked in Spanish.
 */
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { Entity } from '../../domain/engine/entity';
import { errorMessages } from '../../domain/engine/messages';
import {
  parseTimelineQuery,
  TIMELINE_PAGE,
  timelineKinds,
  timelineParents,
  timelineQueryProblems,
} from '../../domain/timeline';
import { errorResponses, PRIVATE } from '../contract/responses';
import { checkedQuery, unknownQueryKeys } from '../contract/validationProblems';
import { HttpProblem } from '../http/problems';
import { getRecord } from '../rest/repository';
import { requireAccess, requireId, viewerOf } from '../rest/routes';
import type { Store } from '../rest/store';
import { readTimeline } from './timeline';

const QUERY_KEYS = ['kind', 'before', 'limit'];
const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;

const itemSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', description: '{tipo}:{id}, único en el historial.' },
    kind: { type: 'string', enum: timelineKinds.map((k) => k.code) },
    at: { type: 'string', format: 'date-time' },
    at_label: {
      ...nullableText,
      description: 'Qué indica la fecha cuando no es del hecho ("Vence").',
    },
    title: text,
    facts: { type: 'array', items: text, description: 'Datos del registro: "Etiqueta: valor".' },
    text: nullableText,
    by: { ...nullableText, description: 'Quién hizo el cambio (solo cambios).' },
    account: {
      type: ['object', 'null'],
      properties: { id: text, label: text },
      required: ['id', 'label'],
      additionalProperties: false,
    },
    record: {
      type: ['object', 'null'],
      description: 'El registro para abrir, si existe y es visible.',
      properties: { resource: text, id: { type: ['string', 'integer'] } },
      required: ['resource', 'id'],
      additionalProperties: false,
    },
    changes: {
      type: 'array',
      items: {
        type: 'object',
        properties: { label: text, from: nullableText, to: nullableText },
        required: ['label', 'from', 'to'],
        additionalProperties: false,
      },
    },
  },
  required: [
    'id',
    'kind',
    'at',
    'at_label',
    'title',
    'facts',
    'text',
    'by',
    'account',
    'record',
    'changes',
  ],
  additionalProperties: false,
};

function timelineSchema(parent: Entity): FastifySchema {
  return {
    summary: `Historial de ${parent.label.one.toLowerCase()}`,
    description: `Interacciones, tareas y cambios${parent.name === 'account' ? '' : ' de sus clientes'}, del más nuevo al más viejo, solo lo que la sesión puede ver. Tipos: ${timelineKinds.map((k) => `${k.code} (${k.label})`).join(', ')}.`,
    tags: [parent.label.many],
    params: {
      type: 'object',
      properties: {
        id:
          parent.idKind === 'uuid'
            ? { type: 'string', format: 'uuid', description: 'Id del registro (UUID).' }
            : { type: 'string', pattern: '^\\d{1,10}$', description: 'Id del registro.' },
      },
      required: ['id'],
      additionalProperties: false,
    },
    querystring: {
      type: 'object',
      properties: {
        kind: { ...text, description: 'Tipos separados por comas; todos por omisión.' },
        before: { ...text, description: 'El valor next de la página anterior.' },
        limit: {
          ...text,
          description: `De 1 a ${TIMELINE_PAGE.max}; ${TIMELINE_PAGE.size} por omisión.`,
        },
      },
      additionalProperties: false,
    },
    response: {
      200: {
        type: 'object',
        properties: {
          items: { type: 'array', items: itemSchema },
          next: {
            ...nullableText,
            description: 'El before de la página siguiente; null al final.',
          },
        },
        required: ['items', 'next'],
        additionalProperties: false,
      },
      ...errorResponses([403, 404, 422, ...PRIVATE].sort((a, b) => a - b)),
    },
  };
}

export function registerTimelineRoutes(app: FastifyInstance, store: Store) {
  for (const parent of timelineParents()) {
    app.get<{ Params: { id: string } }>(
      `/api/v1/${parent.name}/:id/timeline`,
      { schema: timelineSchema(parent), attachValidation: true },
      async (request) => {
        const user = requireAccess(request, parent, 'show');
        const query = checkedQuery(request, (q) => ({
          ...unknownQueryKeys(q, QUERY_KEYS),
          ...timelineQueryProblems(q),
        }));
        const viewer = viewerOf(user);
        const id = requireId(parent, request.params.id);
        if (!(await getRecord(store, parent, id, viewer)))
          throw new HttpProblem(404, errorMessages.notFound);
        return readTimeline(store, parent, id, viewer, parseTimelineQuery(query));
      },
    );
  }
}
