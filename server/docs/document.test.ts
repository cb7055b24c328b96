/**
 * The document's own parts without an app: what a route that declares nothing still gets, what
 * is hidden, how components are named, and the examples' one-time loading.
 */
import { describe, expect, it } from 'vitest';
import { entities } from '../../domain/entities';
import { baseDocument, componentName, transformRoute, type JsonObject } from './document';
import { lazyExamples } from './examples';
import { toJsonSchema2020 } from './dialect';
import { describeListProtocol, listPath } from './listProtocol';
import { shareRepeatedResponses } from './sharedResponses';
import { nameOperations } from './operationIds';

describe('transformRoute', () => {
  it('asks for the token unless the route is public', () => {
    const route = (config: unknown) => ({ url: '/api/v1/admin/branch', route: { config } });
    expect(transformRoute(route({})).schema).toMatchObject({ security: [{ oauth2: [] }] });
    expect(transformRoute(route({ public: true })).schema).toMatchObject({ security: [] });
    // Anything but exactly `true` is private: a truthy string does not open a route.
    expect(transformRoute(route({ public: 'yes' })).schema).toMatchObject({
      security: [{ oauth2: [] }],
    });
  });

  it('hides the docs and everything outside /api/', () => {
    for (const url of ['/', '/*', '/app-config.js', '/api/docs', '/api/docs/json', '/apiary'])
      expect(transformRoute({ url }).schema, url).toMatchObject({ hide: true });
    expect(transformRoute({ url: '/api/docsx' }).schema).not.toHaveProperty('hide');
  });
});

describe('baseDocument', () => {
  it('takes servers and the token URL from the configuration only', () => {
    const document = baseDocument({ publicUrl: 'https://x.example/app', appVersion: '9.9.9' });
    expect(document).toMatchObject({
      openapi: '3.1.0',
      info: { version: '9.9.9' },
      servers: [{ url: 'https://x.example/app' }],
      components: {
        securitySchemes: {
          oauth2: { flows: { password: { tokenUrl: 'https://x.example/app/api/oauth/token' } } },
        },
      },
    });
  });
});

describe('componentName', () => {
  it('keeps readable $ids and numbers anything OpenAPI would refuse', () => {
    expect(componentName({ $id: 'AdminBranch' }, null, null, 3)).toBe('AdminBranch');
    expect(componentName({ $id: 'Problem#' }, null, null, 3)).toBe('Problem');
    expect(componentName({ $id: 'https://x/y.json' }, null, null, 3)).toBe('def-3');
    expect(componentName({}, null, null, 4)).toBe('def-4');
  });
});

describe('describeListProtocol', () => {
  it('gives a list that declares nothing its parameters and Content-Range', () => {
    const [entity] = entities;
    const document: JsonObject = { paths: { [listPath(entity)]: { get: { responses: {} } } } };
    describeListProtocol(document, entities);
    const list = (document.paths as JsonObject)[listPath(entity)] as {
      get: { parameters: JsonObject[]; responses: Record<string, JsonObject> };
    };
    expect(list.get.parameters.map((p) => p.name)).toEqual(['filter', 'range', 'sort']);
    expect(list.get.parameters[0].description).toContain('{"id":[1,2,3]}');
    expect(list.get.responses['200'].headers).toHaveProperty('Content-Range');
  });

  it('keeps what a route declares and never sets example beside examples', () => {
    const [entity] = entities;
    const declared = { in: 'query', name: 'filter', description: 'propia', examples: {} };
    const document: JsonObject = {
      paths: { [listPath(entity)]: { get: { parameters: [declared], responses: {} } } },
    };
    describeListProtocol(document, entities);
    expect(declared).toEqual({ in: 'query', name: 'filter', description: 'propia', examples: {} });
  });
});

describe('lazyExamples', () => {
  it('loads once, shares the load, and tries again only a while after a failure', async () => {
    let calls = 0;
    let clock = 0;
    const examples = lazyExamples(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('no database');
        return new Map([['admin/branch', { id: 1 }]]);
      },
      60_000,
      () => clock,
    );
    await expect(examples.ready()).rejects.toThrow('no database');
    expect(examples.current().size).toBe(0);
    clock = 59_999; // within the minute, requests get the failure without a new load
    await expect(examples.ready()).rejects.toThrow('no database');
    expect(calls).toBe(1);
    clock = 60_000;
    await Promise.all([examples.ready(), examples.ready()]);
    await examples.ready();
    expect(calls).toBe(2);
    expect(examples.current().get('admin/branch')).toEqual({ id: 1 });
  });
});

