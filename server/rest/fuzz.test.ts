/**
 * Issue 9 item 20: every route of every declared entity under hostile input (wrong types, huge
 * numbers, prototype keys, deep nesting, long strings, control characters, SQL and HTML
 * payloads): never a 5xx, and a refused write changes nothing. Entities come from
 * domain/entities, so a new one is fuzzed the day it is declared. Bounded to stay within
 * `npm test`: a fixed table dealt out by field trait (server/test/fuzzPlan.ts: every field meets
 * one value of each kind of trouble, every trait the whole table) plus a few seeded fast-check
 * runs per entity.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { entities } from '../../domain/entities';
import type { Entity } from '../../domain/engine/entity';
import { isSortable } from '../../domain/engine/fields';
import { rowCount, startTestApp, type TestApp, describeDialects } from '../test/harness';
import { firstIds, makeRoomFor, sampleRecordWith } from '../test/samples';
import { coverEvery } from '../../e2e/sample';
import { dealValues, fuzzSeed } from '../test/fuzzPlan';
import {
  bodySlots,
  CORE_BODY,
  CORE_FILTER,
  deep,
  filterSlots,
  filterValues,
  hostileValues,
  prototypeKeys,
  prototypeValues,
} from '../test/hostileValues';

const api = (name: string) => `/api/v1/${name}`;
const enc = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** A failure names the run's seed: the same seed deals the same values (server/test/fuzzPlan.ts). */
const noServerError = (response: LightMyRequestResponse, what: string) => {
  expect(
    response.statusCode,
    `${what} (E2E_SEED=${fuzzSeed}): ${response.body.slice(0, 300)}`,
  ).toBeLessThan(500);
};

/**
 * What a database sees of an entity: its kind of id, whether it takes writes, and each field's
 * kind (a unique one apart: its check asks the database).
 */
const traits = (entity: Entity) => [
  `id ${entity.idKind}`,
  entity.readOnly ? 'read-only' : 'writable',
  ...Object.values(entity.fields).map((f) => `${f.kind}${'unique' in f && f.unique ? '!' : ''}`),
];

