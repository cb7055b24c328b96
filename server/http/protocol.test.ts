/**
 * HTTP protocol edges (issue 9 items 5, 12, 19, 21, 32): decoded and absolute-form paths meet
 * the same authentication, framework errors answer in Spanish with the security headers (also
 * socket.io's), the root serves the app, an empty JSON body is no body, empty pages say so.
 */
import { connect } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { json, startTestApp, type TestApp, describeApp } from '../test/harness';

/** One raw HTTP/1.1 exchange, so request targets the client libraries would rewrite go as typed. */
function rawRequest(
  port: number,
  request: string,
): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (data += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head, ...rest] = data.split('\r\n\r\n');
      resolve({
        status: Number(head.split(' ')[1]),
        head: head.toLowerCase(),
        body: Buffer.from(rest.join('\r\n\r\n'), 'latin1').toString('utf8'),
      });
    });
  });
}

const get = (path: string, headers: Record<string, string> = {}) =>
  `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}\r\n`;

describeApp('HTTP protocol on %s', (dialect) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let nobody: Record<string, string>;
  let port: number;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.login('admin@demo.test');
    nobody = await t.userWith([]);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t?.close());

  describe('item 5: the authentication check decides on the routed path', () => {
    const forms = ['/api/v1/admin/branch', '/%61pi/v1/admin/branch', '/api/v1/%61dmin/branch'];
    it.each(forms)(
      '%s answers 401 without a session, 403 without access, 200 with it',
      async (path) => {
        for (const target of [path, `http://localhost${path}`]) {
          const anonymous = await rawRequest(port, get(target));
          expect(anonymous.status, target).toBe(401);
          expect(JSON.parse(anonymous.body).message).toBe(
            'Tu sesión no es válida o expiró. Ingresá de nuevo.',
          );
          expect((await rawRequest(port, get(target, nobody))).status, target).toBe(403);
          const allowed = await rawRequest(port, get(target, admin));
          expect(allowed.status, target).toBe(200);
          expect(Array.isArray(JSON.parse(allowed.body))).toBe(true);
        }
      },
    );

    it('an unknown encoded API path is 401 then 404, never 500', async () => {
      expect((await rawRequest(port, get('/%61pi/v1/nothing'))).status).toBe(401);
      const unknown = await rawRequest(port, get('http://localhost/%61pi/v1/nothing', admin));
      expect(unknown.status).toBe(404);
      expect(JSON.parse(unknown.body).message).toBe('La dirección solicitada no existe.');
    });
  });

  describe('item 12: framework errors in Spanish JSON with the security headers', () => {
    const secured = (head: string) => {
      expect(head).toContain('content-security-policy:');
      expect(head).toContain('x-content-type-options: nosniff');
    };

    it('414 for a route parameter longer than the router takes', async () => {
      const response = await t.app.inject({
        url: `/api/v1/admin/branch/${'9'.repeat(300)}`,
        headers: admin,
      });
      expect(response.statusCode).toBe(414);
      expect(json(response).message).toBe('La dirección solicitada es demasiado larga.');
      expect(response.headers['content-security-policy']).toBeDefined();
    });

    it('431 for headers larger than the HTTP parser takes', async () => {
      const response = await rawRequest(port, get('/api/health', { 'X-Big': 'a'.repeat(20_000) }));
      expect(response.status).toBe(431);
      secured(response.head);
      expect(JSON.parse(response.body).message).toBe(
        'Los encabezados de la solicitud son demasiado grandes.',
      );
    });

    it('400 for a malformed request line', async () => {
      const response = await rawRequest(port, 'GET /api/health HTTP/9.x\r\n\r\n');
      expect(response.status).toBe(400);
      secured(response.head);
      expect(JSON.parse(response.body).message).toBe('La solicitud no es válida.');
    });

    it("socket.io's HTTP answers, errors included, carry them too", async () => {
      const handshake = await rawRequest(port, get('/socket.io/?EIO=4&transport=polling'));
      expect(handshake.status).toBe(200);
      secured(handshake.head);
      const refused = await rawRequest(port, get('/socket.io/?EIO=4&transport=carrier-pigeon'));
      expect(refused.status).toBe(400);
      secured(refused.head);
    });

    it('a framework 4xx keeps its own meaning (405 is not "bad query")', async () => {
      const response = await t.app.inject({
        method: 'PROPFIND',
        url: '/api/v1/admin/branch',
        headers: admin,
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(json(response).message).not.toBe('Los parámetros de la consulta no son válidos.');
    });
  });

  describe('item 32: an empty body sent as JSON is no body', () => {
    it('DELETE with Content-Type: application/json and no body deletes', async () => {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/branch',
        headers: admin,
        payload: { name: `Sucursal vacía ${dialect}`, code: 'VAC' },
      });
      expect(created.statusCode, created.body).toBe(201);
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/admin/branch/${json(created).id}`,
        headers: { ...admin, 'content-type': 'application/json' },
        body: '',
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
    });

    it('GET with that header and no body lists; a POST with no body is a Spanish 400', async () => {
      const listed = await t.app.inject({
        url: '/api/v1/admin/branch',
        headers: { ...admin, 'content-type': 'application/json' },
      });
      expect(listed.statusCode).toBe(200);
      const posted = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/branch',
        headers: { ...admin, 'content-type': 'application/json' },
        body: '',
      });
      expect(posted.statusCode).toBe(400);
      expect(json(posted).message).toBe('El cuerpo de la solicitud debe ser un objeto JSON.');
    });

    it('a body that is not UTF-8 is a 400, never stored with replacement characters', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/branch',
        headers: { ...admin, 'content-type': 'application/json' },
        body: Buffer.concat([
          Buffer.from('{"name":"Sucursal '),
          Buffer.from([0xc3, 0x28]),
          Buffer.from('","code":"UTF"}'),
        ]),
      });
      expect(response.statusCode).toBe(400);
      expect(json(response).message).toBe(
        'El cuerpo de la solicitud no está codificado en UTF-8 válido.',
      );
    });
  });

  describe('item 19: Content-Range of an empty page', () => {
    it('a page past the end says `*/total`; a page inside the list says first-last/total', async () => {
      const all = await t.app.inject({ url: '/api/v1/admin/locations/country', headers: admin });
      const total = Number(String(all.headers['content-range']).split('/').pop());
      expect(total).toBeGreaterThan(0);
      const past = await t.app.inject({
        url: `/api/v1/admin/locations/country?range=${encodeURIComponent(JSON.stringify([total + 2, total + 11]))}`,
        headers: admin,
      });
      expect(past.statusCode).toBe(200);
      expect(past.json()).toEqual([]);
      expect(past.headers['content-range']).toBe(`admin/locations/country */${total}`);
      const none = await t.app.inject({
        url: `/api/v1/admin/locations/country?filter=${encodeURIComponent('{"q":"no existe nada así"}')}`,
        headers: admin,
      });
      expect(none.headers['content-range']).toBe('admin/locations/country */0');
      const first = await t.app.inject({
        url: `/api/v1/admin/locations/country?range=${encodeURIComponent('[0,0]')}`,
        headers: admin,
      });
      expect(first.headers['content-range']).toBe(`admin/locations/country 0-0/${total}`);
    });
  });

  describe('item 21: the root serves the app', () => {
    let web: FastifyInstance;
    let root: string;
    beforeAll(async () => {
      root = mkdtempSync(join(tmpdir(), 'bo-web-'));
      writeFileSync(join(root, 'index.html'), '<!doctype html><title>BrokerDesk</title>');
      web = await buildApp({ ...t.config, webRoot: root }, t.database);
    });
    afterAll(async () => {
      await web?.close();
      rmSync(root, { recursive: true, force: true });
    });

    it('GET / and HEAD / answer the SPA; an unknown page too; an unknown API path a Spanish 404', async () => {
      const page = await web.inject({ url: '/' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('BrokerDesk');
      expect(page.headers['content-security-policy']).toBeDefined();
      expect((await web.inject({ method: 'HEAD', url: '/' })).statusCode).toBe(200);
      expect((await web.inject({ url: '/admin/branch' })).body).toContain('BrokerDesk');
      for (const url of ['/api/v1/nothing', '/%61pi/v1/nothing']) {
        const missing = await web.inject({ url, headers: admin });
        expect(missing.statusCode, url).toBe(404);
        expect(json(missing).message).toBe('La dirección solicitada no existe.');
      }
    });
  });
});
