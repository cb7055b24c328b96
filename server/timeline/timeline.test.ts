/**
 * A client's history (GET /api/v1/{account|economic_group}/{id}/timeline): interactions, tasks
 * and changes merged newest first, filtered by kind and paged by cursor without gaps; only what
 * the viewer sees (never another assignee's task), a 404 for another executive's or another
 * organization's client, Spanish words for the audit trail and a Spanish 422 for a bad query.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { timelineMessages } from '../../domain/timeline';
import type { TimelineItem } from '../../domain/timelineItems';
import { json, startTestApp, type TestApp, describeDialects } from '../test/harness';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;
type Page = { items: TimelineItem[]; next: string | null };

describeDialects('client history on %s', (dialect) => {
  let t: TestApp;
  let executive: Headers;
  let supervisor: Headers;
  let executiveId: number;
  let supervisorId: number;
  let account: Row;
  let theirs: Row;
  let group: Row;

  const send = async (
    headers: Headers,
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: Row,
  ) => {
    const response = await t.app.inject({ method, url: `/api/v1/${url}`, headers, payload });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return json(response);
  };
  const timeline = (headers: Headers, path: string, query = '') =>
    t.app.inject({ url: `/api/v1/${path}/timeline${query ? `?${query}` : ''}`, headers });
  const page = async (headers: Headers, path: string, query = '') => {
    const response = await timeline(headers, path, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Page;
  };
  const idOf = async (headers: Headers) =>
    Number((json(await t.app.inject({ url: '/api/v1/user/me', headers })).data as Row).id);

  beforeAll(async () => {
    t = await startTestApp(dialect);
    executive = await t.login('ejecutivo@demo.test');
    supervisor = await t.login('supervisor@demo.test');
    executiveId = await idOf(executive);
    supervisorId = await idOf(supervisor);
    group = await send(supervisor, 'POST', 'economic_group', { name: 'Grupo Historial' });
    account = await send(executive, 'POST', 'account', {
      person_type: 14,
      business_name: 'Historial del Litoral S.A.',
      economic_group_id: group.id,
    });
    theirs = await send(supervisor, 'POST', 'account', {
      person_type: 14,
      business_name: 'Ajena del Sur S.A.',
      economic_group_id: group.id,
    });
    const interaction = (id: unknown, subject: string, occurred_at: string) =>
      send(executive, 'POST', 'interaction', { account_id: id, subject, occurred_at });
    await interaction(account.id, 'Primera llamada', '2025-03-10T13:00:00.000Z');
    await interaction(account.id, 'Segunda llamada', '2025-03-12T13:00:00.000Z');
    await send(supervisor, 'POST', 'interaction', {
      account_id: theirs.id,
      subject: 'Llamada a la ajena',
      occurred_at: '2025-03-11T13:00:00.000Z',
    });
    const task = (headers: Headers, title: string, assignee: number, due_at: string) =>
      send(headers, 'POST', 'task', {
        title,
        account_id: account.id,
        assignee_id: assignee,
        due_at,
      });
    await task(executive, 'Mandar la cotización', executiveId, '2025-03-11T15:00:00.000Z');
    const review = await task(
      supervisor,
      'Revisar la cartera',
      supervisorId,
      '2025-03-13T15:00:00.000Z',
    );
    await send(supervisor, 'PUT', `task/${review.id}`, { notes: 'Con la compañía' });
    const gone = await interaction(account.id, 'Cargada por error', '2025-03-01T13:00:00.000Z');
    await send(supervisor, 'DELETE', `interaction/${gone.id}`);
    await send(executive, 'PUT', `account/${account.id}`, { notes: 'Prefiere WhatsApp' });
  }, 120_000);
  afterAll(() => t?.close());

  it('merges interactions, tasks and changes newest first, worded in Spanish', async () => {
    const { items, next } = await page(executive, `account/${account.id}`, 'limit=100');
    expect(next).toBeNull();
    const ats = items.map((i) => i.at);
    expect(ats).toEqual([...ats].sort().reverse());
    const records = items.filter((i) => i.kind !== 'change').map((i) => i.title);
    expect(records).toEqual([
      'Llamada · Segunda llamada',
      'Mandar la cotización',
      'Llamada · Primera llamada',
    ]);
    const task = items.find((i) => i.kind === 'task')!;
    expect(task).toMatchObject({ at_label: 'Vence', record: { resource: 'task' } });
    expect(task.facts).toContain('Estado: Pendiente');

    const changes = items.filter((i) => i.kind === 'change');
    const update = changes.find((i) => i.title === 'Modificación de cliente')!;
    expect(update.changes).toEqual([
      { label: 'Observaciones', from: null, to: 'Prefiere WhatsApp' },
    ]);
    expect(update.facts).toEqual(['Historial del Litoral S.A.']);
    expect(update.by).not.toMatch(/^\d+$/);
    expect(changes.map((i) => i.title)).toContain('Alta de cliente');
    const removed = changes.find((i) => i.title === 'Baja de interacción')!;
    expect(removed).toMatchObject({ facts: ['Llamada · Cargada por error'], record: null });
    // An interaction's creation is its own item, not also a change.
    expect(changes.map((i) => i.title)).not.toContain('Alta de interacción');
  });

  it('never shows an executive another assignee’s task; the supervisor sees it', async () => {
    const mine = await page(executive, `account/${account.id}`, 'kind=task');
    expect(mine.items.map((i) => i.title)).toEqual(['Mandar la cotización']);
    const all = await page(supervisor, `account/${account.id}`, 'kind=task');
    expect(all.items.map((i) => i.title)).toEqual(['Revisar la cartera', 'Mandar la cotización']);
    // Nor the changes to that task.
    const titles = async (headers: Headers) =>
      (await page(headers, `account/${account.id}`, 'kind=change')).items.map((i) => i.title);
    expect(await titles(executive)).not.toContain('Modificación de tarea');
    expect(await titles(supervisor)).toContain('Modificación de tarea');
  });

  it('filters by kind', async () => {
    const calls = await page(executive, `account/${account.id}`, 'kind=interaction');
    expect(calls.items.map((i) => i.kind)).toEqual(['interaction', 'interaction']);
    const two = await page(executive, `account/${account.id}`, 'kind=task,change');
    expect(new Set(two.items.map((i) => i.kind))).toEqual(new Set(['task', 'change']));
  });

  it('pages by cursor without gaps or repeats', async () => {
    const whole = await page(supervisor, `account/${account.id}`, 'limit=100');
    const seen: string[] = [];
    let before: string | null = null;
    do {
      const query: string = `limit=2${before ? `&before=${encodeURIComponent(before)}` : ''}`;
      const next: Page = await page(supervisor, `account/${account.id}`, query);
      expect(next.items.length).toBeLessThanOrEqual(2);
      seen.push(...next.items.map((i) => i.id));
      before = next.next;
    } while (before);
    expect(seen).toEqual(whole.items.map((i) => i.id));
    expect(seen.length).toBeGreaterThan(4);
  });

  it('shows a group’s history across the member clients the viewer sees', async () => {
    const mine = await page(executive, `economic_group/${group.id}`, 'kind=interaction');
    expect(mine.items.map((i) => i.title)).toEqual([
      'Llamada · Segunda llamada',
      'Llamada · Primera llamada',
    ]);
    expect(mine.items[0].account).toEqual({ id: account.id, label: 'Historial del Litoral S.A.' });
    const all = await page(supervisor, `economic_group/${group.id}`, 'kind=interaction');
    expect(all.items.map((i) => i.title)).toContain('Llamada · Llamada a la ajena');
    const changes = await page(supervisor, `economic_group/${group.id}`, 'kind=change');
    expect(changes.items.map((i) => i.title)).toContain('Alta de grupo económico');
  });

  it('shows the tasks about the group itself on its feed, each to whom it is assigned', async () => {
    const about = (headers: Headers, title: string, assignee: number, due_at: string) =>
      send(headers, 'POST', 'task', {
        title,
        economic_group_id: group.id,
        assignee_id: assignee,
        due_at,
      });
    const own = await about(
      supervisor,
      'Revisar el grupo',
      executiveId,
      '2025-03-14T15:00:00.000Z',
    );
    await about(supervisor, 'Auditoría del grupo', supervisorId, '2025-03-15T15:00:00.000Z');
    const gone = await about(supervisor, 'Por error', supervisorId, '2025-03-16T15:00:00.000Z');
    await send(executive, 'PUT', `task/${own.id}`, { notes: 'Llamar al contador' });
    await send(supervisor, 'DELETE', `task/${gone.id}`);
    const titles = async (headers: Headers, path: string, kind: string) =>
      (await page(headers, path, `kind=${kind}&limit=100`)).items.map((i) => i.title);
    const feed = `economic_group/${group.id}`;
    expect(await titles(executive, feed, 'task')).toEqual([
      'Revisar el grupo',
      'Mandar la cotización',
    ]);
    expect(await titles(supervisor, feed, 'task')).toEqual([
      'Auditoría del grupo',
      'Revisar el grupo',
      'Revisar la cartera',
      'Mandar la cotización',
    ]);
    // A member client's own feed keeps its own tasks only.
    expect(await titles(supervisor, `account/${account.id}`, 'task')).not.toContain(
      'Revisar el grupo',
    );
    // Its changes too, and its removal to whom the scope does not narrow.
    expect(await titles(executive, feed, 'change')).toContain('Modificación de tarea');
    expect(await titles(executive, feed, 'change')).not.toContain('Baja de tarea');
    expect(await titles(supervisor, feed, 'change')).toContain('Baja de tarea');
    // A group with no clients yet still shows its own tasks.
    const empty = await send(supervisor, 'POST', 'economic_group', { name: 'Grupo Sin Clientes' });
    await send(supervisor, 'POST', 'task', {
      title: 'Buscar el primer cliente',
      economic_group_id: empty.id,
      due_at: '2025-03-17T15:00:00.000Z',
    });
    expect(await titles(supervisor, `economic_group/${empty.id}`, 'task')).toEqual([
      'Buscar el primer cliente',
    ]);
  });

  it('answers 404 for another executive’s or another organization’s client, 403 without access', async () => {
    expect((await timeline(executive, `account/${theirs.id}`)).statusCode).toBe(404);
    const other = await t.userWith(['administrator'], [5]);
    expect((await timeline(other, `account/${account.id}`)).statusCode).toBe(404);
    expect((await timeline(other, `economic_group/${group.id}`)).statusCode).toBe(404);
    expect((await timeline(executive, 'account/not-a-uuid')).statusCode).toBe(404);
    const outsider = await t.userWith(['admin: companies']);
    expect((await timeline(outsider, `account/${account.id}`)).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/v1/account/${account.id}/timeline` })).statusCode).toBe(
      401,
    );
  });

  it('refuses a bad kind, limit or cursor, and unknown keys, in Spanish', async () => {
    const problem = async (query: string) => {
      const response = await timeline(executive, `account/${account.id}`, query);
      expect(response.statusCode, query).toBe(422);
      return json(response).errors;
    };
    expect(await problem('kind=llamadas')).toEqual({ kind: [timelineMessages.kind] });
    expect(await problem('limit=0')).toEqual({ limit: [timelineMessages.limit] });
    expect(await problem('limit=101')).toEqual({ limit: [timelineMessages.limit] });
    expect(await problem('limit=dos')).toEqual({ limit: [timelineMessages.limit] });
    expect(await problem('before=ayer')).toEqual({ before: [timelineMessages.before] });
    expect(await problem('orden=asc')).toEqual({
      orden: ['El campo orden no pertenece a este formulario.'],
    });
  });
});
