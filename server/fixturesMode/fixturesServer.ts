/**
 * For tests of fixtures mode: the fixtures server on a free port over fixtures/db.json (read
 * into memory: each server's changes are its own), with the demo administrator's token and a way to act as any demo user.
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { entities } from '../../domain/entities';
import type { Entity } from '../../domain/engine/entity';
import type { Flow } from '../../domain/engine/flows';
import { areaFlows } from '../../domain/areas';
import { createFixturesApp } from '../../fixtures/server/app';
import { DEMO_PASSWORD } from '../../fixtures/users';
import { fromRoot } from '../paths';

export type FixtureRows = Record<string, Record<string, unknown>[]>;

export const FIXTURES_DB = fromRoot('fixtures', 'db.json');

/** The demo data as the fixtures server starts with it. */
export const fixturesData = () => JSON.parse(readFileSync(FIXTURES_DB, 'utf8')) as FixtureRows;

/**
 * `declared`: other entities and flows to serve beside the product's (an area declared by a
 * test alone), as the product's are served: from their declarations.
 */
export async function startFixturesServer(
  declared: { entities?: readonly Entity[]; flows?: readonly Flow[] } = {},
) {
  const { app } = createFixturesApp({
    dbFile: FIXTURES_DB,
    entities: [...entities, ...(declared.entities ?? [])],
    flows: [...areaFlows, ...(declared.flows ?? [])],
  });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
    // Longer than fetch's own idle keep-alive (4 s): the server never closes a socket the
    // client is about to reuse, which a loaded CI machine turned into ECONNRESET.
    s.keepAliveTimeout = 30_000;
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));

  /** Logs in as a demo user (by e-mail) and gives that user's requests and id. */
  const as = async (email: string) => {
    const login = await fetch(`${base}/api/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'password',
        username: email,
        password: DEMO_PASSWORD,
        client_id: '1',
      }),
    });
    const session = (await login.json()) as { access_token: string; user: { id: unknown } };
    const token = session.access_token;
    /** One API request as that user: status, answer and json-server's total. */
    const call = async (path: string, init: { method?: string; body?: unknown } = {}) => {
      const response = await fetch(`${base}/api/v1/${path}`, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      type Row = Record<string, unknown>;
      return {
        status: response.status,
        json: (await response.json()) as Row & Row[],
        total: Number(response.headers.get('x-total-count')),
      };
    };
    return { token, call, id: Number(session.user.id) };
  };
  const { token, call } = await as('admin@demo.test');
  return { base, token, close, call, as };
}
