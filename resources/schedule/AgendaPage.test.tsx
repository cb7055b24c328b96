/**
 * The agenda as a person sees it: the week's tasks read through the task list with the visible
 * range (and nothing else for an executive), drawn with their client and overdue mark; a move
 * saved with the version it was read with, and a colleague's save in between (409) undone on
 * screen with a Spanish explanation and the agenda read again.
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, HttpError, Notification, type DataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { agendaItems, agendaSources, localDay, type AgendaRecord } from '../../domain/agenda';
import { optionByCode } from '../../domain/engine/defineEnum';
import { taskPriorities, taskStatuses } from '../../domain/enums/clients';
import { demoAccess, demoUsers } from '../../fixtures/users';
import { i18nProvider } from '../../providers/i18n';
import AgendaPage from './AgendaPage';
import { reschedule, useReschedule } from './reschedule';
import { grantingAuthProvider } from '../../src/test/authProvider';

const tasks = agendaSources.find((s) => s.entity === 'task')!;
const access = (email: string) => demoAccess(demoUsers.find((u) => u.email === email)!);
const CLIENT = '0b6f5a52-8d0c-4c8e-9d0a-3f1c2e4b5a61';

/** Today at `hour` plus `days`, as the API sends it (an ISO instant). */
const at = (days: number, hour: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  d.setHours(hour, 0, 0, 0);
  return d.toISOString();
};
const task = (over: Partial<AgendaRecord>): AgendaRecord => ({
  id: 1,
  title: 'Llamar para renovar la póliza',
  account_id: CLIENT,
  assignee_id: 2,
  due_at: at(0, 23),
  priority: optionByCode(taskPriorities, 'high').id,
  status: optionByCode(taskStatuses, 'pending').id,
  updated_at: '2026-11-20T10:00:00.000Z',
  ...over,
});

function renderWith(email: string, dataProvider: Partial<DataProvider>) {
  const authProvider = grantingAuthProvider(access(email));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter>
      <AdminContext
        dataProvider={dataProvider as DataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
      >
        <AgendaPage />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

// A fixed Wednesday noon, so "today" and "overdue" never depend on when the test runs (only
// Date is faked: the queries' timers stay real).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 25, 12, 0));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the agenda', { timeout: 30_000 }, () => {
  it("reads the executive's tasks of the visible range and shows them with client and overdue mark", async () => {
    const getList = vi.fn(async (_resource: string, _params: { filter: object }) => ({
      data: [
        task({ id: 1, title: 'Mandar certificado', due_at: at(0, 9) }),
        task({ id: 2, title: 'Enviar cotización', due_at: at(1, 15) }),
      ],
      total: 2,
    }));
    const getMany = vi.fn(async (resource: string) => ({
      data:
        resource === 'account'
          ? [{ id: CLIENT, display_name: 'Pérez, Ana' }]
          : [{ id: 2, label: 'Eugenia Ejecutiva' }],
    }));
    renderWith('ejecutivo@demo.test', { getList, getMany } as Partial<DataProvider>);

    expect(await screen.findByText('Enviar cotización')).toBeInTheDocument();
    // The overdue task says so (an icon with its name), the later one does not.
    expect(screen.getAllByTitle('Vencida')).toHaveLength(1);
    expect(await screen.findAllByText('Pérez, Ana')).toHaveLength(2);
    // Only the task list, narrowed to the week on screen: record scope does the rest.
    const [resource, params] = getList.mock.calls[0];
    expect(resource).toBe('task');
    expect(Object.keys(params.filter).sort()).toEqual(['due_at_gte', 'due_at_lte']);
    // Names in one read per kind: the client from its list, the responsible from the users'
    // labels route (an executive may not list users).
    expect(getMany).toHaveBeenCalledWith('account', { ids: [CLIENT] });
    expect(getMany).toHaveBeenCalledWith('labels/auth-admin/user', { ids: [2] });
    expect(screen.queryByRole('combobox', { name: 'Responsable' })).toBeNull();
  });

  it('offers the supervisor a filter by responsible', async () => {
    renderWith('supervisor@demo.test', {
      getList: async () => ({ data: [], total: 0 }),
      getMany: async () => ({ data: [] }),
    } as Partial<DataProvider>);
    expect(await screen.findByRole('combobox', { name: 'Responsable' })).toBeInTheDocument();
  });
});

describe('moving an item', { timeout: 30_000 }, () => {
  const now = new Date();
  const [item] = agendaItems(
    tasks,
    [task({ id: 9, title: 'Pedir fotos', due_at: '2026-11-30T13:00:00.000Z' })],
    now,
    localDay(now),
  );
  const to = new Date('2026-12-01T13:30:00.000Z');

  it('saves only the date with the version it was read with', async () => {
    const update = vi.fn(async (_r: string, p: { data: object }) => ({
      data: { id: 9, ...p.data },
    }));
    const result = await reschedule({ update } as unknown as DataProvider, item, to);
    expect(result.outcome).toBe('saved');
    expect(update).toHaveBeenCalledWith('task', {
      id: 9,
      data: { due_at: '2026-12-01T13:30:00.000Z', updated_at: '2026-11-20T10:00:00.000Z' },
      previousData: item.record,
    });
  });

  it('undoes a move a colleague beat (409), says so in Spanish and reads the agenda again', async () => {
    let lists = 0;
    const dataProvider = {
      getList: async () => {
        lists++;
        return { data: [], total: 0 };
      },
      getMany: async () => ({ data: [] }),
      update: async () => {
        throw new HttpError('Otro usuario modificó este registro.', 409, {});
      },
    } as Partial<DataProvider>;
    let move: ReturnType<typeof useReschedule> | undefined;
    function Mover() {
      move = useReschedule();
      return null;
    }
    const authProvider = grantingAuthProvider(access('ejecutivo@demo.test'));
    render(
      <MemoryRouter>
        <AdminContext
          dataProvider={dataProvider as DataProvider}
          authProvider={authProvider}
          i18nProvider={i18nProvider}
          queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        >
          <AgendaPage />
          <Mover />
          <Notification />
        </AdminContext>
      </MemoryRouter>,
    );
    await waitFor(() => expect(lists).toBe(1));
    const revert = vi.fn();
    let outcome = '';
    await act(async () => {
      outcome = (await move!(item, to, revert)).outcome;
    });
    expect(outcome).toBe('stale');
    expect(revert).toHaveBeenCalledTimes(1);
    expect(
      await screen.findByText(/Otra persona cambió «Pedir fotos» al mismo tiempo que vos/),
    ).toBeInTheDocument();
    await waitFor(() => expect(lists).toBe(2));
  });

  it('undoes a refused move and shows the reason the server gave', async () => {
    const update = async () => {
      throw new HttpError('Los datos no son válidos.', 422, {
        errors: { due_at: ['El campo Vence no es una fecha válida.'] },
      });
    };
    const result = await reschedule({ update } as unknown as DataProvider, item, to);
    expect(result).toEqual({
      outcome: 'failed',
      reason: 'El campo Vence no es una fecha válida.',
    });
  });
});
