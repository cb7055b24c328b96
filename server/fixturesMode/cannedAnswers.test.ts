/**
 * Canned answers (fixtures/server/cannedAnswers.ts, data in fixtures/cannedAnswers.json): what a
 * server handler computes is served as stored, to whoever the answer allows, the most specific
 * match first, with its changes made; a canned refusal of a command changes nothing. Every
 * answer stored for a demo record (the guide, quotes, discounts, manual quotes' insurers, lead
 * conversions, the duplicates review…) answers the request it stands for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '../../domain/engine/messages';
import { fixturesData, startFixturesServer } from './fixturesServer';

type Row = Record<string, unknown>;

let server: Awaited<ReturnType<typeof startFixturesServer>>;
beforeAll(async () => {
  server = await startFixturesServer();
});
afterAll(() => server.close());

const canned = () => fixturesData().canned_answers;

async function addCannedAnswer(answer: Row) {
  const response = await fetch(`${server.base}/api/fixtures/canned_answers`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(answer),
  });
  expect(response.status).toBe(201);
}

/** The request an answer stands for: its matched parameters, query and body. */
function requestOf(answer: Row) {
  const match = (answer.match ?? {}) as { params?: Row; query?: Row; body?: Row };
  const some = (value: unknown) => (Array.isArray(value) ? value[0] : value);
  const filled = (values: Row = {}): Row =>
    Object.fromEntries(
      Object.entries(values).map(([k, v]) => [
        k,
        v === '{{any}}'
          ? 'Otra'
          : v && typeof v === 'object' && !Array.isArray(v)
            ? filled(v as Row)
            : some(v),
      ]),
    );
  // A part that lists its values (any one of them matches): its first.
  const path = String(answer.path).replace(/:(\w+)/g, (_, name: string) =>
    String(some(match.params?.[name])),
  );
  const query = new URLSearchParams(filled(match.query) as Record<string, string>).toString();
  const body = answer.method === 'GET' ? undefined : filled(match.body);
  return {
    path: `${path.slice(1)}${query ? `?${query}` : ''}`,
    method: String(answer.method),
    body,
  };
}

describe('canned answers', () => {
  it('answer every request they store for a demo record, in order, as stored', async () => {
    // Those of a demo record (every parameter of its path named) or of a route without one.
    const stored = canned().filter((answer) =>
      [...String(answer.path).matchAll(/:(\w+)/g)].every(
        ([, name]) => (answer.match as { params?: Row } | undefined)?.params?.[name] !== undefined,
      ),
    );
    expect(stored.length).toBeGreaterThanOrEqual(30);
    for (const answer of stored) {
      const { path, method, body } = requestOf(answer);
      const heard = await server.call(path, { method, body });
      expect(heard.status, `${String(answer.id)} ${method} ${path}`).toBe(answer.status ?? 200);
      const text = JSON.stringify(answer.body ?? null);
      if (answer.body !== undefined && !text.includes('{{') && !answer.contentType)
        expect(heard.json, `${String(answer.id)} ${path}`).toEqual(answer.body);
    }
  });

  it('answer any other record with the stated fallback, changing nothing on a refusal', async () => {
    const demo = JSON.stringify(canned());
    const lead = fixturesData().leads.find((l) => l.status === 1 && !demo.includes(String(l.id)))!;
    const converted = await server.call(`lead/${String(lead.id)}/convert`, { body: {} });
    expect(converted.status).toBe(422);
    expect((await server.call(`lead/${String(lead.id)}`)).json.status).toBe(1);
    const discount = await server.call('opportunity/quotes/1/discount', {
      body: { percent: 5, reason: 'Cliente de muchos años' },
    });
    expect(discount.status).toBe(422);
    expect(String(Object.values(discount.json.errors as object)[0])).toMatch(/modo de prueba/);
  });

  it('are in db.json, and testers read them while the server runs', async () => {
    const response = await fetch(`${server.base}/api/fixtures/canned_answers`, {
      headers: { authorization: `Bearer ${server.token}` },
    });
    expect(((await response.json()) as Row[]).map((a) => a.id)).toEqual(canned().map((a) => a.id));
    const anonymous = await fetch(`${server.base}/api/fixtures/canned_answers`);
    expect(anonymous.status).toBe(401);
  });

  it('serve a client history: the demo client’s own, every other one empty, 403 without access', async () => {
    const own = canned().find((a) => a.path === '/account/:id/timeline' && a.match)!;
    const id = String((own.match as { params: Row }).params.id);
    const history = await server.call(`account/${id}/timeline`);
    expect(history.status).toBe(200);
    expect(history.json).toEqual(own.body);
    expect((history.json.items as Row[]).length).toBeGreaterThan(0);
    const other = fixturesData().accounts.find((a) => a.id !== id)!;
    expect((await server.call(`account/${String(other.id)}/timeline`)).json).toEqual({
      items: [],
      next: null,
    });
    const nobody = await server.as('sin-permisos@demo.test');
    expect((await nobody.call(`account/${id}/timeline`)).status).toBe(403);
  });

  it('hide what they say of a record from whoever its record scope hides it from, with the server’s 404', async () => {
    const executive = await server.as('ejecutivo@demo.test');
    const seen = new Set(
      (await executive.call('account?_start=0&_end=5000')).json.map((row) => String(row.id)),
    );
    const hidden = fixturesData().accounts.find((a) => !seen.has(String(a.id)))!;
    expect(hidden, 'a demo client outside the executive’s portfolio').toBeDefined();
    const history = `account/${String(hidden.id)}/timeline`;
    expect((await server.call(history)).status).toBe(200);
    const refused = await executive.call(history);
    expect(refused.status).toBe(404);
    expect(refused.json.message).toBe(errorMessages.notFound);
    const shown = [...seen][0];
    expect((await executive.call(`account/${shown}/timeline`)).status).toBe(200);
  });

  it('offer the import screen the kinds of data to import, to whoever may list imports', async () => {
    const types = await server.call('admin/import/types');
    expect(types.status).toBe(200);
    const keys = (types.json as unknown as Row[]).map((t) => t.key);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys).toContain('client');
    const nobody = await server.as('sin-permisos@demo.test');
    expect((await nobody.call('admin/import/types')).status).toBe(403);
  });

  it('answer the most specific match, with its status and the request’s values filled in', async () => {
    await addCannedAnswer({
      method: 'POST',
      path: '/tools/:id/estimate',
      body: { estimate: 'general', tool: '{{id}}' },
    });
    await addCannedAnswer({
      method: 'POST',
      path: '/tools/:id/estimate',
      match: { params: { id: '7' }, body: { size: 'large' } },
      status: 422,
      body: { message: 'Demasiado grande', errors: { size: ['Demasiado grande'] } },
    });
    const general = await server.call('tools/7/estimate', { body: { size: 'small' } });
    expect([general.status, general.json]).toEqual([200, { estimate: 'general', tool: '7' }]);
    const specific = await server.call('tools/7/estimate', { body: { size: 'large' } });
    expect(specific.status).toBe(422);
    expect(specific.json.errors).toEqual({ size: ['Demasiado grande'] });
    expect((await server.call('tools/7/estimate')).status).toBe(404);
  });
});
