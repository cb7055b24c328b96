/**
 * Issue 28 item 13 in fixtures mode: a `_like` filter is literal text (json-server would build a
 * regular expression from it, and `^(a+)+$` pinned the process), and writes and commands reach
 * only the records the user sees by record scope, as on the server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opportunity } from '../../domain/entities/opportunities';
import { opportunityStatus } from '../../domain/enums/statuses';
import { optionByCode } from '../../domain/engine/defineEnum';
import { errorMessages } from '../../domain/engine/messages';
import { recordScopeMessages } from '../../domain/engine/recordScope';
import { fixturesData, startFixturesServer } from './fixturesServer';

let server: Awaited<ReturnType<typeof startFixturesServer>>;

beforeAll(async () => {
  server = await startFixturesServer();
});
afterAll(() => server.close());

describe('_like filters in fixtures mode', () => {
  it('reads a _like pattern as literal text, case-insensitively, and quickly', async () => {
    const admin = await server.as('admin@demo.test');
    // 25 `a`s, not the report's 32: unescaped, `^(a+)+$` then backtracks for seconds, not hours.
    const task = (title: string) =>
      admin.call('task', {
        body: { title, due_at: '2031-01-01T12:00:00.000Z', assignee_id: admin.id },
      });
    expect((await task(`${'a'.repeat(25)}!`)).status).toBe(201);
    expect((await task('Revisar ^(a+)+$ tal cual')).status).toBe(201);

    const started = Date.now();
    const evil = await admin.call(`task?title_like=${encodeURIComponent('^(a+)+$')}`);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(evil.status).toBe(200);
    expect(evil.json.map((t) => t.title)).toEqual(['Revisar ^(a+)+$ tal cual']);

    const upper = await admin.call(`task?title_like=${'A'.repeat(25)}`);
    expect(upper.json.map((t) => t.title)).toEqual([`${'a'.repeat(25)}!`]);
    // A dot is a dot, not any character; a bracket or a bad pattern is text, never a 500.
    expect((await admin.call('task?title_like=a.a')).json).toEqual([]);
    for (const odd of ['(', '[a-', '\\', 'title_like[x]=1'])
      expect(
        (
          await admin.call(
            odd.includes('=') ? `task?${odd}` : `task?title_like=${encodeURIComponent(odd)}`,
          )
        ).status,
        odd,
      ).toBe(200);
    const calls = await admin.call(`task?title_like=${encodeURIComponent('llamar PARA')}`);
    expect(calls.json.length).toBeGreaterThan(0);
  });
});

describe('record scope in fixtures mode', () => {
  const accounts = () => fixturesData().accounts;

  it("keeps a supervisor's client out of an executive's reads, as the server does", async () => {
    const executive = await server.as('ejecutivo@demo.test');
    const supervisor = await server.as('supervisor@demo.test');
    const theirs = accounts().find((a) => a.executive_id === supervisor.id)!;
    const shown = await executive.call(`account/${String(theirs.id)}`);
    expect(shown.status).toBe(404);
    expect(shown.json.message).toBe(errorMessages.notFound);
    expect((await supervisor.call(`account/${String(theirs.id)}`)).status).toBe(200);

    const page = await executive.call('account?_start=0&_end=50');
    expect(page.total).toBeGreaterThan(0);
    expect(page.total).toBeLessThan(accounts().length);
    for (const row of page.json) expect(row.executive_id).toBe(executive.id);
    const filtered = await executive.call(`account?executive_id=${supervisor.id}`);
    expect(filtered.json).toEqual([]);
    // A search and the scope together; the supervisor sees the team member's clients too.
    const name = encodeURIComponent(String(theirs.display_name).split(',')[0]);
    const searched = await executive.call(`account?q=${name}`);
    expect(searched.json.every((row) => row.executive_id === executive.id)).toBe(true);
    const team = await supervisor.call(`account?executive_id=${executive.id}&_start=0&_end=1`);
    expect(team.total).toBeGreaterThan(0);
  });

  it("refuses an executive's edit of a supervisor's client (404), as the server does", async () => {
    const executive = await server.as('ejecutivo@demo.test');
    const supervisor = await server.as('supervisor@demo.test');
    const theirs = accounts().find((a) => a.executive_id === supervisor.id)!;
    const mine = accounts().find((a) => a.executive_id === executive.id)!;
    const edit = (who: typeof executive, row: Record<string, unknown>, method = 'PUT') =>
      who.call(`account/${String(row.id)}`, {
        method,
        body: { ...row, notes: `Editado por ${who.id}` },
      });

    // Deleting a client is not the executive's at all: 403 before any scope.
    expect((await edit(executive, theirs, 'DELETE')).status).toBe(403);
    for (const method of ['PUT', 'PATCH']) {
      const refused = await edit(executive, theirs, method);
      expect(refused.status, method).toBe(404);
      expect(refused.json.message).toBe(errorMessages.notFound);
    }
    const edited = await edit(executive, mine);
    expect(edited.status).toBe(200);
    expect(edited.json.notes).toBe(`Editado por ${executive.id}`);
    // The team's supervisor sees (and edits) the member's client; the owner their own.
    expect((await edit(supervisor, { ...mine, updated_at: edited.json.updated_at })).status).toBe(
      200,
    );
    expect((await edit(supervisor, theirs)).status).toBe(200);
    // Someone who sees every client edits any; a bad value is still a 422.
    const admin = await server.as('admin@demo.test');
    const fresh = (await admin.call(`account/${String(theirs.id)}`)).json;
    expect((await edit(admin, fresh)).status).toBe(200);
    const bad = await executive.call(`account/${String(mine.id)}`, {
      method: 'PATCH',
      body: { email: 'no es un correo' },
    });
    expect(bad.status).toBe(422);
  });

  it('keeps the row a write would leave to whom the writer may assign it, as the server does', async () => {
    const executive = await server.as('ejecutivo@demo.test');
    const supervisor = await server.as('supervisor@demo.test');
    const mine = accounts().find((a) => a.executive_id === executive.id)!;
    // Handing their client to someone they do not supervise would take it out of their sight.
    const handed = await executive.call(`account/${String(mine.id)}`, {
      method: 'PATCH',
      body: { executive_id: supervisor.id },
    });
    expect(handed.status).toBe(422);
    expect(handed.json.errors).toEqual({ executive_id: [recordScopeMessages.onlySelf] });
    expect((await executive.call(`account/${String(mine.id)}`)).json.executive_id).toBe(
      executive.id,
    );
    // The supervisor hands their own client to the executive of their team.
    const theirs = accounts().find((a) => a.executive_id === supervisor.id)!;
    const given = await supervisor.call(`account/${String(theirs.id)}`, {
      method: 'PATCH',
      body: { executive_id: executive.id },
    });
    expect(given.status).toBe(200);
    expect(given.json.executive_id).toBe(executive.id);
    // A new task left unassigned is the writer's own; one for someone else is refused.
    const task = (assignee_id: number | null, title: string) =>
      executive.call('task', { body: { title, due_at: '2031-01-01T12:00:00.000Z', assignee_id } });
    const own = await task(null, 'Llamar para renovar');
    expect(own.status).toBe(201);
    expect(own.json.assignee_id).toBe(executive.id);
    const other = await task(supervisor.id, 'Tarea para otro');
    expect(other.status).toBe(422);
    expect(other.json.errors).toEqual({ assignee_id: [recordScopeMessages.onlySelf] });
  });

  it("refuses an executive's command on a supervisor's opportunity (404), as the server does", async () => {
    const executive = await server.as('ejecutivo@demo.test');
    const supervisor = await server.as('supervisor@demo.test');
    const inProcess = optionByCode(opportunityStatus, 'in_process').id;
    const theirs = fixturesData().opportunities.find(
      (o) => o.executive_id === supervisor.id && o.status === inProcess,
    )!;
    expect(opportunity.statusMachine?.transitions.some((t) => t.command === 'call')).toBe(true);
    const call = (who: typeof executive) =>
      who.call(`opportunity/${String(theirs.id)}/call`, { body: {} });
    const refused = await call(executive);
    expect(refused.status).toBe(404);
    expect(refused.json.message).toBe(errorMessages.notFound);
    expect((await call(supervisor)).status).toBe(200);
    // Nor does the wizard open it for editing.
    const wizard = (who: typeof executive) => who.call(`flows/opportunity/${String(theirs.id)}`);
    expect((await wizard(executive)).status).toBe(404);
    expect((await wizard(supervisor)).status).toBe(200);
  });
});
