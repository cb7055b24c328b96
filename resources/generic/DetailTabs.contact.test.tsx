/**
 * A contact's page (`/contact/{id}`, generic tabs of domain/engine/detailTabs.ts): "Clientes" (the
 * account contacts of this contact), "Interacciones" (those held with them) and "Leads" (those
 * that came from them), each asked for by the contact's id; a tab the user may not open is
 * absent and never asked for.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { detailTabsOf } from '../../domain/engine/detailTabs';
import { entityByName } from '../../domain/entities';
import { renderRecordScreen } from '../../src/test/renderRecordScreen';
import { DetailTabs, useDetailTabs } from './DetailTabs';

const contact = entityByName('contact');
/** A loaded machine (the whole suite at once) renders slower than findBy's default second. */
const WAIT = { timeout: 10_000 };
const CONTACT = '00000000-0000-4000-8000-000000000301';
const CLIENT = '00000000-0000-4000-8000-000000000102';
const marta = {
  id: CONTACT,
  display_name: 'Contadora, Marta',
  first_name: 'Marta',
  last_name: 'Contadora',
  updated_at: '2026-11-02T12:00:00Z',
};
const names: Record<string, { id: string; display_name: string }[]> = {
  account: [{ id: CLIENT, display_name: 'Yerbatera del Litoral S.A.' }],
  contact: [{ id: CONTACT, display_name: 'Contadora, Marta' }],
};

function ContactPage() {
  const tabs = useDetailTabs(contact);
  return <DetailTabs entity={contact} tabs={tabs} />;
}

function renderContactPage(permission: string[]) {
  const references: { resource: string; target: string; id: unknown }[] = [];
  const dataProvider = {
    getManyReference: async (resource: string, params: { target: string; id: unknown }) => {
      references.push({ resource, target: params.target, id: params.id });
      return resource === 'account_contact'
        ? {
            data: [{ id: 9, account_id: CLIENT, contact_id: CONTACT, role: 3, primary: true }],
            total: 1,
          }
        : { data: [], total: 0 };
    },
    getMany: async (resource: string) => ({ data: names[resource] ?? [] }),
    getList: async () => ({ data: [], total: 0 }),
  } as unknown as DataProvider;
  renderRecordScreen(<ContactPage />, {
    resource: contact.name,
    record: marta,
    permission,
    dataProvider,
  });
  return references;
}

/**
 * The tabs shown, in order: "Datos" first, then only tabs declared for a contact (a tab that
 * lands later, such as its tasks, may join them).
 */
function tabNames() {
  const names = screen.getAllByRole('tab').map((tab) => tab.textContent);
  expect(names[0]).toBe('Datos');
  const declared = detailTabsOf(contact).map((tab) => tab.label);
  expect(names.slice(1).filter((name) => !declared.includes(name!))).toEqual([]);
  return names;
}

afterEach(cleanup);

describe('the page of a contact', { timeout: 30_000 }, () => {
  it('shows the clients it acts for, its interactions and its leads', async () => {
    const references = renderContactPage(['accounts: full_access', 'leads: full_access']);
    const clients = await screen.findByRole('tab', { name: 'Clientes' }, WAIT);
    expect(tabNames()).toEqual(expect.arrayContaining(['Clientes', 'Interacciones', 'Leads']));

    const user = userEvent.setup();
    await user.click(clients);
    const grid = await screen.findByRole('table', {}, WAIT);
    expect(
      await within(grid).findByText('Yerbatera del Litoral S.A.', {}, WAIT),
    ).toBeInTheDocument();
    expect(references).toContainEqual({
      resource: 'account_contact',
      target: 'contact_id',
      id: CONTACT,
    });
    // The contact is the tab itself: no column of it, and a new link comes with it filled in.
    expect(within(grid).getByRole('columnheader', { name: 'Cliente' })).toBeInTheDocument();
    expect(within(grid).queryByRole('columnheader', { name: 'Contacto' })).toBeNull();
    const create = screen.getByRole('link', { name: /Agregar contacto del cliente/ });
    const href = create.getAttribute('href')!.replace(/^#/, '');
    const source = new URL(href, 'http://localhost').searchParams.get('source');
    expect(JSON.parse(source!)).toEqual({ contact_id: CONTACT });

    for (const [name, resource] of [
      ['Interacciones', 'interaction'],
      ['Leads', 'lead'],
    ]) {
      await user.click(screen.getByRole('tab', { name }));
      await waitFor(() =>
        expect(references).toContainEqual({ resource, target: 'contact_id', id: CONTACT }),
      );
    }
  });

  it('leaves out the leads of who may not open them, and never asks for them', async () => {
    const references = renderContactPage(['accounts: view']);
    const interactions = await screen.findByRole('tab', { name: 'Interacciones' }, WAIT);
    expect(tabNames()).toEqual(expect.arrayContaining(['Clientes', 'Interacciones']));
    await userEvent.setup().click(interactions);
    await waitFor(() =>
      expect(references).toContainEqual({
        resource: 'interaction',
        target: 'contact_id',
        id: CONTACT,
      }),
    );
    expect(screen.queryByRole('tab', { name: 'Leads' })).toBeNull();
    expect(references.some((r) => r.resource === 'lead')).toBe(false);
  });
});
