/**
 * A named list (domain/engine/listViews.ts) on screen: the insurers' coverages still unmatched read
 * from their own route, without a create button, and "Asignar nuestra cobertura" saving only
 * the chosen coverage with the version the list read.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { recordingDataProvider } from '../../src/test/recordingDataProvider';
import { renderRecordScreen } from '../../src/test/renderRecordScreen';
import ListViewPage from './ListViewPage';

afterEach(cleanup);

const received = {
  id: 6,
  company_id: 3,
  insurer_code: 'TCP6',
  insurer_name: 'TERCEROS COMPLETOS PREMIUM PLUS',
  branch_id: 1,
  coverage_id: null,
  received_on: '2026-11-20',
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
};
const ourC = { id: 5, code: 'C', name: 'Terceros completos', branch_id: 1, active: true };

function renderUnmatched(permission: string[]) {
  const { dataProvider, lists, updates } = recordingDataProvider({
    coverage_old: [received],
    'admin/company': [{ id: 3, name: 'Sancor Seguros' }],
    'admin/branch': [{ id: 1, name: 'Automotores' }],
    coverage: [ourC],
  });
  renderRecordScreen(<ListViewPage path="without-identifier" />, {
    resource: 'coverage_old',
    record: { id: '' },
    permission,
    dataProvider,
  });
  return { lists, updates };
}

describe('the list of the insurers’ coverages still unmatched', { timeout: 30_000 }, () => {
  it('reads its own route and assigns one of ours with the version it read', async () => {
    const { lists, updates } = renderUnmatched(['coverages: full_access']);
    expect(await screen.findByText('TERCEROS COMPLETOS PREMIUM PLUS')).toBeInTheDocument();
    expect(lists).toContainEqual(
      expect.objectContaining({
        resource: 'coverage_old',
        meta: { listView: 'without-identifier' },
      }),
    );
    // A new record is added from the section's own list, where it need not be unmatched.
    expect(screen.queryByRole('link', { name: /^Crear/ })).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Asignar nuestra cobertura' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /Guardar/ }));
    expect(await within(dialog).findByText(/Nuestra cobertura/, { selector: 'p' })).toBeTruthy();
    expect(updates).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Nuestra cobertura/), 'Terc');
    await user.click(await screen.findByRole('option', { name: /Terceros completos/ }));
    await user.click(within(dialog).getByRole('button', { name: /Guardar/ }));
    await waitFor(() =>
      expect(updates).toEqual([
        {
          resource: 'coverage_old',
          data: { coverage_id: ourC.id, updated_at: received.updated_at },
        },
      ]),
    );
    // Our coverages offered are those of the same branch still in use.
    expect(lists.find((l) => l.resource === 'coverage')?.filter).toMatchObject({
      branch_id: 1,
      active: true,
    });
  });
});
