/** What a date picker hands its form or filter while the user types and once the date is whole. */
import { describe, expect, it } from 'vitest';
import { pickedValue } from './DatePickerInput';
import { isUnparsed } from './unparsed';

const filter = { withTime: false, asFilter: true };
const form = { withTime: false, asFilter: false };

describe('pickedValue', () => {
  it('gives a whole date as the API text, a date-time as its instant, and null when cleared', () => {
    expect(pickedValue(new Date(2026, 10, 24), filter)).toBe('2026-11-24');
    expect(pickedValue(new Date(2026, 10, 24), form)).toBe('2026-11-24');
    const instant = new Date(Date.UTC(2026, 10, 24, 13, 30));
    expect(pickedValue(instant, { withTime: true, asFilter: false })).toBe(
      '2026-11-24T13:30:00.000Z',
    );
    expect(pickedValue(null, filter)).toBeNull();
  });

  it('keeps a filter off while the year is still being typed (0002, 0020, 0202)', () => {
    for (const year of [2, 20, 202]) {
      const partial = new Date(2026, 10, 24);
      partial.setFullYear(year);
      expect(pickedValue(partial, filter)).toBeUndefined();
      // A form keeps the year it was given: its validation, not the picker, judges it.
      expect(pickedValue(partial, form)).toMatch(/^0\d{3}-11-24$/);
    }
    expect(pickedValue(new Date(1000, 0, 1), filter)).toBe('1000-01-01');
  });

  it('drops an unfinished date from a filter and keeps its text for a form to report', () => {
    expect(pickedValue(new Date(Number.NaN), filter)).toBeUndefined();
    expect(isUnparsed(pickedValue(new Date(Number.NaN), form))).toBe(true);
  });
});
