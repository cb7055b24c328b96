/**
 * A status reads as a chip coloured by its declared tone, in a list's cell and on the record's
 * page; a value whose enumeration declares no tone stays plain text.
 */
import { cleanup, screen, within } from '@testing-library/react';
import { Datagrid, ListContextProvider, useList, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { lead } from '../../domain/entities/leads';
import { leadSources, leadStatuses } from '../../domain/enums/clients';
import { optionByCode } from '../../domain/engine/defineEnum';
import { renderRecordScreen } from '../../src/test/renderRecordScreen';
import { createTheme } from '@mui/material/styles';
import { theme, toneLook } from '../../src/theme';
import { entityColumns } from './entityColumns';
import { RecordFields } from './entityFieldViews';

afterEach(cleanup);

const qualified = {
  id: 'b7e1c3f2-0000-4000-8000-000000000001',
  display_name: 'Rocío Benítez',
  person_type: 13,
  first_name: 'Rocío',
  last_name: 'Benítez',
  phone: '011 4555-1234',
  status: optionByCode(leadStatuses, 'qualified').id,
  source: optionByCode(leadSources, 'manual').id,
  updated_at: '2026-11-02T12:00:00.000Z',
};
const discarded = {
  ...qualified,
  id: 'b7e1c3f2-0000-4000-8000-000000000002',
  display_name: 'Talleres Quilmes SA',
  status: optionByCode(leadStatuses, 'discarded').id,
};

const dataProvider = {
  getMany: async () => ({ data: [] }),
} as unknown as DataProvider;

function LeadList() {
  const list = useList({ data: [qualified, discarded], resource: lead.name });
  return (
    <ListContextProvider value={list}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        {entityColumns(lead)}
      </Datagrid>
    </ListContextProvider>
  );
}

/** MUI's Chip on a record's page; in a list's row, the plain chip its table draws. */
const chipOf = (text: HTMLElement) => text.closest('.MuiChip-root, .PlainRow-chip');

describe('status chips', () => {
  it('a list shows each lead status as a chip of its tone, and the source as plain text', () => {
    renderRecordScreen(<LeadList />, {
      resource: lead.name,
      record: qualified,
      permission: ['administrator'],
      dataProvider,
    });
    const rows = screen.getAllByRole('row').slice(1);
    const first = chipOf(within(rows[0]).getByText('Calificado'));
    expect(first).toHaveClass('PlainRow-chip', 'PlainRow-chip-info');
    const second = chipOf(within(rows[1]).getByText('Descartado'));
    expect(second).toHaveClass('PlainRow-chip-error');
    // The table draws the tone's colours (src/theme.ts `toneLook`), as the record page's Chip.
    const look = toneLook(createTheme(theme), 'error');
    expect(getComputedStyle(second!).borderColor).toBe(look.borderColor);
    expect(getComputedStyle(second!).color).toBe(look.color);

    const source = within(rows[0]).getByText('Carga manual');
    expect(chipOf(source)).toBeNull();
    expect(within(rows[0]).getAllByText(/./, { selector: '.PlainRow-chip' })).toHaveLength(1);
  });

  it("the record's page shows its status the same way", () => {
    renderRecordScreen(<RecordFields entity={lead} />, {
      resource: lead.name,
      record: { ...qualified, status: optionByCode(leadStatuses, 'converted').id },
      permission: ['administrator'],
      dataProvider,
    });
    const chip = chipOf(screen.getByText('Convertido en cliente'));
    expect(chip).toHaveClass('MuiChip-colorSuccess');
    expect(chipOf(screen.getByText('Carga manual'))).toBeNull();
  });
});
