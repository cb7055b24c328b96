/**
 * Overdue records (entity option `overdue`): a date or date-time field past which a record that
 * still awaits something is late (a pending task, later an unpaid charge or a renewal not yet
 * made). Lists highlight it, the scheduler reminds about it; both ask `isOverdue`, so what is
 * "late" is decided here once.
 */
import type { Entity } from './entity';
import { argentineToday } from './format';

export type OverdueRecord = Readonly<Record<string, unknown>>;

export interface OverdueRule<Name extends string = string> {
  /** The date or date-time field the record is due at. */
  field: Name;
  /** Whether the record still awaits something (a task not done nor cancelled). */
  pending: (record: OverdueRecord) => boolean;
  /** What a late record is called, agreeing with the entity's gender; "Vencida" by default. */
  label?: string;
}

export const DEFAULT_OVERDUE_LABEL = 'Vencida';

/**
 * Whether `record` of `entity` is overdue at `now`: the entity declares `overdue`, the record
 * still awaits something and its due value has passed (a date field: a day before today in
 * Argentina; a date-time: an earlier instant). A record without a due value is never late.
 */
export function isOverdue(entity: Entity, record: OverdueRecord, now: Date = new Date()): boolean {
  const rule = entity.overdue;
  if (!rule || !rule.pending(record)) return false;
  const value = record[rule.field];
  if (typeof value !== 'string' || value === '') return false;
  if (entity.fields[rule.field]?.kind === 'date') return value.slice(0, 10) < argentineToday(now);
  const due = new Date(value).getTime();
  return !Number.isNaN(due) && due < now.getTime();
}

/** The word shown beside an overdue record's due value. */
export const overdueLabel = (entity: Entity) => entity.overdue?.label ?? DEFAULT_OVERDUE_LABEL;
