/**
 * One example record per resource, taken from the demo data and never from the database in use:
 * a private in-memory SQLite gets the same migrations and seed as a first start (with a small
 * portfolio of policies: seconds less), and the demo
 * administrator reads the first record of each resource from it through the same list, masking
 * and declared record shape the API answers with. So a record someone keeps in the live
 * database can never show up in the public document.
 */
import type { Entity } from '../../domain/engine/entity';
import { loadSessionUser } from '../auth/users';
import { recordSchema } from '../contract/entitySchemas';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { parseListQuery } from '../rest/listQuery';
import { listRecords } from '../rest/repository';
import { viewerOf } from '../rest/routes';
import { presentRecord } from '../rest/secrets';
import type { DemoData } from '../demoData';
import { asObject, type JsonObject } from './document';
import { listPath } from './listProtocol';

export type Examples = Map<string, JsonObject>;

/**
 * The demo user whose view the examples show: the seed's first user, the product's
 * administrator, who sees every row.
 */
const administratorOf = (database: Database): Promise<Record<string, unknown> | undefined> =>
  database.db.selectFrom('users').selectAll().orderBy('id').limit(1).executeTakeFirst();

/** Only what the record schema declares, as the response serialiser sends it. */
function asAnswered(entity: Entity, record: JsonObject): JsonObject {
  const declared = (recordSchema(entity).properties ?? {}) as JsonObject;
  return Object.fromEntries(Object.entries(record).filter(([key]) => Object.hasOwn(declared, key)));
}

/**
 * Reads the first demo record of every entity that has one; entities with no demo rows get none,
 * and without demo data (a server started without it) none has.
 */
export async function demoExamples(
  entities: readonly Entity[],
  demo: DemoData | undefined,
): Promise<Examples> {
  if (!demo) return new Map();
  const database = openDatabase('sqlite::memory:');
  try {
    await migrate(database);
    await demo.seed(database, { sample: true });
    const row = await administratorOf(database);
    if (!row) throw new Error('the demo administrator was not seeded');
    const viewer = viewerOf(await loadSessionUser(database, row));
    const examples: Examples = new Map();
    for (const entity of entities) {
      const first = parseListQuery(entity, { range: '[0,0]' });
      const { records } = await listRecords(database, entity, first, viewer);
      if (records[0])
        examples.set(entity.name, asAnswered(entity, presentRecord(entity, records[0], viewer)));
    }
    return examples;
  } finally {
    await database.close();
  }
}

/**
 * Computed once, on the first request for the document (it costs a migration and a seed, which
 * no other request and no test that never opens the docs should pay).
 */
export function lazyExamples(
  load: () => Promise<Examples>,
  retryAfterMs = 60_000,
  now: () => number = Date.now,
) {
  let pending: Promise<Examples> | undefined;
  let loaded: Examples | undefined;
  let failure: { error: unknown; at: number } | undefined;
  return {
    async ready() {
      // A failed load (a migration and seed of a private database) is not repeated by every
      // anonymous request for the docs: the failure stands for `retryAfterMs`.
      if (failure && now() - failure.at < retryAfterMs) throw failure.error;
      pending ??= load().then((examples) => (loaded = examples));
      try {
        await pending;
      } catch (error) {
        pending = undefined;
        failure = { error, at: now() };
        throw error;
      }
    },
    /** The examples if ready, else none: the document is cached only after `ready()`. */
    current: (): Examples => loaded ?? new Map(),
  };
}

/** Sets the example of an answer that declares a JSON body (no schema, no example to check). */
function exampleOn(operation: unknown, status: string, example: unknown) {
  const responses = asObject(asObject(operation)?.responses);
  const json = asObject(asObject(asObject(responses?.[status])?.content)?.['application/json']);
  if (json) json.example = example;
}

/** Each resource's record as the example of its list, read, create, edit and delete answers. */
export function attachExamples(
  document: JsonObject,
  entities: readonly Entity[],
  examples: Examples,
) {
  const paths = asObject(document.paths) ?? {};
  for (const entity of entities) {
    const record = examples.get(entity.name);
    if (!record) continue;
    const list = asObject(paths[listPath(entity)]);
    const one = asObject(paths[`${listPath(entity)}/{id}`]);
    exampleOn(list?.get, '200', [record]);
    exampleOn(list?.post, '201', record);
    for (const method of ['get', 'put', 'delete']) exampleOn(one?.[method], '200', record);
  }
}
