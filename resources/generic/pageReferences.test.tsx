/**
 * Issue 30: a list's cited names are read for the whole page at once and its rows keep still
 * while the list around them changes. The zip codes cite localities, which a province qualifies.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  AdminContext,
  Datagrid,
  ListBase,
  RecordContextProvider,
  TextField,
  type DataProvider,
} from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { entityByName } from '../../domain/entities';
import { i18nProvider } from '../../providers/i18n';
import { theme } from '../../src/theme';
import { grantingAuthProvider } from '../../src/test/authProvider';
import { entityColumns } from './entityColumns';
import { PageRowsProvider, ReferenceCell } from './pageReferences';
import { plainBody } from './plainRows';

afterEach(cleanup);

const zipcode = entityByName('admin/locations/zipcode');
const localityField = zipcode.fields.locality_id as Extract<
  (typeof zipcode.fields)[string],
  { kind: 'reference' }
>;
const zipcodes = [
  { id: 1, code: '2000', locality_id: 7 },
  { id: 2, code: '2001', locality_id: 7 },
  { id: 3, code: '5000', locality_id: 9 },
];
const localities = [
  { id: 7, name: 'Rosario', state_id: 21 },
  { id: 9, name: 'Córdoba', state_id: 14 },
  { id: 11, name: 'Godoy Cruz', state_id: 12 },
];
const states = [
  { id: 21, name: 'Santa Fe' },
  { id: 14, name: 'Córdoba' },
  { id: 12, name: 'Mendoza' },
];

/** A zip code that is none of the page's rows, shown inside the list (as a panel beside it). */
const outsider = { id: 4, code: '5501', locality_id: 11 };

function renderList(asked: string[], permission: string[], extraColumn?: boolean) {
  const dataProvider = {
    getList: async () => ({ data: zipcodes, total: zipcodes.length }),
    getMany: async (resource: string, params: { ids: unknown[] }) => {
      asked.push(`${resource} ${params.ids.join(',')}`);
      const rows = resource.endsWith('locality') ? localities : states;
      const found = rows.filter((r) => params.ids.includes(r.id));
      // The labels route answers `{ id, label }` only.
      const labels = resource.startsWith('labels/');
      return { data: labels ? found.map((r) => ({ id: r.id, label: r.name })) : found };
    },
  } as unknown as DataProvider;
  function Table() {
    const [more, setMore] = useState(false);
    return (
      <ListBase resource={zipcode.name} perPage={25}>
        <button onClick={() => setMore(true)}>más columnas</button>
        <PageRowsProvider>
          <Datagrid body={plainBody} bulkActionButtons={false}>
            {entityColumns(zipcode)}
            {(extraColumn || more) && <TextField source="code" label="Otra vez el código" />}
          </Datagrid>
          <RecordContextProvider value={outsider}>
            <ReferenceCell name="locality_id" field={localityField} />
          </RecordContextProvider>
        </PageRowsProvider>
      </ListBase>
    );
  }
  render(
    <AdminContext
      dataProvider={dataProvider}
      authProvider={grantingAuthProvider({ permission, role: [], assigment: [] })}
      i18nProvider={i18nProvider}
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      theme={theme}
    >
      <Table />
    </AdminContext>,
  );
}

describe('cited names in a list', { timeout: 30_000 }, () => {
  it('are read in one request per cited section, with their qualifier, each name a link', async () => {
    const asked: string[] = [];
    renderList(asked, ['administrator']);
    const rosario = await screen.findAllByRole(
      'link',
      { name: 'Rosario (Santa Fe)' },
      { timeout: 5000 },
    );
    expect(rosario).toHaveLength(2);
    expect(rosario[0]).toHaveAttribute('href', expect.stringMatching(/locality\/7/));
    expect(screen.getByRole('link', { name: 'Córdoba (Córdoba)' })).toBeInTheDocument();
    // One request for the page's localities, one for their provinces: never one per row.
    const ofOutsider = (request: string) => / (11|12)$/.test(request);
    expect(asked.filter((request) => !ofOutsider(request))).toEqual([
      'admin/locations/locality 7,9',
      'admin/locations/state 14,21',
    ]);
    // A record that is none of the rows names its own reference, qualified, as a record page does.
    const godoyCruz = await screen.findByRole('link', { name: /Godoy Cruz/ });
    await waitFor(() => expect(godoyCruz).toHaveTextContent('Godoy Cruz (Mendoza)'));
    expect(asked).toContain('admin/locations/locality 11');
  });

  it('are plain text from the labels route for a user who only cites the section', async () => {
    const asked: string[] = [];
    renderList(asked, ['admin_zipcodes: full_access']);
    expect(await screen.findAllByText('Rosario', {}, { timeout: 5000 })).toHaveLength(2);
    expect(screen.queryByRole('link', { name: /Rosario/ })).toBeNull();
    expect(asked.filter((request) => !request.endsWith(' 11'))).toEqual([
      'labels/admin/locations/locality 7,9',
    ]);
  });

  it('follow a column added after the rows are on screen', async () => {
    renderList([], ['administrator']);
    await screen.findAllByRole('link', { name: 'Rosario (Santa Fe)' }, { timeout: 5000 });
    expect(screen.queryByText('Otra vez el código')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'más columnas' }));
    const header = await screen.findByText('Otra vez el código');
    const row = screen.getAllByRole('row').find((r) => within(r).queryAllByText('5000').length)!;
    await waitFor(() => expect(within(row).getAllByText('5000')).toHaveLength(2));
    expect(header).toBeInTheDocument();
  });
});
