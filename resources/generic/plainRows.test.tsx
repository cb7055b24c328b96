/**
 * Issue 30: a list's rows are plain table elements with react-admin's row behaviour: a click
 * opens the record, the checkbox selects without opening it, a row's own button or link does
 * not open it, numbers line up on the right, and a row keeps still while the list around it
 * changes.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import {
  AdminContext,
  Datagrid,
  ListBase,
  NumberField,
  TextField,
  WrapperField,
  memoryStore,
  useListContext,
  useRecordContext,
  type DataProvider,
  type Identifier,
} from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../providers/i18n';
import { theme } from '../../src/theme';
import { grantingAuthProvider } from '../../src/test/authProvider';
import { plainBody, RowIconButton, sameRow } from './plainRows';

afterEach(cleanup);

const companies = [
  { id: 1, name: 'La Segunda', quota: 1200 },
  { id: 2, name: 'Sancor Seguros', quota: 900 },
];

function Where() {
  return <output aria-label="dirección">{useLocation().pathname}</output>;
}

/** Reads the page again: the list's state changes (fetching, then answered), its rows do not. */
function Reload() {
  const { refetch, isFetching } = useListContext();
  return <button onClick={() => void refetch()}>{isFetching ? 'leyendo' : 'releer'}</button>;
}

/** A cell that notes each of its renders. */
function Noted({ renders }: { renders: unknown[] }) {
  renders.push(useRecordContext()?.id);
  return null;
}

type RowClick = 'toggleSelection' | 'show' | ((id: Identifier) => string);

function renderList(renders: unknown[] = [], rowClick: RowClick = (id) => `/admin/company/${id}`) {
  const pressed: string[] = [];
  const dataProvider = {
    getList: async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { data: companies, total: companies.length };
    },
  } as unknown as DataProvider;
  function Table() {
    return (
      <ListBase resource="admin/company" perPage={25}>
        <Reload />
        <Datagrid body={plainBody} rowClick={rowClick}>
          <TextField source="name" label="Nombre" />
          <NumberField source="quota" label="Cupo" />
          <WrapperField label="Acciones">
            <RowIconButton label="Copiar" onClick={() => pressed.push('copy')}>
              c
            </RowIconButton>
            <Noted renders={renders} />
          </WrapperField>
        </Datagrid>
      </ListBase>
    );
  }
  render(
    <MemoryRouter initialEntries={['/admin/company']}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={grantingAuthProvider({
          permission: ['administrator'],
          role: [],
          assigment: [],
        })}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        theme={theme}
      >
        <Table />
        <Where />
      </AdminContext>
    </MemoryRouter>,
  );
  return { pressed };
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;
const here = () => screen.getByRole('status', { name: 'dirección' }).textContent;

describe('plain list rows', { timeout: 30_000 }, () => {
  it('open the record on a click and select it on its checkbox without opening it', async () => {
    renderList();
    const row = await rowOf('Sancor Seguros');
    fireEvent.click(within(row).getByRole('checkbox'));
    await waitFor(() => expect(row).toHaveClass('Mui-selected'));
    expect(within(row).getByRole('checkbox')).toBeChecked();
    expect(await screen.findByText(/1 registro seleccionado/)).toBeInTheDocument();
    expect(here()).toBe('/admin/company');
    fireEvent.click(within(row).getByText('Sancor Seguros'));
    await waitFor(() => expect(here()).toBe('/admin/company/2'));
  });

  it("run a row's own button without opening the row", async () => {
    const { pressed } = renderList();
    const row = await rowOf('La Segunda');
    fireEvent.click(within(row).getByRole('button', { name: 'Copiar' }));
    expect(pressed).toEqual(['copy']);
    // A row's click opens its record a moment later (its path may be a promise): none came.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(here()).toBe('/admin/company');
  });

  it('draw cells as the table of the theme, numbers on the right', async () => {
    renderList();
    const row = await rowOf('La Segunda');
    const [checkbox, name, quota] = within(row).getAllByRole('cell');
    expect(checkbox).toHaveClass('MuiTableCell-paddingCheckbox');
    expect(name).toHaveClass('PlainRow-cell', 'column-name');
    expect(name).not.toHaveClass('MuiTableCell-alignRight');
    expect(quota).toHaveClass('PlainRow-cell', 'column-quota', 'MuiTableCell-alignRight');
    expect(row).toHaveClass('PlainRow-root', 'RaDatagrid-clickableRow', 'MuiTableRow-hover');
    // The theme draws them: MUI's small body cell.
    expect(getComputedStyle(name).padding).toBe('6px 16px');
    expect(getComputedStyle(quota).textAlign).toBe('right');
  });

  it("open the record's show view when asked, or select the row on a click", async () => {
    renderList([], 'show');
    fireEvent.click(await screen.findByText('La Segunda'));
    await waitFor(() => expect(here()).toBe('/admin/company/1/show'));
    cleanup();
    renderList([], 'toggleSelection');
    const row = await rowOf('Sancor Seguros');
    fireEvent.click(within(row).getByText('Sancor Seguros'));
    await waitFor(() => expect(row).toHaveClass('Mui-selected'));
    expect(here()).toBe('/admin/company');
  });

  it('keep their cells while the list reads its page again or a row is selected', async () => {
    const renders: unknown[] = [];
    renderList(renders);
    const row = await rowOf('La Segunda');
    await waitFor(() => expect(renders).toContain(2));
    renders.length = 0;
    fireEvent.click(screen.getByRole('button', { name: 'releer' }));
    await screen.findByRole('button', { name: 'leyendo' });
    await screen.findByRole('button', { name: 'releer' });
    expect(renders).toEqual([]);
    // Selecting a row marks it; its cells' contents are not drawn again.
    fireEvent.click(within(row).getByRole('checkbox'));
    await waitFor(() => expect(row).toHaveClass('Mui-selected'));
    expect(renders).toEqual([]);
  });
});

describe('a row drawn again', () => {
  const record = { id: 1, name: 'La Segunda' };
  const name = <TextField source="name" />;
  const quota = <NumberField source="quota" />;
  const row = { id: 1, record, selected: false, children: [name, quota] };

  it('only when its record, selection or columns change', () => {
    expect(sameRow(row, { ...row, children: [name, quota] })).toBe(true);
    expect(sameRow(row, { ...row, record: { ...record } })).toBe(false);
    expect(sameRow(row, { ...row, selected: true })).toBe(false);
    // A column added by the column chooser or the access, or one taken away.
    expect(
      sameRow(row, { ...row, children: [name, quota, <TextField key="x" source="x" />] }),
    ).toBe(false);
    expect(sameRow(row, { ...row, children: [name] })).toBe(false);
  });
});
