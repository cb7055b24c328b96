/**
 * One example record per resource, taken from the demo data and never from the database in use:
 * a private in-memory SQLite gets the same migrations and seed as a first start, and a second
 * app built on it answers a demo administrator's list requests. So each example is exactly what
 * the API answers (the same serialiser and masking), and a record someone keeps in the live
 * database can never show up in the public document.
 */
import type { Entity } from '../../domain/entity';
import { demoUsers, DEMO_PASSWORD } from '../../fixtures/users';
import type { AppConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { seedDemoData } from '../db/seed';
import type { JsonObject } from './document';
import { listPath } from './listProtocol';

export type Examples = Map<string, JsonObject>;

/** The demo user whose view the examples show: the product's administrator sees every row. */
const administrator = demoUsers[0];

/** Reads the first demo record of every entity that has one; entities with no demo rows get none. */
export async function demoExamples(config: AppConfig, entities: readonly Entity[]) {
  // Imported here: the app registers these docs, so a static import would be a cycle.
  const { buildApp } = await import('../app');
  const database = openDatabase('sqlite::memory:');
  try {
    await migrate(database);
    await seedDemoData(database);
    const demo = await buildApp(
      { ...config, logLevel: 'silent', webRoot: null, redisUrl: '', sessionCacheMs: 0 },
      database,
    );
    try {
      return await firstRecords(demo, config, entities);
    } finally {
      await demo.close();
    }
  } finally {
    await database.close();
  }
}

type Injector = Awaited<ReturnType<typeof import('../app').buildApp>>;

async function firstRecords(demo: Injector, config: AppConfig, entities: readonly Entity[]) {
  const login = await demo.inject({
    method: 'POST',
    url: '/api/oauth/token',
    payload: {
      grant_type: 'password',
      username: administrator.email,
      password: DEMO_PASSWORD,
      client_id: config.oauthClientId,
    },
  });
  if (login.statusCode !== 200) throw new Error(`demo login failed: ${login.body}`);
  const authorization = `Bearer ${login.json<{ access_token: string }>().access_token}`;
  const examples: Examples = new Map();
  for (const entity of entities) {
    const page = await demo.inject({
      url: listPath(entity),
      query: { range: '[0,0]' },
      headers: { authorization },
    });
    const [first] = page.statusCode === 200 ? page.json<JsonObject[]>() : [];
    if (first) examples.set(entity.name, first);
  }
  return examples;
}

/**
 * Computed once, on the first request for the document (it costs a migration and a seed, which
 * no other request and no test that never opens the docs should pay).
 */
export function lazyExamples(load: () => Promise<Examples>) {
  let pending: Promise<Examples> | undefined;
  let loaded: Examples | undefined;
  return {
    async ready() {
      pending ??= load().then((examples) => (loaded = examples));
      try {
        await pending;
      } catch (error) {
        pending = undefined; // a failed attempt is tried again on the next request
        throw error;
      }
    },
    /** The examples if ready, else none: the document is cached only after `ready()`. */
    current: (): Examples => loaded ?? new Map(),
  };
}

const asObject = (value: unknown): JsonObject | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as JsonObject)
    : undefined;

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
