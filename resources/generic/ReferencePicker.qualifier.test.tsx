/**
 * Issue 28 item 27: a picker's qualifiers ("Terceros completos (Automotores)") are read where the
 * user may read them. A subscriber lists coverages but not branches: the picker asked
 * `admin/branch` for the qualifiers' names and got a 403 on every screen that offered one; it
 * reads them from the branches' labels route instead, as every other cited name is read.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { entityByName } from '../../domain/entities';
import { renderRecordScreen } from '../../src/test/renderRecordScreen';
import { EntityForm } from './EntityForm';

afterEach(cleanup);

const coverageOld = entityByName('coverage_old');

const coverages = [
  { id: 1, name: 'Terceros completos', branch_id: 3, active: true },
  { id: 2, name: 'Todo riesgo', branch_id: 3, active: true },
];

function renderForm(permission: string[], asked: string[]) {
  const dataProvider = {
    getList: async (resource: string) => {
      asked.push(resource);
      if (resource === 'coverage') return { data: coverages, total: coverages.length };
      return { data: [], total: 0 };
    },
    getMany: async (resource: string, params: { ids: unknown[] }) => {
      asked.push(resource);
      if (resource === 'admin/branch' && !permission.includes('administrator'))
        throw Object.assign(new Error('403'), { status: 403 });
      if (resource.endsWith('admin/branch'))
        return {
          data: params.ids.map((id) => ({ id, label: 'Automotores', name: 'Automotores' })),
        };
      if (resource === 'coverage') return { data: coverages };
      return { data: [] };
    },
  } as unknown as DataProvider;
  renderRecordScreen(<EntityForm entity={coverageOld} onSubmit={() => undefined} />, {
    resource: coverageOld.name,
    record: { id: 9, branch_id: 3 },
    permission,
    dataProvider,
  });
}

describe('a picker’s qualifiers', { timeout: 30_000 }, () => {
  it('come from the labels route for a user who may not list their section', async () => {
    const asked: string[] = [];
    renderForm(['coverages: full_access'], asked);
    // Once the session's access has chosen where coverages are read from.
    await waitFor(() => expect(asked).toContain('coverage'));
    const box = await screen.findByRole('combobox', { name: /^Nuestra cobertura/ });
    await userEvent.setup().type(box, 'T');
    const list = await screen.findByRole('listbox');
    expect(await within(list).findByText('Terceros completos (Automotores)')).toBeInTheDocument();
    expect(asked).toContain('labels/admin/branch');
    expect(asked).not.toContain('admin/branch');
  });

  it('come from the section itself for a user who may list it', async () => {
    const asked: string[] = [];
    renderForm(['administrator'], asked);
    // Once the session's access has chosen where coverages are read from.
    await waitFor(() => expect(asked).toContain('coverage'));
    const box = await screen.findByRole('combobox', { name: /^Nuestra cobertura/ });
    await userEvent.setup().type(box, 'T');
    await screen.findByRole('listbox');
    await waitFor(() => expect(asked).toContain('admin/branch'));
  });
});
