import { describe, expect, it } from 'vitest';
import {
  clearedFlag,
  comparedFields,
  flagValues,
  flagWriteProblems,
  isCheckedAtIntake,
  isFlagged,
  isOriginalOf,
} from './duplicateReview';
import { opportunity } from '../entities/opportunities';
import { defineEntity } from './entity';
import { reference, text } from './fields';

const open = { branch_id: 1, account_id: 'c-1', lead_id: null, status: 103, duplicate_of: null };
const web = { branch_id: 1, account_id: 'c-1', lead_id: null, source: 3, executive_id: null };

describe('duplicateReview', () => {
  it('checks only web requests nobody holds that say whom and which branch', () => {
    expect(isCheckedAtIntake(opportunity, web)).toBe(true);
    expect(isCheckedAtIntake(opportunity, { ...web, source: 1 })).toBe(false);
    expect(isCheckedAtIntake(opportunity, { ...web, executive_id: 2 })).toBe(false);
    expect(isCheckedAtIntake(opportunity, { ...web, account_id: null })).toBe(false);
    expect(isCheckedAtIntake(opportunity, { ...web, branch_id: null })).toBe(false);
  });

  it('takes as original an open one of the same branch and client or lead, never a duplicate', () => {
    expect(isOriginalOf(opportunity, web, open)).toBe(true);
    expect(isOriginalOf(opportunity, web, { ...open, branch_id: 4 })).toBe(false);
    expect(isOriginalOf(opportunity, web, { ...open, status: 102 })).toBe(false);
    expect(isOriginalOf(opportunity, web, { ...open, account_id: 'c-2' })).toBe(false);
    const byLead = { ...web, account_id: null, lead_id: 'l-1' };
    expect(isOriginalOf(opportunity, byLead, { ...open, account_id: null, lead_id: 'l-1' })).toBe(
      true,
    );
    // Two blanks are not the same person.
    expect(isOriginalOf(opportunity, byLead, { ...open, account_id: null })).toBe(false);
    const flagged = { ...open, substatus: 20, duplicate_of: 'o-1' };
    expect(isOriginalOf(opportunity, web, flagged)).toBe(false);
  });

  it('flags with the view’s values and clears them all', () => {
    expect(flagValues(opportunity, 'o-1')).toEqual({ substatus: 20, duplicate_of: 'o-1' });
    expect(clearedFlag(opportunity)).toEqual({ substatus: null, duplicate_of: null });
    // Flagged while open, even when its original is unknown (flagged before the product kept it).
    expect(isFlagged(opportunity, { substatus: 20, status: 101, duplicate_of: 'o-1' })).toBe(true);
    expect(isFlagged(opportunity, { substatus: 20, status: 101, duplicate_of: null })).toBe(true);
    expect(isFlagged(opportunity, { substatus: 20, status: 110, duplicate_of: 'o-1' })).toBe(false);
    expect(isFlagged(opportunity, { substatus: 17, status: 101 })).toBe(false);
  });

  it('leaves the mark to the product: set or taken away by a request is refused', () => {
    const mark = [
      '«Lead duplicado» lo pone y lo quita la revisión de duplicados, no el formulario.',
    ];
    expect(flagWriteProblems(opportunity, null, { substatus: 20 })).toEqual({ substatus: mark });
    expect(flagWriteProblems(opportunity, null, { substatus: 17 })).toEqual({});
    expect(flagWriteProblems(opportunity, { substatus: 20 }, { substatus: 17 })).toEqual({
      substatus: mark,
    });
    // Sent back unchanged (react-admin sends the whole record), or not sent: fine.
    expect(flagWriteProblems(opportunity, { substatus: 20 }, { substatus: 20 })).toEqual({});
    expect(flagWriteProblems(opportunity, { substatus: 17 }, { notes: 'x' })).toEqual({});
  });

  it('compares what people type, not the flag nor the computed name', () => {
    const compared = comparedFields(opportunity);
    expect(compared).toEqual(
      expect.arrayContaining(['account_id', 'branch_id', 'status', 'notes']),
    );
    for (const hidden of ['substatus', 'duplicate_of', 'title'])
      expect(compared).not.toContain(hidden);
  });

  it('refuses a declaration it could not serve', () => {
    const declare = (originalField: string, flag: Record<string, number | null>) =>
      defineEntity({
        name: 'thing',
        table: 'things',
        label: { one: 'Cosa', many: 'Cosas' },
        fields: {
          name: text({ label: 'Nombre' }),
          kind: text({ label: 'Tipo', system: true }),
          twin_of: reference({ label: 'Gemela de', target: 'thing', system: true }),
          other: reference({ label: 'Otra', target: 'account', system: true }),
        },
        recordLabel: 'name',
        listViews: [{ path: 'twins', label: 'Gemelas', filter: flag }],
        duplicateReview: {
          view: 'twins',
          originalField,
          intake: () => true,
          same: ['name'],
          sameAnyOf: ['name'],
          original: {},
        },
      });
    expect(() => declare('twin_of', { kind: 1 })).not.toThrow();
    expect(() => declare('other', { kind: 1 })).toThrow(/system reference to itself/);
    expect(() => declare('twin_of', { kind: null })).toThrow(/mark flagged records with one value/);
  });
});
