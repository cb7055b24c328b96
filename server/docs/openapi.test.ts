/**
 * The OpenAPI document against the app as it runs: every route Fastify registers is documented
 * (collected with an onRoute hook, so the check grows with each new resource), the document is
 * valid OpenAPI 3.1, private operations need the token, lists describe Content-Range, examples
 * are demo data that fits their schemas, and a forged Host never reaches the document.
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { entities } from '../../domain/entities';
import { startTestApp, type TestApp } from '../test/harness';
import { listPath } from './listProtocol';
import { OPENAPI_PATH } from './document';

const PUBLIC_URL = 'https://brokerdesk.example.org/gestion';
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options'] as const;

/**
 * Routes left out on purpose: the docs themselves, and everything outside /api/ (the web app's
 * files: `/`, its static wildcard, `/app-config.js`), which is no part of the API.
 */
const HIDDEN = [
  (url: string) => url === '/api/docs' || url.startsWith('/api/docs/'),
  (url: string) => !url.startsWith('/api/'),
];
/** Resources that have no demo rows, so no example (add demo rows and remove them here). */
// Written by the product as it runs (scheduled jobs appear at start, files when asked for).
const WITHOUT_DEMO_ROWS = [
  'notifications',
  'admin/outbox',
  'admin/cron',
  'admin/cron/run',
  'admin/download',
];

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
interface Registered {
  method: string;
  url: string;
  public: boolean;
}

let t: TestApp;
let document: Json;
const registered: Registered[] = [];

/** `/api/v1/x/:id` → `/api/v1/x/{id}`, as OpenAPI writes path parameters. */
const openapiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const operations = () =>
  Object.entries(document.paths as Json).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((method) => ({ path, method, operation: item[method] })),
  );

beforeAll(async () => {
  // The app's own instance announces itself on this channel before any route exists.
  let seen = false;
  const collect = (message: unknown) => {
    if (seen) return; // later instances (the demo database's app) are not the one tested
    seen = true;
    (message as { fastify: FastifyInstance }).fastify.addHook('onRoute', (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods)
        registered.push({ method, url: route.url, public: route.config?.public === true });
    });
  };
  subscribe('fastify.initialization', collect);
  try {
    t = await startTestApp('sqlite', { PUBLIC_URL });
  } finally {
    unsubscribe('fastify.initialization', collect);
  }
  // A record only the live database holds, and a demo record changed there: neither may show.
  const admin = await t.login('admin@demo.test');
  const company = await t.app.inject({ url: '/api/v1/admin/company/1', headers: admin });
  const renamed = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/admin/company/1',
    headers: admin,
    payload: { ...company.json<Json>(), name: 'Aseguradora Solo En Vivo' },
  });
  expect(renamed.statusCode).toBe(200);
  // A forged Host on the very first request, which builds and caches the document.
  const response = await t.app.inject({
    url: OPENAPI_PATH,
    headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
  });
  expect(response.statusCode).toBe(200);
  document = response.json();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('the OpenAPI document', () => {
  it('documents every route Fastify registered, with its method', () => {
    // HEAD routes are Fastify's automatic twins of GET routes, documented through the GET.
    const expected = registered.filter(
      (r) => r.method !== 'HEAD' && !HIDDEN.some((hidden) => hidden(r.url)),
    );
    expect(expected.length).toBeGreaterThan(entities.length * 5);
    const missing = expected.filter(
      (r) => !document.paths[openapiPath(r.url)]?.[r.method.toLowerCase()],
    );
    expect(missing).toEqual([]);
    // …and nothing more: each documented operation is a registered route.
    const known = new Set(expected.map((r) => `${r.method.toLowerCase()} ${openapiPath(r.url)}`));
    expect(operations().filter((o) => !known.has(`${o.method} ${o.path}`))).toEqual([]);
    // The hidden ones exist (so the exceptions are real) and stay out of the document.
    expect(registered.map((r) => r.url)).toEqual(
      expect.arrayContaining(['/app-config.js', '/api/docs', '/api/docs/openapi.json']),
    );
    expect(Object.keys(document.paths).filter((p) => !p.startsWith('/api/'))).toEqual([]);
    expect(Object.keys(document.paths).filter((p) => p.startsWith('/api/docs'))).toEqual([]);
  });

  it('is a valid OpenAPI 3.1 document, in Spanish, versioned as the app', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(document.info.title).toBe('API de BrokerDesk');
    expect(document.info.version).toBe(t.config.appVersion);
    expect(document.info.description).toContain('Autenticación');
  });

  it('names PUBLIC_URL as its server and token address, whatever Host the request forged', async () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: PUBLIC_URL })]);
    const scheme = document.components.securitySchemes.oauth2;
    expect(scheme.flows.password.tokenUrl).toBe(`${PUBLIC_URL}/api/oauth/token`);
    expect(JSON.stringify(document)).not.toContain('evil.example');
    for (const url of [OPENAPI_PATH, '/api/docs/json', '/api/docs/yaml']) {
      const again = await t.app.inject({ url, headers: { host: 'otro.example' } });
      expect(again.statusCode).toBe(200);
      expect(again.body).toContain(PUBLIC_URL);
      expect(again.body).not.toContain('otro.example');
    }
  });

  it('requires the OAuth password grant on every private operation, and on no public one', () => {
    const byOperation = new Map(
      registered.map((r) => [`${r.method.toLowerCase()} ${openapiPath(r.url)}`, r.public]),
    );
    const publicOnes: string[] = [];
    for (const { path, method, operation } of operations()) {
      const isPublic = byOperation.get(`${method} ${path}`);
      if (isPublic) publicOnes.push(`${method} ${path}`);
      expect(operation.security, `${method} ${path}`).toEqual(isPublic ? [] : [{ oauth2: [] }]);
    }
    expect(publicOnes).toContain('post /api/oauth/token');
    expect(publicOnes).toContain('get /api/health');
  });

  it('describes filter, range, sort and Content-Range on every list, as the list answers', async () => {
    for (const entity of entities) {
      const list = document.paths[listPath(entity)].get;
      const names = list.parameters.map((p: Json) => p.name);
      expect(names, entity.name).toEqual(expect.arrayContaining(['filter', 'range', 'sort']));
      const filter = list.parameters.find((p: Json) => p.name === 'filter');
      expect(filter.description, entity.name).toContain('"id"');
      expect(list.responses['200'].headers['Content-Range'].required).toBe(true);
    }
    const admin = await t.login('admin@demo.test');
    const page = await t.app.inject({
      url: listPath(entities[0]),
      query: { filter: '{"id":[1,2]}', range: '[0,0]', sort: '["id","ASC"]' },
      headers: admin,
    });
    expect(page.headers['content-range']).toBe(`${entities[0].name} 0-0/2`);
  });

  it('declares the error bodies of the API', () => {
    const statuses = new Set(
      operations().flatMap(({ operation }) => Object.keys(operation.responses ?? {})),
    );
    for (const status of ['401', '403', '404', '409', '413', '422', '429', '503'])
      expect(statuses, status).toContain(status);
    // Written once under components/responses and cited by every operation that gives it.
    const list = document.paths[listPath(entities[0])].get;
    expect(list.responses['401']).toEqual({ $ref: '#/components/responses/Unauthorized' });
    const unauthorized = document.components.responses.Unauthorized;
    expect(unauthorized.content['application/json'].schema.$ref).toMatch(/Problem$/);
  });
});

