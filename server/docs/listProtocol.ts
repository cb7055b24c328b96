/**
 * The ra-data-simple-rest list protocol in the document: what `filter`, `range` and `sort` mean,
 * and the `Content-Range` header every list answers with. Written once here because it is the
 * same for every resource; the parameters' shapes stay those the route schemas declare.
 */
import type { Entity } from '../../domain/engine/entity';
import { LABELS_PREFIX } from '../../domain/engine/referenceLabels';
import { MAX_PAGE } from '../rest/listQuery';
import { asObject, type JsonObject } from './document';

export const listPath = (entity: Entity) => `/api/v1/${entity.name}`;

function filterText(entity: Entity) {
  return `Filtro como objeto JSON. \`q\` busca en ${entity.label.many.toLowerCase()} sin distinguir mayúsculas ni acentos; cada otra clave es un campo: un valor exacto (o contenido, en los campos de texto), una lista de valores (cualquiera de ellos), o un límite con el sufijo \`_gte\` (desde) o \`_lte\` (hasta). Varios registros por id (getMany de react-admin): \`{"id":[1,2,3]}\`. Un campo desconocido o un valor que ningún registro podría tener es un 400 que lo nombra.`;
}

const rangeText = `Página como \`[primero, último]\`, contando desde 0 e incluyendo ambos (por omisión \`[0,24]\`; a lo sumo ${MAX_PAGE} registros por pedido). La respuesta dice qué parte devolvió en \`Content-Range\`.`;

const sortText = (entity: Entity) =>
  `Orden como \`[campo, "ASC" o "DESC"]\` (por omisión \`["${entity.sort.field}","${entity.sort.order.toUpperCase()}"]\`). Una referencia se ordena por el nombre del registro citado.`;

const contentRange = (entity: Entity) => ({
  description: `Qué registros trae la respuesta y cuántos cumplen el filtro: \`${entity.name} 0-24/319\` (\`${entity.name} */0\` si no hay ninguno).`,
  required: true,
  schema: { type: 'string', example: `${entity.name} 0-24/319` },
});

/** The query parameters of a list, described; declared ones keep their schema, missing ones are added. */
function describeParameters(operation: JsonObject, entity: Entity) {
  const texts: Record<string, { description: string; example: string }> = {
    filter: { description: filterText(entity), example: '{"q":"san"}' },
    range: { description: rangeText, example: '[0,24]' },
    sort: { description: sortText(entity), example: `["${entity.sort.field}","ASC"]` },
  };
  const parameters = Array.isArray(operation.parameters)
    ? (operation.parameters as JsonObject[])
    : [];
  for (const [name, text] of Object.entries(texts)) {
    const declared = parameters.find((p) => p.in === 'query' && p.name === name);
    if (declared) {
      declared.description ??= text.description;
      // OpenAPI allows `example` or `examples`, never both.
      if (declared.examples === undefined) declared.example ??= text.example;
    } else {
      parameters.push({ in: 'query', name, required: false, schema: { type: 'string' }, ...text });
    }
  }
  operation.parameters = parameters;
}

/** A list's or record's validator (server/rest/readValidators.ts), as the document says it. */
const validatorHeaders = {
  ETag: {
    description:
      'Validador débil de la respuesta: cambia con cualquier escritura de lo que la respuesta muestra y con quién pregunta. Enviado en `If-None-Match`, una respuesta sin cambios es un 304 sin cuerpo.',
    schema: { type: 'string', example: 'W/"3sEc9bzqLFYjiFT6pwGeFKWHYJ0"' },
  },
  'Cache-Control': {
    description: '`no-cache`: se puede guardar, pero se revalida antes de usarla.',
    schema: { type: 'string', example: 'no-cache' },
  },
};

const notModified = {
  description:
    'Sin cambios desde el `ETag` enviado en `If-None-Match`: se usa la respuesta guardada.',
  headers: validatorHeaders,
};

/** An operation's 200 with the validator's headers, and its 304. */
function describeValidator(operation: JsonObject, description: string): JsonObject {
  const responses = (operation.responses = asObject(operation.responses) ?? {});
  const ok = (responses['200'] = asObject(responses['200']) ?? { description });
  ok.headers = { ...asObject(ok.headers), ...validatorHeaders };
  responses['304'] = notModified;
  return ok;
}

/**
 * Each declared entity's list operation gets the protocol's texts and its Content-Range; lists
 * and reads by id, their validator.
 */
export function describeListProtocol(document: JsonObject, entities: readonly Entity[]) {
  const paths = asObject(document.paths) ?? {};
  for (const entity of entities) {
    const record = asObject(asObject(paths[`${listPath(entity)}/{id}`])?.get);
    if (record) describeValidator(record, 'El registro pedido');
    const list = asObject(asObject(paths[listPath(entity)])?.get);
    if (!list) continue;
    describeParameters(list, entity);
    const ok = describeValidator(list, 'La página pedida');
    ok.headers = { ...asObject(ok.headers), 'Content-Range': contentRange(entity) };
  }
  // The names of cited records (server/rest/labelRoutes.ts) carry a validator too.
  for (const [path, item] of Object.entries(paths))
    if (path.startsWith(`/api/v1/${LABELS_PREFIX}`)) {
      const labels = asObject(asObject(item)?.get);
      if (labels) describeValidator(labels, 'Los nombres pedidos');
    }
}
