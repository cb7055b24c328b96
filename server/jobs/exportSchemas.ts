/** Contract of the export route of each entity (server/contract: every route declares schemas). */
import type { FastifySchema } from 'fastify';
import type { Entity } from '../../domain/engine/entity';
import { errorResponses, PRIVATE } from '../contract/responses';

export interface ExportBody {
  format?: 'xlsx' | 'csv';
  filter?: Record<string, unknown>;
  sort?: [string, 'ASC' | 'DESC'];
}

/** `list`: the title of the list exported, the entity's or one of its named lists'. */
export const exportRoute = (entity: Entity, list = entity.label.many): FastifySchema => ({
  summary: `Exportar ${list.toLowerCase()} como planilla (en segundo plano)`,
  description:
    'Para listados grandes: genera la planilla con el filtro y el orden del listado y la deja en Descargas; avisa con una notificación.',
  tags: [entity.label.many],
  body: {
    type: 'object',
    properties: {
      format: { type: 'string', enum: ['xlsx', 'csv'] },
      filter: { type: 'object' },
      sort: {
        type: 'array',
        items: [{ type: 'string' }, { type: 'string', enum: ['ASC', 'DESC'] }],
        minItems: 2,
        additionalItems: false,
      },
    },
    additionalProperties: false,
  },
  response: {
    202: {
      description: 'La exportación quedó en cola.',
      type: 'object',
      properties: {
        download_id: { type: 'integer' },
        job_id: { type: 'integer' },
        message: { type: 'string' },
      },
      required: ['download_id', 'job_id', 'message'],
      additionalProperties: false,
    },
    ...errorResponses([...PRIVATE, 400, 403, 422, 429]),
  },
});