describe('toJsonSchema2020', () => {
  it('writes a draft-07 tuple with prefixItems, at any depth, on a copy', () => {
    const tuple = { type: 'array', items: [{ type: 'string' }], additionalItems: false };
    const draft07 = {
      type: 'object',
      properties: { sort: tuple, any: { anyOf: [tuple, { items: [{ type: 'integer' }] }] } },
    };
    const copy = structuredClone(draft07);
    expect(toJsonSchema2020(draft07)).toEqual({
      type: 'object',
      properties: {
        sort: { type: 'array', prefixItems: [{ type: 'string' }], items: false },
        any: {
          anyOf: [
            { type: 'array', prefixItems: [{ type: 'string' }], items: false },
            { prefixItems: [{ type: 'integer' }] },
          ],
        },
      },
    });
    // Fastify compiled the original: it stays draft-07.
    expect(draft07).toEqual(copy);
  });

  it('leaves values alone and drops what draft-07 ignores', () => {
    const schema = {
      type: 'array',
      items: { type: 'object' },
      additionalItems: false, // ignored by draft-07 beside a single `items`
      example: [{ items: [1], additionalItems: true }],
      enum: [{ items: [2] }],
    };
    expect(toJsonSchema2020(schema)).toEqual({
      type: 'array',
      items: { type: 'object' },
      example: [{ items: [1], additionalItems: true }],
      enum: [{ items: [2] }],
    });
  });
});

describe('nameOperations', () => {
  const document = (paths: JsonObject): JsonObject => ({ paths });
  const op = (extra: JsonObject = {}) => ({ responses: {}, ...extra });

  it('names by method and fixed segments, and places a parameter only to tell two apart', () => {
    const entity = entities.find((e) => e.name === 'admin/company')!;
    const doc = document({
      [listPath(entity)]: { get: op(), post: op() },
      [`${listPath(entity)}/{id}`]: { get: op(), put: op(), delete: op() },
      '/api/v1/x/y/{id}': { get: op() },
      '/api/v1/x/{id}/y': { get: op(), post: op() },
      '/api/health': { get: op() },
    });
    nameOperations(doc, entities);
    const paths = doc.paths as Record<string, Record<string, JsonObject>>;
    expect(paths[listPath(entity)].get.operationId).toBe('listAdminCompany');
    expect(paths[listPath(entity)].post.operationId).toBe('createAdminCompany');
    expect(paths[`${listPath(entity)}/{id}`].get.operationId).toBe('getAdminCompany');
    expect(paths[`${listPath(entity)}/{id}`].put.operationId).toBe('updateAdminCompany');
    expect(paths[`${listPath(entity)}/{id}`].delete.operationId).toBe('deleteAdminCompany');
    expect(paths['/api/v1/x/y/{id}'].get.operationId).toBe('getXY');
    expect(paths['/api/v1/x/{id}/y'].get.operationId).toBe('getXByIdY');
    expect(paths['/api/v1/x/{id}/y'].post.operationId).toBe('runXY');
    expect(paths['/api/health'].get.operationId).toBe('getHealth');
  });

  it('keeps a declared operationId and refuses two operations with one name', () => {
    const kept = document({ '/api/v1/a': { get: op({ operationId: 'mine' }) } });
    nameOperations(kept, entities);
    expect((kept.paths as JsonObject)['/api/v1/a']).toMatchObject({ get: { operationId: 'mine' } });
    const clash = document({
      '/api/v1/a': { get: op({ operationId: 'getB' }) },
      '/api/v1/b': { get: op() },
    });
    expect(() => nameOperations(clash, entities)).toThrow('operationId getB names both');
  });
});

describe('shareRepeatedResponses', () => {
  const problem = { description: 'Sin sesión', content: { 'application/json': { schema: {} } } };
  const ok = { description: 'La página', content: { 'application/json': { example: [1] } } };

  it('writes an answer two operations give alike once, and cites it from both', () => {
    const other503 = { description: 'La base no responde' };
    const doc: JsonObject = {
      paths: {
        '/api/v1/a': { get: { responses: { 200: ok, 401: problem, 503: other503 } } },
        '/api/v1/b': { get: { responses: { 200: ok, 401: problem } }, post: { responses: {} } },
      },
    };
    shareRepeatedResponses(doc);
    const paths = doc.paths as Record<string, Record<string, { responses: JsonObject }>>;
    const ref = { $ref: '#/components/responses/Unauthorized' };
    expect(paths['/api/v1/a'].get.responses).toEqual({ 200: ok, 401: ref, 503: other503 });
    expect(paths['/api/v1/b'].get.responses).toEqual({ 200: ok, 401: ref });
    expect(doc.components).toEqual({ responses: { Unauthorized: problem } });
  });

  it('names the rarer of two forms of one status apart', () => {
    const other = { ...problem, description: 'Otra' };
    const op = (response: JsonObject) => ({ get: { responses: { 401: response } } });
    const doc: JsonObject = {
      paths: {
        '/a': op(problem),
        '/b': op(problem),
        '/c': op(problem),
        '/d': op(other),
        '/e': op(other),
      },
    };
    shareRepeatedResponses(doc);
    const shared = (doc.components as { responses: JsonObject }).responses;
    expect(shared).toEqual({ Unauthorized: problem, Unauthorized2: other });
  });

  it('leaves a status range or default where it is: it has no reason phrase to be named by', () => {
    const op = () => ({ get: { responses: { default: problem, '4XX': problem } } });
    const doc: JsonObject = { paths: { '/a': op(), '/b': op() } };
    shareRepeatedResponses(doc);
    expect(doc.components).toBeUndefined();
    expect((doc.paths as Record<string, unknown>)['/a']).toEqual(op());
  });
});
