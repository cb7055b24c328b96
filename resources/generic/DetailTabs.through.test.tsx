/**
 * An economic group's page lists its clients' contacts and executives (through-tabs,
 * domain/engine/detailTabs.ts): asked for by the dotted filter, with the client column and filter kept
 * (which client each row belongs to) and no create button (there is no single client to link).
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { entityByName } from '../../domain/entities';
import { renderRecordScreen } from '../../src/test/renderRecordScreen';
import { DetailTabs, useDetailTabs } from './DetailTabs';

const group = entityByName('economic_group');
/** A loaded machine (the whole suite at once) renders slower than findBy's default second. */
const WAIT = { timeout: 10_000 };
const GROUP = '00000000-0000-4000-8000-00000000000e';
const CLIENT = '00000000-0000-4000-8000-000000000101';
const CONTACT = '00000000-0000-4000-8000-000000000201';
const mesopotamia = { id: GROUP, name: 'Grupo Mesopotamia', updated_at: '2026-11-02T12:00:00Z' };
const names: Record<string, { id: string; display_name: string }[]> = {
  account: [{ id: CLIENT, display_name: 'Yerbatera del Litoral S.A.' }],
  contact: [{ id: CONTACT, display_name: 'Contadora, Marta' }],
};

function GroupPage() {
  const tabs = useDetailTabs(group);
  return <DetailTabs entity={group} tabs={tabs} />;
}

function renderGroupPage(permission: string[]) {
  const references: { resource: string; target: string; id: unknown }[] = [];
  const dataProvider = {
    getManyReference: async (resource: string, params: { target: string; id: unknown }) => {
      references.push({ resource, target: params.target, id: params.id });
      return resource === 'account_contact'
        ? {
            data: [{ id: 7, account_id: CLIENT, contact_id: CONTACT, role: 3, primary: true }],
            total: 1,
          }
        : { data: [], total: 0 };
    },
    getMany: async (resource: string) => ({ data: names[resource] ?? [] }),
    getList: async () => ({ data: [], total: 0 }),
  } as unknown as DataProvider;
  renderRecordScreen(<GroupPage />, {
    resource: group.name,
    record: mesopotamia,
    permission,
    dataProvider,
  });
  return references;
}

afterEach(cleanup);

describe('the through-tabs of an economic group', { timeout: 30_000 }, () => {
  it('list the contacts of the group’s clients with the client of each', async () => {
    const references = renderGroupPage(['administrator']);
    const tab = await screen.findByRole('tab', { name: 'Contactos' }, WAIT);
    expect(screen.getByRole('tab', { name: 'Clientes' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Ejecutivos' })).toBeInTheDocument();

    await userEvent.setup().click(tab);
    expect(await screen.findByText('Contadora, Marta', {}, WAIT)).toBeInTheDocument();
    expect(references).toContainEqual({
      resource: 'account_contact',
      target: 'account_id.economic_group_id',
      id: GROUP,
    });
    // Which client each contact acts for: the column stays, and so does its filter.
    const grid = screen.getByRole('table');
    expect(within(grid).getByRole('columnheader', { name: 'Cliente' })).toBeInTheDocument();
    expect(
      await within(grid).findByText('Yerbatera del Litoral S.A.', {}, WAIT),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /filtro/i }));
    expect(
      await screen.findByRole('menuitemcheckbox', { name: 'Cliente' }, WAIT),
    ).toBeInTheDocument();
    // No single client to link a new contact to.
    expect(screen.queryByRole('link', { name: /Agregar/ })).toBeNull();
  });

  it('leave out the executives of who may not open bindings', async () => {
    const references = renderGroupPage(['accounts: full_access']);
    expect(await screen.findByRole('tab', { name: 'Contactos' }, WAIT)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('tab', { name: 'Ejecutivos' })).toBeNull());
    expect(references.some((r) => r.resource === 'bindings')).toBe(false);
  });
});
