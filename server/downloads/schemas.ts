/** Contract of the download and job routes (server/contract: every route declares its schemas). */
import type { FastifySchema } from 'fastify';
import { download } from '../../domain/entities/jobs';
import { errorResponses, PRIVATE } from '../contract/responses';

const idParams = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^\\d{1,10}$' } },
  required: ['id'],
  additionalProperties: false,
} as const;

export const downloadContentRoute: FastifySchema = {
  summary: 'Contenido de un archivo generado (de quien lo pidió)',
  tags: [download.label.many],
  params: idParams,
  response: {
    200: { description: 'El archivo generado.', type: 'string', format: 'binary' },
    ...errorResponses([...PRIVATE, 404]),
  },
};