describeDialects('fuzz on %s', (dialect) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let seed = 5000;

  beforeAll(async () => {
    // Sessions cached: thousands of requests need not look the token up each time.
    t = await startTestApp(dialect, { SESSION_CACHE_MS: '600000' });
    admin = await t.login('admin@demo.test');
  });
  afterAll(() => t?.close());

  // How a database takes a hostile value depends on the column it lands in, not on the entity:
  // SQLite fuzzes every entity, PostgreSQL the few that between them have every trait.
  const fuzzed = dialect === 'sqlite' ? entities : coverEvery(entities, traits);
  const filterValuesOf = dealValues(fuzzed.flatMap(filterSlots), filterValues, CORE_FILTER);
  const bodyValuesOf = dealValues(fuzzed.flatMap(bodySlots), hostileValues, CORE_BODY);
  const valuesFor = (entity: Entity, key: string) =>
    prototypeKeys.includes(key) ? prototypeValues : bodyValuesOf(entity, key);

  describe.each(fuzzed.map((e) => [e.name, e] as const))('%s', (_name, entity) => {
    const fields = Object.keys(entity.fields);

    it('list: hostile filters, ranges and sorts never give a 5xx', async () => {
      const send = (query: string) =>
        t.app.inject({ url: `${api(entity.name)}?${query}`, headers: admin });
      for (const key of [...fields, ...prototypeKeys, 'q', 'id', `${fields[0]}_gte`]) {
        for (const value of filterValuesOf(entity, key)) {
          noServerError(
            await send(`filter=${enc({ [key]: value })}`),
            `filter ${key}=${JSON.stringify(value)?.slice(0, 40)}`,
          );
        }
      }
      const sortKeys = [...fields.filter((f) => isSortable(entity.fields[f])), ...prototypeKeys];
      for (const key of sortKeys) {
        for (const order of ['ASC', 'desc', 'sideways', 1]) {
          noServerError(await send(`sort=${enc([key, order])}`), `sort ${key} ${order}`);
        }
      }
      for (const range of [
        [0, 1e20],
        [1e20, 1e20],
        [2 ** 31, 2 ** 31 + 5],
        [-1, 5],
        [5, 1],
        ['a', 'b'],
        [0.5, 2],
        [0],
        null,
        {},
        'todo',
      ]) {
        noServerError(await send(`range=${enc(range)}`), `range ${JSON.stringify(range)}`);
      }
      for (const raw of [
        'filter=%7B',
        'filter=%5B1%5D',
        'filter=1',
        'sort=x',
        'range=%5B',
        'filter=a&filter=b',
      ]) {
        noServerError(await send(raw), raw);
      }
    });

    it('show and delete: hostile ids never give a 5xx nor delete anything', async () => {
      const before = await rowCount(t, entity.table);
      for (const id of [
        '0',
        '-1',
        '1e3',
        '99999999999999999999',
        'constructor',
        '__proto__',
        '%00',
        '..%2F..',
        'x'.repeat(150),
        '00000000-0000-4000-8000-000000000000',
        '1;drop',
      ]) {
        noServerError(
          await t.app.inject({ url: `${api(entity.name)}/${id}`, headers: admin }),
          `GET ${id}`,
        );
        noServerError(
          await t.app.inject({
            method: 'DELETE',
            url: `${api(entity.name)}/${id}`,
            headers: admin,
          }),
          `DELETE ${id}`,
        );
      }
      expect(await rowCount(t, entity.table)).toBe(before);
    });

    if (entity.readOnly) return;

    /** A valid new record for `seed` (references resolved once, not per request). */
    const validBody = async () => {
      const idOf = await firstIds(t.database, entity);
      return (n: number) => sampleRecordWith(entity, n, idOf);
    };

    it('create: each field given each hostile value never gives a 5xx; a refusal stores nothing', async () => {
      const bodyFor = await validBody();
      for (const field of [...fields, ...prototypeKeys]) {
        const before = await rowCount(t, entity.table);
        let stored = 0;
        for (const value of valuesFor(entity, field)) {
          const body = bodyFor(seed++);
          Object.defineProperty(body, field, {
            value,
            enumerable: true,
            writable: true,
            configurable: true,
          });
          const response = await t.app.inject({
            method: 'POST',
            url: api(entity.name),
            headers: admin,
            payload: body,
          });
          noServerError(response, `POST ${field}=${JSON.stringify(value)?.slice(0, 40)}`);
          if (response.statusCode < 300) stored++;
        }
        expect(await rowCount(t, entity.table), `rows after refusals of ${field}`).toBe(
          before + stored,
        );
      }
      for (const body of [[], 'texto', 42, null, [bodyFor(seed++)], deep(15)]) {
        const response = await t.app.inject({
          method: 'POST',
          url: api(entity.name),
          payload: JSON.stringify(body),
          headers: { ...admin, 'content-type': 'application/json' },
        });
        noServerError(response, `POST body ${JSON.stringify(body)}`);
      }
    });

    /** A record created for the test (a few seeds: one may collide with seeded data). */
    const createOne = async () => {
      const bodyFor = await validBody();
      let refusal = '';
      for (let attempt = 0; attempt < 8; attempt++) {
        await makeRoomFor(t.database, entity);
        const created = await t.app.inject({
          method: 'POST',
          url: api(entity.name),
          headers: admin,
          payload: bodyFor(seed++),
        });
        if (created.statusCode === 201) return created.json() as Record<string, unknown>;
        refusal = created.body;
      }
      throw new Error(`no valid ${entity.name} could be created: ${refusal.slice(0, 300)}`);
    };

    it('update: each field given each hostile value never gives a 5xx; a refusal changes nothing', async () => {
      let current = await createOne();
      const url = `${api(entity.name)}/${current.id}`;
      for (const field of [...fields, ...prototypeKeys]) {
        for (const value of valuesFor(entity, field)) {
          const body = { ...current };
          Object.defineProperty(body, field, {
            value,
            enumerable: true,
            writable: true,
            configurable: true,
          });
          const response = await t.app.inject({
            method: 'PUT',
            url,
            headers: admin,
            payload: body,
          });
          noServerError(response, `PUT ${field}=${JSON.stringify(value)?.slice(0, 40)}`);
          if (response.statusCode < 300) current = response.json() as Record<string, unknown>;
        }
        const now = (await t.app.inject({ url, headers: admin })).json();
        expect(now, `record after refusals of ${field}`).toEqual(current);
      }
    });

    it('create and update: random JSON bodies (seeded) never give a 5xx', async () => {
      const url = `${api(entity.name)}/${(await createOne()).id}`;
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(
            fc.constantFrom(...fields, ...prototypeKeys, 'updated_at', 'id'),
            fc.jsonValue({ maxDepth: 3 }),
            { maxKeys: 6 },
          ),
          async (body) => {
            noServerError(
              await t.app.inject({
                method: 'POST',
                url: api(entity.name),
                headers: admin,
                payload: body,
              }),
              `POST ${JSON.stringify(body).slice(0, 200)}`,
            );
            noServerError(
              await t.app.inject({ method: 'PUT', url, headers: admin, payload: body }),
              `PUT ${JSON.stringify(body).slice(0, 200)}`,
            );
          },
        ),
        { numRuns: 25, seed: 9 },
      );
    });
  });
});
