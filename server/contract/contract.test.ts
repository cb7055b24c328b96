/**
 * The contract at the edge: every registered route declares its schemas, a body of the wrong
 * shape or with unknown keys is a 422 in the domain's Spanish words (before any write), and an
 * answer carries only what the declaration shows.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Entity } from '../../domain/engine/entity';
import { entities } from '../../domain/entities';
import { validationMessage } from '../../domain/engine/messages';
import { validateRecord } from '../../domain/engine/validate';
import { json, startTestApp, type TestApp, describeApp } from '../test/harness';
import { makeRoomFor, sampleRecord } from '../test/samples';
import { registeredRoutes } from './routeCatalogue';

type Headers = Record<string, string>;
/** Actions that read no body at all: nothing to validate. */
const BODYLESS = [
  'POST /api/v1/auth/logout',
  'POST /api/v1/notifications/read-all',
  'PUT /api/v1/notifications/:id/read',
  'POST /api/v1/admin/client/:id/secret',
  'POST /api/v1/admin/client/:id/revoke',
  'POST /api/v1/admin/cron/:id/run',
  'POST /api/v1/admin/import/:id/cancel',
  'POST /api/v1/opportunity/quotes/:id/retry',
  'POST /api/v1/opportunity/next_call',
  // Multipart: described by `consumes`, read part by part by the route.
  'POST /api/v1/admin/import/upload',
  'POST /api/v1/admin/media/upload',
  // The file's bytes as the body (application/octet-stream, in `consumes`).
  'POST /api/v1/flows/:flow/sheets/:branch/:step/:field',
];
const writable = entities.filter((e) => !e.readOnly);
const pathOf = (entity: Entity) => `/api/v1/${entity.name}`;

/** What the domain validator says of one field's value (the message the edge must repeat). */
const domainMessages = (entity: Entity, name: string, value: unknown) =>
  validateRecord(entity, { [name]: value }, 'update').errors[name];

/** A value of each wrong JSON shape for a field of `kind`. */
function wrongShapes(entity: Entity, name: string): unknown[] {
  const field = entity.fields[name];
  if (['referenceList', 'memberList', 'choiceList', 'embeddedList'].includes(field.kind))
    return [{ a: 1 }, 'texto', 7];
  return [{ a: 1 }, [1, 2], ...(field.kind === 'boolean' ? ['quizás'] : [true])];
}

