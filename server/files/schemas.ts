/** Contract of the media routes (server/contract: every route declares its schemas). */
import type { FastifySchema } from 'fastify';
import { media } from '../../domain/entities/media';
import { recordId, ref } from '../contract/entitySchemas';
import type { JsonSchema } from '../contract/fieldSchemas';
import { errorResponses, PRIVATE } from '../contract/responses';

const TAGS = [media.label.many];

const idParams: JsonSchema = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^\\d{1,10}$' } },
  required: ['id'],
  additionalProperties: false,
};

export const uploadRoute: FastifySchema = {
  summary: 'Subir un archivo para un campo de tipo archivo (multipart: entity, field y file)',
  description:
    'entity es la sección (p. ej. admin/news) y field el campo; se aplican sus límites de tipo y tamaño. El tipo se reconoce por el contenido. Puede subir quien puede crear o editar esa sección. Devuelve el archivo creado; su id es el valor del campo.',
  tags: TAGS,
  consumes: ['multipart/form-data'],
  response: { 201: ref(recordId(media)), ...errorResponses([...PRIVATE, 400, 403, 413, 415, 422]) },
};

export const contentRoute: FastifySchema = {
  summary: 'Contenido de un archivo subido',
  description:
    'Lo lee quien puede ver un registro que lo contiene; un archivo que ningún registro contiene, quien lo subió o quien abre Archivos multimedia.',
  tags: TAGS,
  params: idParams,
  response: {
    200: { description: 'El archivo, con su tipo.', type: 'string', format: 'binary' },
    ...errorResponses([...PRIVATE, 404]),
  },
};

export const usageRoute: FastifySchema = {
  summary: 'Dónde se usa un archivo: los registros cuyos campos de archivo lo eligen',
  tags: TAGS,
  params: idParams,
  response: {
    200: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          entity: { type: 'string' },
          entity_label: { type: 'string' },
          field: { type: 'string' },
          field_label: { type: 'string' },
          id: { type: ['integer', 'string'] },
          label: { type: 'string' },
        },
        required: ['entity', 'entity_label', 'field', 'field_label', 'id', 'label'],
        additionalProperties: false,
      },
    },
    ...errorResponses([...PRIVATE, 403, 404]),
  },
};
