/** `refusedWhile`'s rows read in memory (statusMachine.ts `refusingRows`), as fixtures mode reads them. */
import { describe, expect, it } from 'vitest';
import { refusingRows, type StatusTransition } from './statusMachine';

type Rule = NonNullable<StatusTransition['refusedWhile']>;

const rule = (filter: Rule['filter']): Rule => ({
  entity: 'movement',
  filter,
  refusal: () => null,
});
const rows = [
  { id: 1, contract_id: 7, status: 'asked' },
  { id: 2, contract_id: '7', status: 'quoted' },
  { id: 3, contract_id: 7, status: 'applied' },
  { id: 4, contract_id: 8, status: 'asked' },
];
const ids = (found: typeof rows) => found.map((row) => row.id);

describe('refusingRows', () => {
  it('keeps the rows holding each value, a number and its text alike', () => {
    const held = refusingRows(
      rule((r) => ({ contract_id: r.id })),
      { id: 7 },
    );
    expect(ids(rows.filter(held))).toEqual([1, 2, 3]);
  });

  it('reads a list as any one of its values', () => {
    const open = rule((r) => ({ contract_id: r.id, status: ['asked', 'quoted'] }));
    expect(ids(rows.filter(refusingRows(open, { id: '7' })))).toEqual([1, 2]);
  });

  it('keeps no row for an empty list, nor for a value no row holds', () => {
    const none = rule((r) => ({ contract_id: r.id, status: [] }));
    expect(rows.filter(refusingRows(none, { id: 7 }))).toEqual([]);
    expect(
      rows.filter(
        refusingRows(
          rule(() => ({ contract_id: 9 })),
          {},
        ),
      ),
    ).toEqual([]);
  });
});
