/** Contract of the import routes (server/contract: every route declares its schemas). */
import type { FastifySchema } from 'fastify';
import { importRecord } from '../../domain/entities/import';
import { recordId, ref } from '../contract/entitySchemas';
import type { JsonSchema } from '../contract/fieldSchemas';
import { errorResponses, PRIVATE, WITH_BODY } from '../contract/responses';

const TAGS = [importRecord.label.many];
const record = ref(recordId(importRecord));

const idParams: JsonSchema = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^\\d{1,10}$' } },
  required: ['id'],
  additionalProperties: false,
};

const texts: JsonSchema = { type: 'array', items: { type: 'string' } };

const fieldSchema: JsonSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    label: { type: 'string' },
    required: { type: 'boolean' },
  },
  required: ['name', 'label', 'required'],
  additionalProperties: false,
};

const mappingSchema: JsonSchema = {
  type: 'array',
  maxItems: 100,
  items: { type: ['string', 'null'], maxLength: 100 },
  description: 'Por cada columna del archivo, el campo que completa, o null para no importarla.',
};

export const typesRoute: FastifySchema = {
  summary: 'Tipos de importación que la sesión puede usar, con sus campos',
  tags: TAGS,
  response: {
    200: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          key: { type: 'string' },
          label: { type: 'string' },
          entity: { type: 'string' },
          fields: { type: 'array', items: fieldSchema },
          match_by: texts,
        },
        required: ['id', 'key', 'label', 'entity', 'fields', 'match_by'],
        additionalProperties: false,
      },
    },
    ...errorResponses([...PRIVATE, 403]),
  },
};

export const templateRoute: FastifySchema = {
  summary: 'Planilla modelo (XLSX) de un tipo de importación: sus columnas en castellano',
  tags: TAGS,
  params: {
    type: 'object',
    properties: { type: { type: 'string', pattern: '^\\d{1,4}$' } },
    required: ['type'],
    additionalProperties: false,
  },
  response: {
    200: { description: 'Planilla XLSX.', type: 'string', format: 'binary' },
    ...errorResponses([...PRIVATE, 403, 404]),
  },
};

export const uploadRoute: FastifySchema = {
  summary: 'Subir un archivo CSV o XLSX para importar (multipart: type y file)',
  description:
    'Crea la importación en estado Pendiente (701) con el total de filas, o en Archivo con errores (704) con el motivo si el archivo no se puede leer. La importación empieza cuando se confirma el mapeo de columnas.',
  tags: TAGS,
  consumes: ['multipart/form-data'],
  response: { 201: record, ...errorResponses([...PRIVATE, 403, 413, 415, 422]) },
};

export const mappingRoute: FastifySchema = {
  summary: 'Columnas, filas de muestra y mapeo sugerido de una importación pendiente',
  tags: TAGS,
  params: idParams,
  response: {
    200: {
      type: 'object',
      properties: {
        columns: texts,
        preview: { type: 'array', items: texts },
        mapping: mappingSchema,
        fields: { type: 'array', items: fieldSchema },
        match_by: texts,
        started: { type: 'boolean' },
      },
      required: ['columns', 'preview', 'mapping', 'fields', 'match_by', 'started'],
      additionalProperties: false,
    },
    ...errorResponses([...PRIVATE, 403, 404]),
  },
};

export const startRoute: FastifySchema = {
  summary: 'Confirmar el mapeo de columnas y comenzar la importación',
  tags: TAGS,
  params: idParams,
  body: {
    type: 'object',
    properties: { mapping: mappingSchema },
    required: ['mapping'],
    additionalProperties: false,
  },
  response: { 200: record, ...errorResponses([...WITH_BODY, ...PRIVATE, 403, 404, 409]) },
};

export const cancelRoute: FastifySchema = {
  summary: 'Cancelar una importación pendiente o en curso (las filas ya importadas quedan)',
  tags: TAGS,
  params: idParams,
  response: { 200: record, ...errorResponses([...PRIVATE, 403, 404, 409]) },
};
