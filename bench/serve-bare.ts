/**
 * Child process: the ceiling. Bare Fastify (no plugins, hooks, auth or database) answering the same
 * shapes as our zipcode endpoints from constants, so the gap to it is everything our app adds.
 */
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';

const now = new Date().toISOString();
const row = (id: number) => ({
  id,
  locality_id: 1,
  code: `A${1000 + id}BCD`,
  created_at: now,
  updated_at: now,
});
/** load.ts `BARE_ETAG` (not imported: this process stays free of the load generator). */
const BARE_ETAG = 'W/"bare"';
const page = Array.from({ length: 25 }, (_, i) => row(i + 1));
let nextId = 1_000_000;

const app = Fastify({ logger: false });
app.get('/rows', async (request, reply) => {
  // The 304 workload's ceiling: a revalidation answered from a constant validator.
  if (request.headers['if-none-match'] === BARE_ETAG)
    return reply.code(304).header('ETag', BARE_ETAG).send();
  reply.header('Content-Range', 'rows 0-24/1000');
  return page;
});
app.get('/rows/:id', async () => page[0]);
app.post('/rows', async (request, reply) => {
  reply.code(201);
  return { id: nextId++, ...(request.body as object), created_at: now, updated_at: now };
});
await app.listen({ host: '127.0.0.1', port: 0 });
process.send?.({ port: (app.server.address() as AddressInfo).port });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
