/**
 * The scheduled job that reminds assignees of their tasks (domain/taskReminders.ts decides what
 * to send). One run is one transaction: read the open tasks near their due time, the reminders
 * already stored for them, and store the missing ones. On PostgreSQL a transaction-scoped
 * advisory lock makes concurrent runs (the schedule's and "Ejecutar ahora", or two instances)
 * take turns, so the later one sees the earlier one's reminders and sends none twice; SQLite
 * has one writer per database, and Kysely runs one transaction at a time on its connection.
 */
import { sql } from 'kysely';
import { account } from '../../domain/entities/clients';
import { notification } from '../../domain/entities/notification';
import { task } from '../../domain/entities/clientActivity';
import { user } from '../../domain/entities/auth';
import { LOGIN_STATES } from '../../domain/entities/auth';
import { ORGANIZATION_COLUMN } from '../../domain/engine/entity';
import {
  TASK_REMINDER_SCHEDULE,
  remindersToSend,
  reminderWindow,
  taskReminderContent,
  taskReminderLink,
  taskReminderTitles,
  type ReminderTask,
} from '../../domain/taskReminders';
import { decodeRow } from '../db/codec';
import type { CronJob } from '../jobs/scheduler';
import type { Notifier } from '../notifications/notifier';
import { loadSessionUser } from '../auth/users';
import { mayReadLabels } from '../../domain/engine/referenceLabels';
import { viewerOf } from '../rest/routes';
import { inTransaction, visibleTo, type Store, type Viewer } from '../rest/store';

/** Any constant no other advisory lock of the product uses (writeVersions.ts has 7270101). */
const REMINDER_LOCK = 7270112;

/** Assignees who may still be told (able to log in), as their sessions would see the product. */
async function reachable(tx: Store, ids: number[]): Promise<Map<number, Viewer>> {
  if (!ids.length) return new Map();
  const rows = await tx.db
    .selectFrom(user.table)
    .selectAll()
    .where('id', 'in', ids)
    .where('state', 'in', [...LOGIN_STATES])
    .execute();
  const people = new Map<number, Viewer>();
  for (const row of rows) people.set(Number(row.id), viewerOf(await loadSessionUser(tx, row)));
  return people;
}

/**
 * The clients' names each assignee may read (issue 28): those their own screens would name (the
 * labels rule: a section of theirs cites clients, and the client is in their record scope). A
 * reminder of a task with a client they may not open names none, as for a task without one.
 */
async function namesSeenBy(tx: Store, viewer: Viewer, ids: unknown[]) {
  const names = new Map<string, string>();
  if (!ids.length || !mayReadLabels(viewer.access, account.name)) return names;
  const rows = await visibleTo(tx.db.selectFrom(account.table), account, viewer)
    .select(['id', account.recordLabel])
    .where('id', 'in', ids as never)
    .execute();
  for (const row of rows) names.set(String(row.id), String(row[account.recordLabel] ?? ''));
  return names;
}

/** The open tasks due inside the run's window whose assignee may be told, with their client. */
async function tasksNearDue(tx: Store, now: Date): Promise<ReminderTask[]> {
  const { from, to } = reminderWindow(now);
  const rows = await tx.db
    .selectFrom(task.table)
    .select(['id', 'title', 'due_at', 'status', 'assignee_id', 'account_id', ORGANIZATION_COLUMN])
    .where('assignee_id', 'is not', null)
    .where('due_at', '>=', from)
    .where('due_at', '<=', to)
    .orderBy('due_at')
    .execute();
  const people = await reachable(tx, [...new Set(rows.map((r) => Number(r.assignee_id)))]);
  // Members of the task's organization only.
  const told = rows.filter((r) =>
    people.get(Number(r.assignee_id))?.organizations.includes(Number(r[ORGANIZATION_COLUMN])),
  );
  const names = new Map<number, Map<string, string>>();
  for (const [id, viewer] of people) {
    const cited = told.filter((r) => Number(r.assignee_id) === id && r.account_id != null);
    names.set(id, await namesSeenBy(tx, viewer, [...new Set(cited.map((r) => r.account_id))]));
  }
  return told.map((r) => ({
    ...decodeRow(task, r),
    id: r.id as number | string,
    title: String(r.title),
    due_at: new Date(r.due_at as string).toISOString(),
    assignee_id: Number(r.assignee_id),
    client: names.get(Number(r.assignee_id))?.get(String(r.account_id)) ?? null,
  }));
}

/** Reminders already stored for these tasks (their title and link say so). */
async function sentFor(tx: Store, tasks: ReminderTask[]) {
  if (!tasks.length) return [];
  const rows = await tx.db
    .selectFrom(notification.table)
    .select(['recipient', 'title', 'link', 'created_at'])
    .where('recipient', 'in', [...new Set(tasks.map((t) => t.assignee_id))])
    .where(
      'link',
      'in',
      tasks.map((t) => taskReminderLink(t.id)),
    )
    .where('title', 'in', Object.values(taskReminderTitles))
    .execute();
  return rows.map((row) => ({
    recipient: Number(row.recipient),
    title: String(row.title),
    link: (row.link as string | null) ?? null,
    created_at: new Date(row.created_at as string).toISOString(),
  }));
}

/** Sends the reminders due at `now` that were not sent yet; returns how many of each kind. */
export async function sendTaskReminders(store: Store, notifier: Notifier, now = new Date()) {
  return inTransaction(store, async (tx) => {
    if (tx.dialect === 'postgres')
      await sql`select pg_advisory_xact_lock(${REMINDER_LOCK})`.execute(tx.db);
    const tasks = await tasksNearDue(tx, now);
    const due = remindersToSend(tasks, await sentFor(tx, tasks), now);
    for (const reminder of due)
      await notifier.send([reminder.recipient], taskReminderContent(reminder, now), tx);
    return {
      soon: due.filter((r) => r.kind === 'soon').length,
      overdue: due.filter((r) => r.kind === 'overdue').length,
    };
  });
}

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('es-AR')} ${n === 1 ? one : many}`;

/** The job as the scheduled-jobs list shows it. */
export const taskRemindersJob = (notifier: Notifier): CronJob => ({
  name: 'task_reminders',
  label: 'Avisar tareas por vencer y vencidas',
  schedule: TASK_REMINDER_SCHEDULE,
  run: async ({ store }) => {
    const { soon, overdue } = await sendTaskReminders(store, notifier);
    return `${count(soon, 'aviso', 'avisos')} de tareas por vencer, ${count(overdue, 'aviso', 'avisos')} de tareas vencidas.`;
  },
});