describeApp('the contract on %s', (dialect) => {
  let t: TestApp;
  let admin: Headers;
  const created = new Map<string, Record<string, unknown>>();

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.login('admin@demo.test');
    let seed = 900;
    for (const entity of writable) {
      await makeRoomFor(t.database, entity);
      const response = await t.app.inject({
        method: 'POST',
        url: pathOf(entity),
        headers: admin,
        payload: await sampleRecord(t.database, entity, seed++),
      });
      expect(response.statusCode, `${entity.name}: ${response.body}`).toBe(201);
      created.set(entity.name, json(response));
    }
  }, 120_000);
  afterAll(() => t?.close());

  it('declares params, query, body, summary, tags and every answer of every API route', () => {
    const routes = registeredRoutes(t.app).filter(
      (r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && !r.schema?.hide,
    );
    // One list, show, create, update and delete per entity, plus the hand-written ones.
    expect(routes.length).toBeGreaterThanOrEqual(entities.length * 5);
    const missing: string[] = [];
    for (const route of routes) {
      const name = `${String(route.method)} ${route.url}`;
      const schema = route.schema;
      if (!schema) {
        missing.push(`${name}: no schema`);
        continue;
      }
      const response = (schema.response ?? {}) as Record<string, unknown>;
      if (!Object.keys(response).some((status) => /^2\d\d$/.test(status)))
        missing.push(`${name}: no 2xx answer`);
      if (route.url.includes('/:') && !schema.params) missing.push(`${name}: no params`);
      const takesBody = ['POST', 'PUT', 'PATCH'].includes(String(route.method));
      if (takesBody && !schema.body && !BODYLESS.includes(name)) {
        // A read-only entity's writes answer 405 before any body is read.
        const entity = entities.find((e) => [pathOf(e), `${pathOf(e)}/:id`].includes(route.url));
        if (!entity?.readOnly) missing.push(`${name}: no body`);
      }
      if (
        route.method === 'GET' &&
        entities.some((e) => route.url === pathOf(e)) &&
        !schema.querystring
      )
        missing.push(`${name}: no querystring`);
      if (!schema.summary || !schema.tags?.length) missing.push(`${name}: no summary or tags`);
      for (const [status, answer] of Object.entries(response)) {
        if (Number(status) < 400) continue;
        const target = (answer as { $ref?: string }).$ref;
        const expected = status === '422' ? 'ValidationProblem#' : 'Problem#';
        if (target !== expected && !(status === '503' && route.url === '/api/ready'))
          missing.push(`${name}: ${status} is not ${expected}`);
      }
      if (!response['401'] && !route.config?.public) missing.push(`${name}: no 401`);
    }
    expect(missing).toEqual([]);
  });

  it.each(writable.map((e) => [e.name, e] as const))(
    'refuses an unknown key of %s on create and edit, naming it in Spanish',
    async (_name, entity) => {
      const record = created.get(entity.name)!;
      const message = validationMessage('unknown', { attribute: 'colado' });
      const before = await t.app.inject({ url: `${pathOf(entity)}/${record.id}`, headers: admin });
      for (const [method, url, payload] of [
        ['POST', pathOf(entity), { ...(await sampleRecord(t.database, entity, 990)), colado: 1 }],
        ['PUT', `${pathOf(entity)}/${record.id}`, { ...json(before), colado: 'x' }],
      ] as const) {
        const response = await t.app.inject({ method, url, headers: admin, payload });
        expect(response.statusCode, response.body).toBe(422);
        expect(json(response).errors).toEqual({ colado: [message] });
        expect(json(response).message).toBe(message);
      }
      // Nothing was written: the record reads as before.
      const after = await t.app.inject({ url: `${pathOf(entity)}/${record.id}`, headers: admin });
      expect(after.body).toBe(before.body);
    },
  );

  it.each(writable.map((e) => [e.name, e] as const))(
    'answers a wrong shape for each field of %s with the domain message of that field',
    async (_name, entity) => {
      const record = created.get(entity.name)!;
      for (const name of Object.keys(entity.fields)) {
        if (entity.fields[name].system) continue;
        for (const value of wrongShapes(entity, name)) {
          const response = await t.app.inject({
            method: 'PUT',
            url: `${pathOf(entity)}/${record.id}`,
            headers: admin,
            payload: { [name]: value },
          });
          const expected = domainMessages(entity, name, value);
          expect(
            expected,
            `${name}=${JSON.stringify(value)} is refused by the domain`,
          ).toBeTruthy();
          expect(response.statusCode, `${name}=${JSON.stringify(value)}`).toBe(422);
          expect(json(response).errors).toEqual({ [name]: expected });
        }
      }
    },
  );

  it('accepts back, unchanged, every record as the API returned it', async () => {
    for (const entity of writable) {
      const url = `${pathOf(entity)}/${created.get(entity.name)!.id}`;
      const read = await t.app.inject({ url, headers: admin });
      const response = await t.app.inject({
        method: 'PUT',
        url,
        headers: admin,
        payload: json(read),
      });
      expect(response.statusCode, `${entity.name}: ${response.body}`).toBe(200);
    }
  });

  it('accepts numbers as text and blanks as empty, as the domain does', async () => {
    const entity = entities.find((e) =>
      Object.values(e.fields).some((f) => f.kind === 'money' || f.kind === 'decimal'),
    )!;
    const [name] = Object.entries(entity.fields).find(
      ([, f]) => (f.kind === 'money' || f.kind === 'decimal') && !f.system,
    )!;
    const url = `${pathOf(entity)}/${created.get(entity.name)!.id}`;
    const response = await t.app.inject({
      method: 'PUT',
      url,
      headers: admin,
      payload: { [name]: '12,5' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)[name]).toBe(12.5);
  });

  it('answers a body that is not an object, a bad id and a bad list query as before', async () => {
    const entity = entities.find((e) => e.name === 'admin/branch')!;
    const notObject = await t.app.inject({
      method: 'POST',
      url: pathOf(entity),
      headers: { ...admin, 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(notObject.statusCode).toBe(400);
    expect(json(notObject).message).toMatch(/objeto JSON/);
    const badId = await t.app.inject({ url: `${pathOf(entity)}/abc`, headers: admin });
    expect(badId.statusCode).toBe(404);
    const twice = await t.app.inject({ url: `${pathOf(entity)}?sort=a&sort=b`, headers: admin });
    expect(twice.statusCode).toBe(400);
    expect(json(twice).message).toBe('El parámetro sort no es un JSON válido.');
  });

  it('checks access before shape: no session is a 401, no permission a 403', async () => {
    const entity = entities.find((e) => e.name === 'admin/branch')!;
    const anonymous = await t.app.inject({
      method: 'POST',
      url: pathOf(entity),
      payload: { colado: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
    const nobody = await t.userWith([]);
    const forbidden = await t.app.inject({
      method: 'POST',
      url: pathOf(entity),
      headers: nobody,
      payload: { colado: 1 },
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it('checks a long run of spaces in linear time, before any session (no pattern backtracks)', async () => {
    // 200,000 spaces then a letter: a pattern with `\s*` on both sides of an optional part would
    // try every split of the spaces (about 2·10^10 steps) and stall the process for minutes.
    const spaces = `${' '.repeat(200_000)}x`;
    for (const value of [spaces, `-1${spaces}`]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/locations/zipcode',
        payload: { locality_id: value, code: value },
      });
      expect(response.statusCode).toBe(401);
    }
  });
});
