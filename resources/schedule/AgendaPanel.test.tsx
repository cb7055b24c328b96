/**
 * The "Agenda" tab of a client's page: the agenda read through the task list with the visible
 * month and this client (never a source about something else), its items drawn, a new task
 * with the client filled in, the page's title left alone, and no tab at all for a user who may
 * not open the agenda. A group's: its clients' tasks and its own, merged, a new one about it.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AgendaRecord, AgendaSource } from '../../domain/agenda';
import { entityByName } from '../../domain/entities';
import { optionByCode } from '../../domain/engine/defineEnum';
import { taskPriorities, taskStatuses } from '../../domain/enums/clients';
import { statusTones } from '../../domain/statusCatalogue';
import { renderRecordScreen } from '../../src/test/renderRecordScreen';
import { DetailTabs, useDetailTabs } from '../generic/DetailTabs';

/** A source about something else (calls to make, by campaign): offered, but not about clients. */
const calls: AgendaSource = {
  entity: 'admin/caller_priority_opportunity',
  at: 'due_at',
  title: 'opportunity_code',
  person: 'executive_id',
  related: 'campaign_id',
  tone: () => statusTones.info,
  finished: () => false,
  legend: [],
};

vi.mock('../../domain/agenda', async (importOriginal) => {
  const agenda = await importOriginal<typeof import('../../domain/agenda')>();
  return {
    ...agenda,
    agendaSourcesFor: (access: Parameters<typeof agenda.agendaSourcesFor>[0]) => [
      ...agenda.agendaSourcesFor(access),
      calls,
    ],
  };
});

const account = entityByName('account');
const CLIENT = '0b6f5a52-8d0c-4c8e-9d0a-3f1c2e4b5a61';
const client = { id: CLIENT, display_name: 'Pérez, Ana', updated_at: '2026-11-02T12:00:00.000Z' };
const AGENDA = ['accounts: view', 'admin: schedules'];

const task = (over: Partial<AgendaRecord>): AgendaRecord => ({
  id: 1,
  title: 'Llamar para renovar la póliza',
  account_id: CLIENT,
  assignee_id: 2,
  due_at: new Date(2026, 10, 27, 10).toISOString(),
  priority: optionByCode(taskPriorities, 'high').id,
  status: optionByCode(taskStatuses, 'pending').id,
  updated_at: '2026-11-20T10:00:00.000Z',
  ...over,
});

function AccountPage() {
  const tabs = useDetailTabs(account);
  return (
    <>
      {/* Where the app bar takes a screen's title (and the document title from it). */}
      <span id="react-admin-title" data-testid="title" />
      <DetailTabs entity={account} tabs={tabs} />
    </>
  );
}

function renderAccountPage(permission: string[]) {
  const getList = vi.fn(async (resource: string, _params: { filter: Record<string, unknown> }) =>
    resource === 'task'
      ? { data: [task({ id: 1, title: 'Mandar certificado' })], total: 1 }
      : { data: [], total: 0 },
  );
  const dataProvider = {
    getList,
    getMany: async (resource: string) => ({
      data:
        resource === 'account'
          ? [client]
          : resource.endsWith('auth-admin/user')
            ? [{ id: 2, label: 'Eugenia Ejecutiva' }]
            : [],
    }),
    getManyReference: async () => ({ data: [], total: 0 }),
  } as unknown as DataProvider;
  renderRecordScreen(<AccountPage />, {
    resource: 'account',
    record: client,
    permission,
    dataProvider,
  });
  return getList;
}

/** The agenda's chunk (FullCalendar) loads when its tab first opens: slow on a busy machine. */
const LOADED = { timeout: 15_000 };

