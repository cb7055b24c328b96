/**
 * A form's picker offers only the records still in use (domain/engine/offered.ts): a membership's
 * list picker asks for the active lists, its client picker (clients declare no such flag)
 * for any client. A group’s clients picker (a member list) shows only to who may edit clients.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { contactListMember } from '../../domain/entities/contactLists';
import { economicGroup } from '../../domain/entities/clients';
import { renderRecordScreen } from '../../src/test/renderRecordScreen';
import { EntityForm } from './EntityForm';

afterEach(cleanup);

describe('a form’s pickers', { timeout: 30_000 }, () => {
  it('ask for the records still in use where the target declares it', async () => {
    const asked: { resource: string; filter: Record<string, unknown> }[] = [];
    const dataProvider = {
      getList: async (resource: string, params: { filter: Record<string, unknown> }) => {
        asked.push({ resource, filter: params.filter });
        return { data: [], total: 0 };
      },
      getMany: async () => ({ data: [] }),
    } as unknown as DataProvider;
    renderRecordScreen(<EntityForm entity={contactListMember} onSubmit={() => undefined} />, {
      resource: contactListMember.name,
      record: { id: '' },
      permission: ['accounts: view'],
      dataProvider,
    });
    expect(await screen.findByLabelText(/^Lista/)).toBeInTheDocument();
    await waitFor(() => {
      expect(asked.find((a) => a.resource.endsWith('contact_list'))?.filter).toEqual({
        active: true,
      });
      expect(asked.find((a) => a.resource.endsWith('account'))?.filter).not.toHaveProperty(
        'active',
      );
    });
  });
});

describe('a group’s clients in its form', { timeout: 30_000 }, () => {
  const dataProvider = {
    getList: async () => ({ data: [], total: 0 }),
    getMany: async () => ({ data: [{ id: 'c-1', display_name: 'Pérez, Ana' }] }),
  } as unknown as DataProvider;
  const renderGroupForm = (permission: string[]) =>
    renderRecordScreen(<EntityForm entity={economicGroup} onSubmit={() => undefined} />, {
      resource: economicGroup.name,
      record: { id: 'g-1', name: 'Grupo Los Aromos', members: ['c-1'] },
      permission,
      dataProvider,
    });

  it('offers the members picker with the chosen clients by name to who may edit clients', async () => {
    renderGroupForm(['accounts: full_access']);
    expect(await screen.findByLabelText(/^Clientes del grupo/)).toBeInTheDocument();
    expect(await screen.findByText('Pérez, Ana')).toBeInTheDocument();
  });

  it('leaves the picker out for who may not edit clients', async () => {
    renderGroupForm(['sin-permisos']);
    expect(await screen.findByLabelText(/^Nombre/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Clientes del grupo/)).toBeNull();
  });
});
