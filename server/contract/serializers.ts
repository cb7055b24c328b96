/**
 * How answers are serialised: fast-json-stringify, as Fastify does by default, but each route's
 * serializer is built with only the shared schemas its response refers to (followed through
 * their own `$ref`s), and identical response schemas share one serializer. Fastify's default
 * hands every build all shared schemas, and fast-json-stringify checks each of them on every
 * build: with some fifty entities (three schemas each) and a dozen routes per entity, start-up
 * spent over a minute there.
 */
import fastJson from 'fast-json-stringify';
import type { JsonSchema } from './fieldSchemas';

type Serializer = (data: unknown) => string;
type Schemas = Record<string, JsonSchema>;

/** The shared schemas `schema` reaches through `$ref` (`AdminBranch#`, `AdminBranch#/…`). */
export function referencedSchemas(schema: unknown, shared: Schemas): Schemas {
  const found: Schemas = {};
  const pending: unknown[] = [schema];
  while (pending.length) {
    const node = pending.pop();
    if (Array.isArray(node)) pending.push(...node);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref' && typeof value === 'string') {
          const id = value.split('#')[0];
          if (id && Object.hasOwn(shared, id) && !Object.hasOwn(found, id)) {
            found[id] = shared[id];
            pending.push(shared[id]);
          }
        } else pending.push(value);
      }
    }
  }
  return found;
}

/**
 * Serializers built in this process, by everything that shapes them: a second app in the same
 * process (the test suites build one per dialect; several instances in one process) reuses
 * them instead of compiling every route again.
 */
const built = new Map<string, Serializer>();

/** Fastify's `schemaController.compilersFactory.buildSerializer`. */
export function buildSerializer(externalSchemas: unknown, options: object = {}) {
  const shared = (externalSchemas ?? {}) as Schemas;
  return ({ schema }: { schema: JsonSchema }): Serializer => {
    const referenced = referencedSchemas(schema, shared);
    const key = JSON.stringify([schema, referenced, options]);
    let serializer = built.get(key);
    if (!serializer) {
      serializer = fastJson(schema as never, {
        ...options,
        schema: referenced as never,
      }) as Serializer;
      built.set(key, serializer);
    }
    return serializer;
  };
}
