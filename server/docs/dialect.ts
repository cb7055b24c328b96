/**
 * Route schemas are written in JSON Schema draft-07, the dialect both halves of Fastify speak:
 * its Ajv class validates requests, and fast-json-stringify (7.x) serialises responses. The
 * serialiser honours a draft-07 tuple (`items: [...]` with `additionalItems`) but ignores a
 * 2020-12 one (`prefixItems`), so switching the route schemas to 2020-12 would silently stop
 * checking answers. OpenAPI 3.1 reads schemas as JSON Schema 2020-12, so the document gets them
 * translated here, on copies: the schema Fastify compiled is never touched.
 */
import { isJsonObject as isObject, operationsOf, type JsonObject } from './document';

/** Keywords whose value is one subschema. */
const ONE = [
  'additionalProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
];
/** Keywords whose value is a list of subschemas. */
const LIST = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
/** Keywords whose value maps names to subschemas. */
const MAP = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];

const translateMap = (value: unknown) =>
  isObject(value)
    ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toJsonSchema2020(v)]))
    : value;

/**
 * A draft-07 schema as JSON Schema 2020-12: a tuple's `items: [...]` becomes `prefixItems`, and
 * `additionalItems` becomes `items` (dropped where draft-07 ignores it, beside a single `items`).
 * Values (`enum`, `const`, `default`, `example`…) are copied as they are, never walked.
 */
export function toJsonSchema2020(schema: unknown): unknown {
  if (!isObject(schema)) return schema;
  const { items, additionalItems, ...rest } = schema;
  const out: JsonObject = { ...rest };
  for (const key of ONE) if (key in out) out[key] = toJsonSchema2020(out[key]);
  for (const key of LIST)
    if (Array.isArray(out[key])) out[key] = (out[key] as unknown[]).map(toJsonSchema2020);
  for (const key of MAP) if (key in out) out[key] = translateMap(out[key]);
  if (Array.isArray(items)) {
    out.prefixItems = items.map(toJsonSchema2020);
    if (additionalItems !== undefined) out.items = toJsonSchema2020(additionalItems);
  } else if (items !== undefined) {
    out.items = toJsonSchema2020(items);
  }
  return out;
}

/** `{name: {schema, …}}` (media types, headers): each entry's schema translated. */
function translateSchemasIn(map: unknown) {
  if (!isObject(map)) return;
  for (const entry of Object.values(map))
    if (isObject(entry) && 'schema' in entry) entry.schema = toJsonSchema2020(entry.schema);
}

function translateParameters(parameters: unknown) {
  if (!Array.isArray(parameters)) return;
  for (const parameter of parameters)
    if (isObject(parameter) && 'schema' in parameter)
      parameter.schema = toJsonSchema2020(parameter.schema);
}

function translateResponses(responses: unknown) {
  if (!isObject(responses)) return;
  for (const response of Object.values(responses)) {
    if (!isObject(response)) continue;
    translateSchemasIn(response.content);
    translateSchemasIn(response.headers);
  }
}

/** Every schema of the document (paths and components) in JSON Schema 2020-12, in place. */
export function translateDocumentSchemas(document: JsonObject) {
  const components = isObject(document.components) ? document.components : {};
  if (isObject(components.schemas)) components.schemas = translateMap(components.schemas);
  translateSchemasIn(components.parameters);
  translateSchemasIn(components.headers);
  translateResponses(components.responses);
  if (isObject(components.requestBodies))
    for (const body of Object.values(components.requestBodies))
      if (isObject(body)) translateSchemasIn(body.content);
  for (const item of Object.values(isObject(document.paths) ? document.paths : {}))
    if (isObject(item)) translateParameters(item.parameters);
  for (const operation of operationsOf(document)) {
    translateParameters(operation.parameters);
    if (isObject(operation.requestBody)) translateSchemasIn(operation.requestBody.content);
    translateResponses(operation.responses);
  }
}