// A fixed Wednesday noon, so the month on screen never depends on when the test runs; each test
// opens the page at its first tab (the test's router keeps the path in the URL's hash).
beforeEach(() => {
  window.location.hash = '';
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 25, 12, 0));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("the agenda tab of a client's page", { timeout: 30_000 }, () => {
  it("reads the client's tasks of the month on screen and nothing about anything else", async () => {
    const getList = renderAccountPage(AGENDA);
    const tabs = await screen.findByRole('tab', { name: 'Agenda' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(
      expect.arrayContaining(['Historial', 'Agenda', 'Estadísticas']),
    );
    await userEvent.setup().click(tabs);

    // The month (a client has a few items a month), from the Monday of its first week.
    expect(
      await screen.findByRole('heading', { name: /^noviembre de 2026$/i }, LOADED),
    ).toBeVisible();
    expect(await screen.findByText('Mandar certificado', {}, LOADED)).toBeInTheDocument();
    const reads = getList.mock.calls.filter(([resource]) => resource === 'task');
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.at(-1)![1].filter).toEqual({
      due_at_gte: new Date(2026, 9, 26).toISOString(),
      due_at_lte: new Date(new Date(2026, 11, 7).getTime() - 1).toISOString(),
      account_id: CLIENT,
    });
    // The source about campaigns is offered to the agenda but never read on a client's page.
    expect(getList.mock.calls.map(([resource]) => resource)).not.toContain(calls.entity);
    // The page keeps its own title: the agenda's is only the agenda screen's.
    expect(screen.getByTestId('title')).toBeEmptyDOMElement();
  });

  it('adds a task with the client already chosen', async () => {
    renderAccountPage(AGENDA);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Agenda' }));
    await user.click(await screen.findByRole('button', { name: 'Agregar tarea' }, LOADED));
    const dialog = await screen.findByRole('dialog', { name: /Agregar tarea para el/ });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Cliente' })).toHaveValue('Pérez, Ana'),
    );
  });

  it('is absent for a user who may not open the agenda', async () => {
    const getList = renderAccountPage(['accounts: view']);
    expect(await screen.findByRole('tab', { name: 'Historial' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Estadísticas' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Agenda' })).toBeNull();
    expect(getList.mock.calls.some(([resource]) => resource === 'task')).toBe(false);
  });
});

const group = entityByName('economic_group');
const GROUP = '5d1c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a';
const groupRecord = { id: GROUP, name: 'Grupo Agenda', updated_at: '2026-11-02T12:00:00.000Z' };

function GroupPage() {
  const tabs = useDetailTabs(group);
  return <DetailTabs entity={group} tabs={tabs} />;
}

/** A group's tasks: one of a client's (also about the group: listed by both reads), one its own. */
function renderGroupPage() {
  const getList = vi.fn(async (resource: string, params: { filter: Record<string, unknown> }) => {
    if (resource !== 'task') return { data: [], total: 0 };
    const both = task({ id: 1, title: 'Mandar certificado', economic_group_id: GROUP });
    const data = params.filter.economic_group_id
      ? [both, task({ id: 2, title: 'Revisar el grupo', account_id: null })]
      : [both];
    return { data, total: data.length };
  });
  const dataProvider = {
    getList,
    getMany: async (resource: string) => ({
      data:
        resource === 'economic_group'
          ? [groupRecord]
          : resource === 'account'
            ? [client]
            : resource.endsWith('auth-admin/user')
              ? [{ id: 2, label: 'Eugenia Ejecutiva' }]
              : [],
    }),
    getManyReference: async () => ({ data: [], total: 0 }),
  } as unknown as DataProvider;
  renderRecordScreen(<GroupPage />, {
    resource: 'economic_group',
    record: groupRecord,
    permission: AGENDA,
    dataProvider,
  });
  return getList;
}

describe("the agenda tab of a group's page", { timeout: 30_000 }, () => {
  it("reads its clients' tasks and its own, each item once", async () => {
    const getList = renderGroupPage();
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Agenda' }));
    expect(await screen.findByText('Revisar el grupo', {}, LOADED)).toBeInTheDocument();
    expect(screen.getAllByText('Mandar certificado')).toHaveLength(1);
    const filters = getList.mock.calls
      .filter(([resource]) => resource === 'task')
      .map(([, params]) => params.filter);
    expect(filters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ 'account_id.economic_group_id': GROUP }),
        expect.objectContaining({ economic_group_id: GROUP }),
      ]),
    );
    expect(getList.mock.calls.map(([resource]) => resource)).not.toContain(calls.entity);
  });

  it('adds a task about the group', async () => {
    renderGroupPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Agenda' }));
    await user.click(await screen.findByRole('button', { name: 'Agregar tarea' }, LOADED));
    const dialog = await screen.findByRole('dialog', { name: /Agregar tarea para el/ });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Grupo económico' })).toHaveValue(
        'Grupo Agenda',
      ),
    );
  });
});
