/**
 * List queries and writes under hostile input (issue 9 items 13, 14, 17, 29 and 24's sort):
 * prototype keys, huge ranges, deep nesting and long id lists are Spanish 400s, look-alike
 * names collide, the search box finds CUITs both ways and zip codes by their locality.
 *
 * Keys, ranges and nesting are refused while the query is parsed, before any SQL exists: on
 * SQLite alone (describeApp). What reaches the database (an id list at its cap, collisions,
 * searches, sorts) runs on both.
 */
import { describe, expect, it } from 'vitest';
import { entities } from '../../domain/entities';
import type { DialectName } from '../db/database';
import { json, describeApp, describeDialects } from '../test/harness';
import { suiteAs } from '../test/suites';

const api = (name: string) => `/api/v1/${name}`;
const query = (params: Record<string, unknown>) =>
  '?' +
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`)
    .join('&');

/** The suite's app and its administrator's headers and list reads. */
function adminSuite(dialect: DialectName) {
  const { app, headers } = suiteAs(dialect, 'admin@demo.test');
  return {
    app: () => app().app,
    admin: headers,
    list: (name: string, params: Record<string, unknown>) =>
      app().app.inject({ url: api(name) + query(params), headers: headers() }),
  };
}

describeApp('list queries refused while parsed on %s', (dialect) => {
  const { app, admin, list } = adminSuite(dialect);

  describe.each(entities.map((e) => [e.name] as const))('%s', (name) => {
    it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])(
      'filter and sort key %s → 400 naming it',
      async (key) => {
        const filtered = await app().inject({
          url: `${api(name)}?filter=${encodeURIComponent(`{"${key}":"x"}`)}`,
          headers: admin(),
        });
        expect(filtered.statusCode, filtered.body).toBe(400);
        expect(json(filtered).message).toBe(`No se puede filtrar por ${key}.`);
        const bound = await list(name, { filter: { [`${key}_gte`]: 1 } });
        expect(bound.statusCode, bound.body).toBe(400);
        const sorted = await list(name, { sort: [key, 'ASC'] });
        expect(sorted.statusCode, sorted.body).toBe(400);
        expect(json(sorted).message).toBe(`No se puede ordenar por ${key}.`);
      },
    );

    it.each([
      [[0, 1e20]],
      [[1e20, 1e20]],
      [[0, -1]],
      [[-5, 3]],
      [[0.5, 3]],
      [['0', '3']],
      [[0]],
      [{}],
    ])('range %j → 400', async (range) => {
      const response = await list(name, { range });
      expect(response.statusCode, response.body).toBe(400);
    });
  });

  it('a 100,000-deep array in a query or a body → 400, not a stack overflow', async () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    for (const param of ['filter', 'sort', 'range']) {
      const response = await app().inject({
        url: `${api('admin/branch')}?${param}=${encodeURIComponent(param === 'filter' ? `{"id":${deep}}` : deep)}`,
        headers: admin(),
      });
      expect(response.statusCode, param).toBe(400);
      expect(json(response).message).toMatch(/demasiados niveles de anidamiento/);
    }
    const body = await app().inject({
      method: 'POST',
      url: api('admin/branch'),
      headers: { ...admin(), 'content-type': 'application/json' },
      payload: `{"name":${deep}}`,
    });
    expect(body.statusCode).toBe(400);
    expect(json(body).message).toBe(
      'El cuerpo de la solicitud tiene demasiados niveles de anidamiento (como máximo 16).',
    );
  });
});

describeDialects('list robustness on %s', (dialect) => {
  const { app, admin, list } = adminSuite(dialect);

  it('an id list beyond the cap → 400 with a message; at the cap it lists', async () => {
    const many = Array.from({ length: 40_000 }, (_, i) => i + 1);
    const tooMany = await list('admin/locations/country', { filter: { id: many } });
    expect(tooMany.statusCode).toBe(400);
    expect(json(tooMany).message).toBe(
      'El filtro id admite como máximo 5000 valores por consulta.',
    );
    const atCap = await list('admin/locations/country', { filter: { id: many.slice(0, 5000) } });
    expect(atCap.statusCode, atCap.body).toBe(200);
  });

  it('look-alike names collide with the plain one (NFC, no-break and zero-width spaces)', async () => {
    const create = (name: string) =>
      app().inject({
        method: 'POST',
        url: api('admin/locations/country'),
        headers: admin(),
        payload: { name, iso_code: 'QZ' },
      });
    const plain = await create('Tierra Ñandú');
    expect(plain.statusCode, plain.body).toBe(201);
    for (const lookAlike of [
      'Tierra N\u0303andu\u0301',
      'Tierra\u00a0Ñandú',
      'Tierra  Ñandú ',
      'Tierra Ñan\u200bdú',
      '\ufeffTierra Ñandú',
    ]) {
      const response = await create(lookAlike);
      expect(response.statusCode, JSON.stringify(lookAlike)).toBe(422);
      expect(Object.keys(json(response).errors as object)).toContain('name');
    }
    expect(json(plain).name).toBe('Tierra Ñandú');
  });

  it('the search box finds a CUIT typed with or without dashes, both ways', async () => {
    for (const q of ['30500004122', '30-50000412-2', '50000412', '30-50000412', '3050000412-2']) {
      const response = await list('admin/company', { filter: { q } });
      expect(response.statusCode).toBe(200);
      expect(
        (response.json() as { name: string }[]).map((c) => c.name),
        q,
      ).toContain('Allianz');
    }
  });

  it('the zip-code search finds zip codes by their locality name; CPA in lower case is upper-cased', async () => {
    const found = await list('admin/locations/zipcode', { filter: { q: 'palermo' } });
    const codes = (found.json() as { code: string }[]).map((z) => z.code);
    expect(codes).toEqual(expect.arrayContaining(['1425', 'C1425DKF', '1414']));
    const byCode = await list('admin/locations/zipcode', { filter: { q: 'c1425' } });
    expect((byCode.json() as { code: string }[]).map((z) => z.code)).toContain('C1425DKF');

    const palermo = (
      (await list('admin/locations/locality', { filter: { q: 'palermo' } })).json() as {
        id: number;
      }[]
    )[0];
    const created = await app().inject({
      method: 'POST',
      url: api('admin/locations/zipcode'),
      headers: admin(),
      payload: { locality_id: palermo.id, code: 'c1425abc' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(json(created).code).toBe('C1425ABC');
    const duplicate = await app().inject({
      method: 'POST',
      url: api('admin/locations/zipcode'),
      headers: admin(),
      payload: { locality_id: palermo.id, code: 'C1425ABC' },
    });
    expect(duplicate.statusCode).toBe(422);
  });

  it('sorting by a reference sorts by the referenced record name, not by its id', async () => {
    const state = (
      (await list('admin/locations/state', { range: [0, 0] })).json() as { id: number }[]
    )[0];
    const locality = async (name: string) =>
      json(
        await app().inject({
          method: 'POST',
          url: api('admin/locations/locality'),
          headers: admin(),
          payload: { state_id: state.id, name },
        }),
      ).id as number;
    const zeta = await locality(`Zeta ${dialect}`);
    const alfa = await locality(`Alfa ${dialect}`);
    expect(zeta).toBeLessThan(alfa);
    for (const [id, code] of [
      [zeta, '9001'],
      [alfa, '9002'],
    ] as const) {
      const created = await app().inject({
        method: 'POST',
        url: api('admin/locations/zipcode'),
        headers: admin(),
        payload: { locality_id: id, code },
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    const order = async (direction: string) =>
      (
        (
          await list('admin/locations/zipcode', {
            filter: { locality_id: [zeta, alfa] },
            sort: ['locality_id', direction],
          })
        ).json() as { code: string }[]
      ).map((z) => z.code);
    expect(await order('ASC')).toEqual(['9002', '9001']);
    expect(await order('DESC')).toEqual(['9001', '9002']);
  });
});
