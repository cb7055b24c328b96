/**
 * The OpenAPI document as outside tools read it: Redocly's linter (recommended rules, plus
 * redocly.yaml) finds no error, every operation has a unique readable `operationId`, the paths
 * that rule calls ambiguous never meet at runtime, schemas are JSON Schema 2020-12 while the app
 * still validates with its own draft-07 ones, and openapi-typescript makes a client that
 * typechecks.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { startTestApp, type TestApp } from '../test/harness';
import { OPENAPI_PATH } from './document';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const root = resolve(import.meta.dirname, '../..');

let t: TestApp;
let document: Json;
let dir: string;

const operations = () =>
  Object.entries(document.paths as Json).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((method) => ({ path, method, operation: item[method] })),
  );

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bo-openapi-'));
  t = await startTestApp('sqlite');
  document = (await t.app.inject({ url: OPENAPI_PATH })).json();
}, 60_000);

afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('redocly lint', () => {
  it('finds no error with the recommended rules', async () => {
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const bin = join(root, 'node_modules/.bin/redocly');
    const args = ['lint', file, '--config', join(root, 'redocly.yaml'), '--format', 'json'];
    // No telemetry or update check from a test run; a failed lint exits 1 with the same JSON.
    const env = {
      ...process.env,
      REDOCLY_TELEMETRY: 'off',
      REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
    };
    const stdout = await promisify(execFile)(bin, args, { env, maxBuffer: 64 << 20 }).then(
      (done) => done.stdout,
      (failed: { stdout?: string }) => failed.stdout ?? '',
    );
    const { problems } = JSON.parse(stdout) as { problems: Json[] };
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId} ${p.message} ${p.location?.[0]?.pointer}`);
    expect(errors).toEqual([]);
  }, 30_000);
});

describe('operationId', () => {
  it('names every operation once, readably, from its method and path', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const id = (method: string, path: string) => document.paths[path][method].operationId;
    expect(id('get', '/api/v1/admin/branch')).toBe('listAdminBranch');
    expect(id('post', '/api/v1/admin/branch')).toBe('createAdminBranch');
    expect(id('get', '/api/v1/admin/branch/{id}')).toBe('getAdminBranch');
    expect(id('put', '/api/v1/admin/branch/{id}')).toBe('updateAdminBranch');
    expect(id('delete', '/api/v1/admin/branch/{id}')).toBe('deleteAdminBranch');
    expect(id('get', '/api/v1/opportunity/request')).toBe('listOpportunityRequest');
    expect(id('post', '/api/v1/opportunity/{id}/take')).toBe('runOpportunityTake');
    // Same fixed segments: the one with a parameter inside says where it is.
    expect(id('get', '/api/v1/opportunity/quotes/{id}')).toBe('getOpportunityQuotes');
    expect(id('get', '/api/v1/opportunity/{id}/quotes')).toBe('getOpportunityByIdQuotes');
  });
});

/** Redocly's no-ambiguous-paths test: same length, and fixed segments equal where both are fixed. */
function lookAlike(a: string, b: string) {
  const [x, y] = [a.split('/'), b.split('/')];
  const isParameter = (s: string) => /^\{.+\}$/.test(s);
  if (x.length !== y.length) return false;
  if (x.filter(isParameter).length !== y.filter(isParameter).length) return false;
  return x.every((s, i) => isParameter(s) || isParameter(y[i]) || s === y[i]);
}