describe('examples', () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const COMPONENTS = 'openapi-components.json';
  /** A schema of the document whose `#/components/…` references point into COMPONENTS. */
  const rebase = (schema: object): object =>
    JSON.parse(
      JSON.stringify(schema).replaceAll(
        '"$ref":"#/components/',
        `"$ref":"${COMPONENTS}#/components/`,
      ),
    );

  it('come from the demo data, one per resource that has demo rows, and fit their schemas', () => {
    // The components once, as one schema that every example's schema points into: each
    // component is compiled once, not again for every operation that cites it.
    ajv.addSchema({ $id: COMPONENTS, components: document.components });
    const withExamples = new Set<string>();
    for (const { path, method, operation } of operations()) {
      for (const [status, response] of Object.entries(operation.responses as Json)) {
        const json = response.content?.['application/json'];
        if (!json || json.example === undefined) continue;
        const validate = ajv.compile(rebase(json.schema));
        const valid = validate(json.example);
        expect(validate.errors ?? [], `${method} ${path} ${status}`).toEqual([]);
        expect(valid).toBe(true);
        withExamples.add(path.replace(/\/\{id\}$/, ''));
      }
    }
    for (const entity of entities) {
      const expected = !WITHOUT_DEMO_ROWS.includes(entity.name);
      expect(withExamples.has(listPath(entity)), entity.name).toBe(expected);
    }
  });

  it('never show the live database', () => {
    const company = document.paths[`${listPath(entities[0])}/{id}`].get.responses['200'];
    expect(company.content['application/json'].example).toMatchObject({ id: 1, name: 'Allianz' });
    expect(JSON.stringify(document)).not.toContain('Solo En Vivo');
    // No secret leaves through an example: no password, hash or token anywhere.
    expect(JSON.stringify(document)).not.toMatch(/password_hash|\$2[aby]\$|access_token"\s*:\s*"/);
  });
});

describe('access to the docs', () => {
  it('serves the page and its files without a session, under the app content policy', async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/static/swagger-ui-bundle.js']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-security-policy'], url).toContain("script-src 'self'");
    }
    const page = await t.app.inject({ url: '/api/docs/' });
    expect(page.body).toContain('BrokerDesk · Documentación de la API');
    // Every script is a file of our own origin: nothing inline for the policy to refuse.
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('describes operations that still refuse a caller without a token or without permission', async () => {
    const anonymous = await t.app.inject({ url: listPath(entities[0]) });
    expect(anonymous.statusCode).toBe(401);
    const nobody = await t.userWith([]);
    const forbidden = await t.app.inject({ url: listPath(entities[0]), headers: nobody });
    expect(forbidden.statusCode).toBe(403);
    const forged = await t.app.inject({
      url: listPath(entities[0]),
      headers: { authorization: 'Bearer from-the-docs-page' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('serves only its own files under /api/docs', async () => {
    // Anything else under /api/ follows the API's rule: without a token, no answer at all.
    for (const url of ['/api/docs/static/nada.js', '/api/docs/nada.json']) {
      const unknown = await t.app.inject({ url });
      expect(unknown.statusCode, url).toBe(401);
    }
  });
});
