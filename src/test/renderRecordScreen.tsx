/**
 * Renders a screen of one record as react-admin would show it to a user with `permission`:
 * the app's Spanish messages, the given data provider, the record and its resource in context,
 * and no retries (a failed read shows at once). Shared by the record-page component tests.
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import {
  AdminContext,
  RecordContextProvider,
  ResourceContextProvider,
  type DataProvider,
  type RaRecord,
  type UserIdentity,
} from 'react-admin';
import type { AccessLists } from '../../domain/engine/access';
import { i18nProvider } from '../../providers/i18n';
import { theme } from '../theme';
import { grantingAuthProvider } from './authProvider';

export function renderRecordScreen(
  screen: ReactElement,
  options: {
    resource: string;
    record: RaRecord;
    permission: string[];
    dataProvider?: Partial<DataProvider>;
    /** The session's identity (authProvider.getIdentity), when the screen reads it. */
    identity?: UserIdentity;
  },
) {
  const access: AccessLists = { permission: options.permission, role: [], assigment: [] };
  const authProvider = grantingAuthProvider(
    access,
    options.identity ?? { id: 1, fullName: 'Usuaria de prueba' },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AdminContext
      dataProvider={(options.dataProvider ?? {}) as DataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      theme={theme}
    >
      <ResourceContextProvider value={options.resource}>
        <RecordContextProvider value={options.record}>{screen}</RecordContextProvider>
      </ResourceContextProvider>
    </AdminContext>,
  );
}