describe('paths Redocly would call ambiguous (rule off in redocly.yaml)', () => {
  const ajv = addFormats(new Ajv2020({ strict: false }));

  /** Whether the path's parameter accepts `segment`, by the schema its operations declare. */
  function accepts(path: string, name: string, segment: string) {
    const schemas = operations()
      .filter((o) => o.path === path)
      .flatMap(({ operation }) => operation.parameters ?? [])
      .filter((p: Json) => p.in === 'path' && p.name === name)
      .map((p: Json) => p.schema ?? {});
    return schemas.length === 0 || schemas.some((schema) => ajv.validate(schema, segment));
  }

  /** Some segment is fixed in one path and, in the other, a parameter that refuses it. */
  function disjoint(a: string, b: string) {
    const [x, y] = [a.split('/'), b.split('/')];
    const refuses = (path: string, parameter: string, segment: string) =>
      /^\{.+\}$/.test(parameter) &&
      !/^\{.+\}$/.test(segment) &&
      !accepts(path, parameter.slice(1, -1), segment);
    return x.some((s, i) => refuses(a, s, y[i]) || refuses(b, y[i], s));
  }

  it('never meet: a parameter refuses the fixed segment it faces', () => {
    const paths = Object.keys(document.paths);
    const pairs = paths.flatMap((a, i) => paths.slice(i + 1).map((b) => [a, b] as const));
    const alike = pairs.filter(([a, b]) => lookAlike(a, b));
    expect(alike).toContainEqual([
      '/api/v1/opportunity/quotes/{id}',
      '/api/v1/opportunity/{id}/take',
    ]);
    expect(alike.filter(([a, b]) => !disjoint(a, b))).toEqual([]);
  });

  it('answer as Fastify routes them, never the other route', async () => {
    const admin = await t.login('admin@demo.test');
    // `/opportunity/quotes/take` is a quote whose id is not one, never the command on "quotes".
    const quote = await t.app.inject({ url: '/api/v1/opportunity/quotes/take', headers: admin });
    expect(quote.statusCode).toBe(404);
    const take = await t.app.inject({
      method: 'POST',
      url: '/api/v1/opportunity/quotes/take',
      headers: admin,
    });
    expect(take.statusCode).toBe(404);
  });
});

describe('JSON Schema 2020-12 in the document, draft-07 in the app', () => {
  const exportPath = '/api/v1/admin/branch/export';

  it('writes tuples with prefixItems, and nothing draft-07 only', () => {
    const body = document.paths[exportPath].post.requestBody.content['application/json'].schema;
    expect(body.properties.sort).toMatchObject({
      prefixItems: [{ type: 'string' }, { enum: ['ASC', 'DESC'] }],
      items: false,
    });
    const text = JSON.stringify(document);
    expect(text).not.toContain('"additionalItems"');
    expect(text).not.toMatch(/"items":\[/);
  });

  it('still refuses a sort that is not [field, order] at runtime', async () => {
    const admin = await t.login('admin@demo.test');
    for (const sort of [['name', 'UP'], ['name', 'ASC', 'x'], ['name']]) {
      const response = await t.app.inject({
        method: 'POST',
        url: exportPath,
        headers: admin,
        payload: { format: 'csv', sort },
      });
      expect(response.statusCode, JSON.stringify(sort)).toBe(422);
    }
  });
});

describe('typed client', () => {
  it('openapi-typescript generates types a small client typechecks against', async () => {
    writeFileSync(join(dir, 'api.d.ts'), astToString(await openapiTS(document as never)));
    const usage = join(dir, 'usage.ts');
    writeFileSync(
      usage,
      `import type { operations, paths } from './api';
type List = paths['/api/v1/admin/branch']['get'];
type Branches = List['responses'][200]['content']['application/json'];
export const firstId = (rows: Branches): number => rows[0].id;
export const sameOperation = (list: List): operations['listAdminBranch'] => list;
type Export = paths['/api/v1/admin/branch/export']['post'];
type Sort = NonNullable<Export['requestBody']>['content']['application/json']['sort'];
export const sort: Sort = ['name', 'DESC'];
// @ts-expect-error a third element is refused, as the server refuses it
export const tooLong: Sort = ['name', 'ASC', 'x'];
// @ts-expect-error no such path
export type Nothing = paths['/api/v1/admin/nothing'];
`,
    );
    const program = ts.createProgram([usage], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      lib: ['lib.es5.d.ts'], // all the generated types need: seconds less than the default libs
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      types: [],
    });
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).toEqual([]);
  }, 30_000);
});
