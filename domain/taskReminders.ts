/**
 * Task reminders (issue 12): the assignee of a task still to do is notified shortly before it is
 * due and once when it becomes overdue, by a scheduled job (server/clients/taskReminders.ts).
 * What to send is decided here from the tasks near their due time and the reminders already
 * stored (notifications linking to the task): a reminder counts for the due time it was sent
 * for, so it is sent once however often or wherever the job runs, and again only when the task
 * is rescheduled. No column records "reminded": the notifications are the record.
 */
import { task } from './entities/clientActivity';
import { notificationTypes } from './enums/catalogues';
import { optionByCode } from './engine/defineEnum';
import { formatArgentineDateTime } from './engine/format';
import { isOverdue, type OverdueRecord } from './engine/overdue';

/** How long before its due time a task is reminded. */
export const TASK_REMINDER_LEAD_MINUTES = 30;
/**
 * An overdue reminder is sent up to this long after the due time: a job stopped for a while
 * catches up, but a task forgotten for weeks (or a first run over old data) does not flood
 * anyone.
 */
export const TASK_OVERDUE_CATCH_UP_HOURS = 24;
/** Every 5 minutes: a reminder arrives 25 to 30 minutes ahead, an overdue one within 5. */
export const TASK_REMINDER_SCHEDULE = '*/5 * * * *';

const MINUTE = 60_000;
const LEAD_MS = TASK_REMINDER_LEAD_MINUTES * MINUTE;
const CATCH_UP_MS = TASK_OVERDUE_CATCH_UP_HOURS * 60 * MINUTE;

export type TaskReminderKind = 'soon' | 'overdue';

export const taskReminderTitles: Record<TaskReminderKind, string> = {
  soon: 'Tarea por vencer',
  overdue: 'Tarea vencida',
};

/** A task as the job reads it, with its client's name (null when it has no client). */
export interface ReminderTask extends OverdueRecord {
  id: number | string;
  title: string;
  due_at: string;
  assignee_id: number;
  client: string | null;
}

/** A reminder already stored (a notification whose title and link are a reminder's). */
export interface SentReminder {
  recipient: number;
  title: string;
  link: string | null;
  created_at: string;
}

export interface DueReminder {
  task: ReminderTask;
  kind: TaskReminderKind;
  recipient: number;
}

/** Where a reminder leads: the task's form, where it is marked done or rescheduled. */
export const taskReminderLink = (id: number | string) =>
  `/${task.name}/${encodeURIComponent(String(id))}/edit`;

/** The due times a run looks at: from the catch-up limit to the lead time ahead. */
export const reminderWindow = (now: Date) => ({
  from: new Date(now.getTime() - CATCH_UP_MS).toISOString(),
  to: new Date(now.getTime() + LEAD_MS).toISOString(),
});

/** The reminder a task is due at `now`, if any; finished tasks never get one. */
export function reminderKind(record: ReminderTask, now: Date): TaskReminderKind | null {
  if (!task.overdue?.pending(record)) return null;
  const due = new Date(record.due_at).getTime();
  if (Number.isNaN(due)) return null;
  if (isOverdue(task, record, now)) return now.getTime() - due <= CATCH_UP_MS ? 'overdue' : null;
  return due - now.getTime() <= LEAD_MS ? 'soon' : null;
}

/**
 * When a stored reminder of `kind` starts counting for a task due at `dueAt`: one sent before
 * (for an earlier due time) does not, so a rescheduled task is reminded of its new time.
 */
const countsFrom = (kind: TaskReminderKind, dueAt: string) =>
  new Date(dueAt).getTime() - (kind === 'soon' ? LEAD_MS : 0);

/** The reminders to send now: one per task due one and its assignee, not already sent. */
export function remindersToSend(
  tasks: readonly ReminderTask[],
  sent: readonly SentReminder[],
  now: Date,
): DueReminder[] {
  return tasks.flatMap((record) => {
    const kind = reminderKind(record, now);
    if (!kind) return [];
    const link = taskReminderLink(record.id);
    const from = countsFrom(kind, record.due_at);
    const already = sent.some(
      (s) =>
        s.recipient === record.assignee_id &&
        s.link === link &&
        s.title === taskReminderTitles[kind] &&
        new Date(s.created_at).getTime() >= from,
    );
    return already ? [] : [{ task: record, kind, recipient: record.assignee_id }];
  });
}

/** "hoy a las 15:30", "mañana a las 00:10", "el 12/03/2026 a las 09:00", in Argentina. */
function dayAndTime(value: string, now: Date): string {
  const [day, time] = formatArgentineDateTime(value).split(' ');
  const dayOf = (offsetDays: number) =>
    formatArgentineDateTime(new Date(now.getTime() + offsetDays * 86_400_000).toISOString()).split(
      ' ',
    )[0];
  const named =
    day === dayOf(0) ? 'hoy' : day === dayOf(1) ? 'mañana' : day === dayOf(-1) ? 'ayer' : '';
  return `${named || `el ${day}`} a las ${time}`;
}

/** The notification: "Tarea por vencer" / "Llamar para renovar — Pérez, Juan, vence hoy a las 15:30". */
export function taskReminderContent(reminder: DueReminder, now: Date) {
  const { task: record, kind } = reminder;
  const verb = kind === 'soon' ? 'vence' : 'venció';
  const client = record.client ? ` — ${record.client}` : '';
  return {
    title: taskReminderTitles[kind],
    text: `${record.title}${client}, ${verb} ${dayAndTime(record.due_at, now)}`,
    type: optionByCode(notificationTypes, kind === 'soon' ? 'warning' : 'danger').id,
    link: taskReminderLink(record.id),
  };
}
