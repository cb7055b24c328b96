// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { entities } from '../entities';
import { task } from '../entities/clientActivity';
import { defineEntity } from './entity';
import { optionByCode } from './defineEnum';
import { taskStatuses } from '../enums/clients';
import { date, datetime, text } from './fields';
import { isOverdue, overdueLabel, pastDueWarning } from './overdue';

const status = (code: string) => optionByCode(taskStatuses, code).id;
const now = new Date('2026-11-26T12:00:00-03:00');
const record = (due_at: string | null, code = 'pending') => ({
  id: 1,
  due_at,
  status: status(code),
});

describe('overdue records (domain/engine/overdue.ts)', () => {
  it('a task still to do is late once its due instant has passed', () => {
    expect(isOverdue(task, record('2026-11-26T11:59:00-03:00'), now)).toBe(true);
    expect(isOverdue(task, record('2026-11-26T12:01:00-03:00'), now)).toBe(false);
    expect(isOverdue(task, record('2026-11-20T10:00:00.000Z', 'in_progress'), now)).toBe(true);
    expect(overdueLabel(task)).toBe('Vencida');
  });

  it('done and cancelled tasks, and tasks without a due time, are never late', () => {
    expect(isOverdue(task, record('2026-11-20T10:00:00.000Z', 'done'), now)).toBe(false);
    expect(isOverdue(task, record('2026-11-20T10:00:00.000Z', 'cancelled'), now)).toBe(false);
    expect(isOverdue(task, record(null), now)).toBe(false);
    expect(isOverdue(task, record(''), now)).toBe(false);
  });

  it('a date field is late from the next day in Argentina, whatever the clock of the machine', () => {
    const charge = defineEntity({
      name: 'test/charge',
      table: 'test_charges',
      label: { one: 'Cuota', many: 'Cuotas' },
      fields: { name: text({ label: 'Nombre' }), due: date({ label: 'Vence' }) },
      recordLabel: 'name',
      overdue: { field: 'due', pending: () => true, label: 'Vencida' },
    });
    const late = new Date('2026-11-27T02:30:00.000Z'); // 26/11 23:30 in Buenos Aires
    expect(isOverdue(charge, { due: '2026-11-26' }, late)).toBe(false);
    expect(isOverdue(charge, { due: '2026-11-25' }, late)).toBe(true);
  });

  it('only entities that declare it have late records, and only on a date field', () => {
    const declaring = entities.filter((e) => e.overdue);
    expect(declaring.map((e) => e.name)).toContain('task');
    for (const entity of declaring)
      expect(['date', 'datetime']).toContain(entity.fields[entity.overdue!.field].kind);
    expect(() =>
      defineEntity({
        name: 'test/bad',
        table: 'test_bad',
        label: { one: 'X', many: 'X' },
        fields: { name: text({ label: 'Nombre' }), at: datetime({ label: 'A' }) },
        recordLabel: 'name',
        overdue: { field: 'name', pending: () => true },
      }),
    ).toThrow(/must be a date/);
  });

  describe('the warning before saving a record already late (issue 28 item 27)', () => {
    const warning = 'La fecha de «Vence» ya pasó: se va a guardar como vencida.';
    const draft = (due_at: unknown, code = 'pending') => ({ due_at, status: status(code) });

    it('a new pending task due in the past is warned of, one due ahead is not', () => {
      expect(pastDueWarning(task, draft('2026-11-26T11:00:00-03:00'), null, now)).toBe(warning);
      // As the date-time picker holds it.
      expect(pastDueWarning(task, draft(new Date('2026-11-25T09:00:00-03:00')), null, now)).toBe(
        warning,
      );
      expect(pastDueWarning(task, draft('2026-11-26T13:00:00-03:00'), null, now)).toBeNull();
    });

    it('a task logged after the fact as done, or with no (or an unreadable) date, is not', () => {
      expect(
        pastDueWarning(task, draft('2026-11-20T10:00:00-03:00', 'done'), null, now),
      ).toBeNull();
      expect(pastDueWarning(task, draft(null), null, now)).toBeNull();
      expect(pastDueWarning(task, draft(''), null, now)).toBeNull();
      expect(pastDueWarning(task, draft('mañana'), null, now)).toBeNull();
    });

    it('an edited task warns only when its due date changes to a past one', () => {
      const stored = { id: 1, ...draft('2026-11-20T13:00:00.000Z') };
      // Unchanged, however the form writes the same instant: the list already says "Vencida".
      expect(pastDueWarning(task, draft('2026-11-20T10:00:00-03:00'), stored, now)).toBeNull();
      expect(pastDueWarning(task, draft('2026-11-21T10:00:00-03:00'), stored, now)).toBe(warning);
      expect(pastDueWarning(task, draft('2026-11-30T10:00:00-03:00'), stored, now)).toBeNull();
    });

    it('an entity that declares no late records never warns', () => {
      const plain = entities.find((e) => !e.overdue && e.fields.due_at === undefined)!;
      expect(pastDueWarning(plain, draft('2020-01-01T00:00:00Z'), null, now)).toBeNull();
    });
  });
});
