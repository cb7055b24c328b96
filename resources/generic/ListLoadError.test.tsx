/** A list whose page the server refuses says so, with the reason, and reads it again on demand. */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import {
  AdminContext,
  Datagrid,
  HttpError,
  List,
  ResourceContextProvider,
  TextField,
  type DataProvider,
} from 'react-admin';
import { afterEach, expect, it } from 'vitest';
import { i18nProvider } from '../../providers/i18n';
import { ListLoadError } from './ListLoadError';

afterEach(cleanup);

it(
  'shows the refusal instead of an empty list, and Reintentar reads the page again',
  { timeout: 30_000 },
  async () => {
    let calls = 0;
    const dataProvider = {
      getList: async () => {
        calls++;
        if (calls === 1) throw new HttpError('El filtro Estado no es válido.', 400, {});
        return { data: [{ id: 1, name: 'Sancor Seguros' }], total: 1 };
      },
    } as unknown as DataProvider;
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
      >
        <ResourceContextProvider value="admin/company">
          <List error={<ListLoadError />} disableSyncWithLocation>
            <Datagrid>
              <TextField source="name" />
            </Datagrid>
          </List>
        </ResourceContextProvider>
      </AdminContext>,
    );
    expect(
      await screen.findByText(/No se pudo leer la lista\. El filtro Estado no es válido\./),
    ).toBeInTheDocument();
    expect(screen.queryByText(/No se encontraron/)).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Sancor Seguros')).toBeInTheDocument();
    expect(calls).toBe(2);
  },
);
