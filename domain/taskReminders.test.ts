// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { notificationTypes } from './enums/catalogues';
import { optionByCode } from './engine/defineEnum';
import { taskStatuses } from './enums/clients';
import {
  TASK_REMINDER_LEAD_MINUTES,
  remindersToSend,
  reminderKind,
  taskReminderContent,
  taskReminderLink,
  type ReminderTask,
  type SentReminder,
} from './taskReminders';

const now = new Date('2026-11-26T15:05:00-03:00');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000).toISOString();
const task = (over: Partial<ReminderTask> = {}): ReminderTask => ({
  id: 7,
  title: 'Llamar para renovar la póliza',
  due_at: minutes(25),
  status: optionByCode(taskStatuses, 'pending').id,
  assignee_id: 3,
  client: 'Pérez, Juan',
  ...over,
});
const sent = (title: string, at: string, over: Partial<SentReminder> = {}): SentReminder => ({
  recipient: 3,
  title,
  link: taskReminderLink(7),
  created_at: at,
  ...over,
});

describe('task reminders (domain/taskReminders.ts)', () => {
  it('reminds within the lead time before the due time, and once overdue for a day at most', () => {
    expect(TASK_REMINDER_LEAD_MINUTES).toBe(30);
    expect(reminderKind(task({ due_at: minutes(25) }), now)).toBe('soon');
    expect(reminderKind(task({ due_at: minutes(30) }), now)).toBe('soon');
    expect(reminderKind(task({ due_at: minutes(31) }), now)).toBeNull();
    expect(reminderKind(task({ due_at: minutes(-1) }), now)).toBe('overdue');
    expect(reminderKind(task({ due_at: minutes(-23 * 60) }), now)).toBe('overdue');
    expect(reminderKind(task({ due_at: minutes(-25 * 60) }), now)).toBeNull();
  });

  it('never reminds of a done or cancelled task', () => {
    for (const code of ['done', 'cancelled'])
      for (const due of [minutes(10), minutes(-10)])
        expect(
          reminderKind(task({ due_at: due, status: optionByCode(taskStatuses, code).id }), now),
        ).toBeNull();
    const working = task({ status: optionByCode(taskStatuses, 'in_progress').id });
    expect(reminderKind(working, now)).toBe('soon');
  });

  it('sends each reminder once for its due time, to the assignee', () => {
    const soon = task();
    expect(remindersToSend([soon], [], now)).toEqual([{ task: soon, kind: 'soon', recipient: 3 }]);
    // Already told at 15:00 for the 15:30 due time.
    expect(remindersToSend([soon], [sent('Tarea por vencer', minutes(-5))], now)).toEqual([]);
    // A reminder to someone else, of another task or of the other kind does not count.
    const others = [
      sent('Tarea por vencer', minutes(-5), { recipient: 4 }),
      sent('Tarea por vencer', minutes(-5), { link: taskReminderLink(8) }),
      sent('Tarea vencida', minutes(-5)),
    ];
    expect(remindersToSend([soon], others, now)).toHaveLength(1);
    // Once overdue, the overdue reminder goes out even though the early one did.
    const late = task({ due_at: minutes(-3) });
    const told = [sent('Tarea por vencer', minutes(-30))];
    expect(remindersToSend([late], told, now)).toEqual([
      { task: late, kind: 'overdue', recipient: 3 },
    ]);
    expect(remindersToSend([late], [...told, sent('Tarea vencida', minutes(-1))], now)).toEqual([]);
  });

  it('reminds again of a task rescheduled after its reminder', () => {
    // Told at 13:00 about a 13:20 due time; now due at 15:30.
    const moved = task({ due_at: minutes(25) });
    expect(remindersToSend([moved], [sent('Tarea por vencer', minutes(-125))], now)).toHaveLength(
      1,
    );
    expect(
      remindersToSend([task({ due_at: minutes(-2) })], [sent('Tarea vencida', minutes(-60))], now),
    ).toHaveLength(1);
  });

  it('names the task, the client and the time in Argentina, and links to the task', () => {
    const [soon] = remindersToSend([task()], [], now);
    expect(taskReminderContent(soon, now)).toEqual({
      title: 'Tarea por vencer',
      text: 'Llamar para renovar la póliza — Pérez, Juan, vence hoy a las 15:30',
      type: optionByCode(notificationTypes, 'warning').id,
      link: '/task/7/edit',
    });
    const late = {
      task: task({ due_at: '2026-11-25T20:00:00.000Z', client: null }),
      kind: 'overdue' as const,
      recipient: 3,
    };
    expect(taskReminderContent(late, now)).toMatchObject({
      title: 'Tarea vencida',
      text: 'Llamar para renovar la póliza, venció ayer a las 17:00',
      type: optionByCode(notificationTypes, 'danger').id,
    });
    const midnight = new Date('2026-11-26T23:50:00-03:00');
    const tomorrow = {
      task: task({ due_at: '2026-11-27T03:10:00.000Z' }),
      kind: 'soon' as const,
      recipient: 3,
    };
    expect(taskReminderContent(tomorrow, midnight).text).toMatch(/vence mañana a las 00:10$/);
    expect(taskReminderContent(tomorrow, new Date('2026-11-20T12:00:00Z')).text).toMatch(
      /vence el 27\/11\/2026 a las 00:10$/,
    );
  });
});
