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

/** A due value as the forms and the API carry it: an ISO string, or a picker's Date. */
function dueTime(value: unknown): number | null {
  const time =
    value instanceof Date
      ? value.getTime()
      : typeof value === 'string' && value
        ? Date.parse(value)
        : NaN;
  return Number.isNaN(time) ? null : time;
}

export const overdueMessages = {
  pastDue: (field: string, late: string) =>
    `La fecha de «${field}» ya pasó: se va a guardar como ${late.toLowerCase()}.`,
};

/**
 * The warning before saving a record that would be late the moment it is saved: a new one, or
 * one whose due value changes, already past while it still awaits something (a pending task due
 * yesterday). A warning, not a refusal: staff log tasks after the fact. Null when there is
 * nothing to say (no due value, unchanged, still ahead, or the record awaits nothing).
 */
export function pastDueWarning(
  entity: Entity,
  values: OverdueRecord,
  previous?: OverdueRecord | null,
  now: Date = new Date(),
): string | null {
  const rule = entity.overdue;
  if (!rule) return null;
  const due = dueTime(values[rule.field]);
  if (due === null) return null;
  if (previous && dueTime(previous[rule.field]) === due) return null;
  const asStored = { ...values, [rule.field]: new Date(due).toISOString() };
  // A date field is compared as its day (the stored value is the day, not an instant).
  if (entity.fields[rule.field]?.kind === 'date' && typeof values[rule.field] === 'string')
    asStored[rule.field] = values[rule.field];
  if (!isOverdue(entity, asStored, now)) return null;
  return overdueMessages.pastDue(entity.fields[rule.field].label, overdueLabel(entity));
}
