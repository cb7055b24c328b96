/**
 * The "Estadísticas" tab: each declared metric counted through its section's list with the
 * page's client as the filter (or the group's member clients), overdue tasks as a warning,
 * nothing of a section the user may not list, and the areas still to come named.
 */
import { cleanup, screen, within } from '@testing-library/react';
import { type DataProvider, type GetListParams } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { metricsToCome } from '../../domain/recordStatistics';
import StatisticsPanel from './StatisticsPanel';
import { renderRecordScreen } from '../../src/test/renderRecordScreen';

const CLIENT = { id: '00000000-0000-4000-9000-000000000001', display_name: 'Pérez, Ana' };
const MEMBERS = [{ id: 'm-1' }, { id: 'm-2' }];

function renderPanel(resource: string, permission: string[]) {
  const asked: { resource: string; filter: Record<string, unknown> }[] = [];
  const dataProvider = {
    getList: async (name: string, params: GetListParams) => {
      asked.push({ resource: name, filter: params.filter });
      if (name === 'account' && 'economic_group_id' in params.filter)
        return { data: MEMBERS, total: MEMBERS.length };
      // Overdue tasks: 2; every other count: 5.
      return { data: [], total: 'due_at_lte' in params.filter ? 2 : 5 };
    },
  } as unknown as DataProvider;
  renderRecordScreen(<StatisticsPanel />, { resource, record: CLIENT, permission, dataProvider });
  return asked;
}

afterEach(cleanup);

describe('the statistics panel', { timeout: 30_000 }, () => {
  it('counts the client’s records, overdue tasks as a warning', async () => {
    const asked = renderPanel('account', ['accounts: view', 'leads: executive']);
    const overdue = await screen.findByRole('link', { name: 'Vencidas' });
    const card = overdue.parentElement!;
    expect(await within(card).findByText('2')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Pendientes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abiertos' })).toBeInTheDocument();
    const tasks = asked.find((a) => a.resource === 'task' && 'due_at_lte' in a.filter)!;
    expect(tasks.filter.account_id).toBe(CLIENT.id);
    for (const label of metricsToCome) expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('leaves out sections the user may not list', async () => {
    renderPanel('account', ['accounts: view']);
    await screen.findByRole('link', { name: 'Vencidas' });
    expect(screen.queryByRole('link', { name: 'Abiertos' })).toBeNull();
  });

  it('counts an economic group’s clients together, however many, through them', async () => {
    const asked = renderPanel('economic_group', ['accounts: full_access']);
    await screen.findByText('2 clientes del grupo que podés ver.');
    await screen.findByRole('link', { name: 'Vencidas' });
    const interactions = asked.find((a) => a.resource === 'interaction')!;
    // One dotted filter, never a list of member ids (which once stopped at 500 clients).
    expect(interactions.filter['account_id.economic_group_id']).toBe(CLIENT.id);
    expect(interactions.filter).not.toHaveProperty('account_id');
    const referred = asked.find(
      (a) =>
        a.resource === 'account' &&
        a.filter !== undefined &&
        'referred_by_account_id.economic_group_id' in a.filter,
    );
    expect(referred?.filter).toEqual({ 'referred_by_account_id.economic_group_id': CLIENT.id });
  });

  it('says so when the group has no client the user sees, counting nothing', async () => {
    const asked: string[] = [];
    const dataProvider = {
      getList: async (name: string) => {
        asked.push(name);
        return { data: [], total: 0 };
      },
    } as unknown as DataProvider;
    renderRecordScreen(<StatisticsPanel />, {
      resource: 'economic_group',
      record: CLIENT,
      permission: ['accounts: full_access'],
      dataProvider,
    });
    expect(await screen.findByText('El grupo todavía no tiene clientes.')).toBeInTheDocument();
    expect(asked).toEqual(['account']);
  });
});
