/**
 * Task reminders through the scheduled job's function on each database: run twice (and twice
 * at once), each open task near its due time reminds its assignee exactly once; done and
 * cancelled tasks, tasks far from their due time and assignees outside the task's organization
 * get nothing; a reminder names only a client its assignee may open; the job is listed among
 * the scheduled jobs.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { optionByCode } from '../../domain/engine/defineEnum';
import { taskStatuses } from '../../domain/enums/clients';
import { taskReminderLink } from '../../domain/taskReminders';
import { Notifier } from '../notifications/notifier';
import type { Store } from '../rest/store';
import { json, startTestApp, type TestApp, describeDialects } from '../test/harness';
import { sendTaskReminders } from './taskReminders';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;

describeDialects('task reminders on %s', (dialect) => {
  let t: TestApp;
  let store: Store;
  const now = new Date();
  const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
  const status = (code: string) => optionByCode(taskStatuses, code).id;

  const send = async (headers: Headers, method: 'POST' | 'PUT', url: string, payload: Row) => {
    const response = await t.app.inject({ method, url: `/api/v1/${url}`, headers, payload });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return json(response);
  };
  const idOf = async (headers: Headers) =>
    Number((json(await t.app.inject({ url: '/api/v1/user/me', headers })).data as Row).id);

  beforeAll(async () => {
    t = await startTestApp(dialect, { BACKGROUND_WORK: '0' });
    store = { db: t.database.db, dialect: t.database.dialect };
  });
  afterAll(() => t?.close());

  it('reminds each assignee once per task, before it is due and once overdue', async () => {
    const executive = await t.login('ejecutivo@demo.test');
    const supervisor = await t.login('supervisor@demo.test');
    const executiveId = await idOf(executive);
    const supervisorId = await idOf(supervisor);
    const outsider = await t.userWith(['accounts: full_access'], [5]);
    const outsiderId = await idOf(outsider);
    const client = await send(executive, 'POST', 'account', {
      person_type: 14,
      business_name: 'Recordatorios del Plata S.A.',
    });
    const task = async (headers: Headers, title: string, due: number, over: Row = {}) =>
      send(headers, 'POST', 'task', { title, due_at: at(due), account_id: client.id, ...over });
    const soon = await task(executive, 'Llamar para renovar', 10, { assignee_id: executiveId });
    const late = await task(executive, 'Mandar la cotización', -10, { assignee_id: executiveId });
    const working = await task(supervisor, 'Revisar la póliza', 20, {
      assignee_id: supervisorId,
      status: status('in_progress'),
    });
    const quiet = [
      await task(executive, 'Hecha', 10, { status: status('done') }),
      await task(executive, 'Cancelada', -10, { status: status('cancelled') }),
      await task(executive, 'Más adelante', 180),
      await task(executive, 'Olvidada hace días', -3 * 24 * 60),
    ];
    const elsewhere = await send(outsider, 'POST', 'task', {
      title: 'De otra',
      due_at: at(5),
      assignee_id: outsiderId,
    });
    // A task of organization 1 pointing at someone outside it (only the database could do it).
    const stray = await task(supervisor, 'Ajena', 5, { assignee_id: supervisorId });
    await store.db
      .updateTable('tasks')
      .set({ assignee_id: outsiderId })
      .where('id', '=', stray.id as number)
      .execute();

    const notifier = new Notifier(store, null);
    // Two runs at once (two instances, or the schedule and "Ejecutar ahora"), then a later one.
    await Promise.all([
      sendTaskReminders(store, notifier, now),
      sendTaskReminders(store, notifier, now),
    ]);
    await sendTaskReminders(store, notifier, new Date(now.getTime() + 60_000));

    const all = [soon, late, working, ...quiet, elsewhere, stray];
    const stored = await store.db
      .selectFrom('notifications')
      .select(['recipient', 'title', 'text', 'link'])
      .where(
        'link',
        'in',
        all.map((r) => taskReminderLink(r.id as number)),
      )
      .orderBy('id')
      .execute();
    const byLink = (r: Row) =>
      stored
        .filter((n) => n.link === taskReminderLink(r.id as number))
        .map((n) => [Number(n.recipient), n.title]);
    expect(byLink(soon)).toEqual([[executiveId, 'Tarea por vencer']]);
    expect(byLink(late)).toEqual([[executiveId, 'Tarea vencida']]);
    expect(byLink(working)).toEqual([[supervisorId, 'Tarea por vencer']]);
    for (const record of quiet) expect(byLink(record), String(record.title)).toEqual([]);
    expect(byLink(elsewhere)).toEqual([[outsiderId, 'Tarea por vencer']]);
    expect(byLink(stray)).toEqual([]);
    expect(stored.find((n) => n.link === taskReminderLink(soon.id as number))?.text).toMatch(
      /^Llamar para renovar — Recordatorios del Plata S\.A\., vence (hoy|mañana) a las \d\d:\d\d$/,
    );

    // The executive sees their reminders in their own list (bell), nobody else's.
    const mine = await t.app.inject({
      url: '/api/v1/notifications?range=[0,499]',
      headers: executive,
    });
    const links = (mine.json() as Row[]).map((n) => n.link);
    expect(links).toContain(taskReminderLink(soon.id as number));
    expect(links).not.toContain(taskReminderLink(working.id as number));
  });

  it('names only a client the assignee may open (issue 28)', async () => {
    const admin = await t.login('admin@demo.test');
    const executive = await t.login('ejecutivo@demo.test');
    const supervisorId = await idOf(await t.login('supervisor@demo.test'));
    const executiveId = await idOf(executive);
    // Working in organization 5, also a member of 1: told of 1's task, not shown 1's clients.
    const twoOrganizations = await t.userWith(
      ['tasks: full_access', 'accounts: full_access'],
      [5, 1],
    );
    const twoId = await idOf(twoOrganizations);
    const client = await send(admin, 'POST', 'account', {
      person_type: 14,
      business_name: 'Reservada del Sur S.A.',
      executive_id: supervisorId,
    });
    const hidden = await t.app.inject({
      url: `/api/v1/account/${String(client.id)}`,
      headers: executive,
    });
    expect(hidden.statusCode).toBe(404);
    const task = (title: string, assignee: number) =>
      send(admin, 'POST', 'task', {
        title,
        due_at: at(12),
        account_id: client.id,
        assignee_id: assignee,
      });
    const theirs = await task('Llamar a la reservada', supervisorId);
    const blind = await task('Llamar sin saber a quién', executiveId);
    const outside = await task('Llamar desde otra', supervisorId);
    await store.db
      .updateTable('tasks')
      .set({ assignee_id: twoId })
      .where('id', '=', outside.id as number)
      .execute();

    await sendTaskReminders(store, new Notifier(store, null), now);
    const textOf = async (record: Row) =>
      (
        await store.db
          .selectFrom('notifications')
          .select('text')
          .where('link', '=', taskReminderLink(record.id as number))
          .executeTakeFirst()
      )?.text;
    expect(await textOf(theirs)).toMatch(
      /^Llamar a la reservada — Reservada del Sur S\.A\., vence/,
    );
    expect(await textOf(blind)).toMatch(/^Llamar sin saber a quién, vence (hoy|mañana) a las/);
    expect(await textOf(outside)).toMatch(/^Llamar desde otra, vence (hoy|mañana) a las/);
  });

  it('lists the job among the scheduled jobs in Spanish', async () => {
    const admin = await t.login('admin@demo.test');
    const response = await t.app.inject({ url: '/api/v1/admin/cron?range=[0,99]', headers: admin });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'task_reminders',
          label: 'Avisar tareas por vencer y vencidas',
          schedule_text: 'Cada 5 minutos',
        }),
      ]),
    );
  });
});
