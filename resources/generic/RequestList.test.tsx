/**
 * The incoming requests (opportunity `request`, a named list with `rowCommands`): each row
 * offers "Tomar" to whoever may take it, runs the command with the version the list read, and
 * its click stays with the button (it does not open the row).
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { answerApi } from '../../src/test/answerApi';
import { recordingDataProvider } from '../../src/test/recordingDataProvider';
import { renderRecordScreen } from '../../src/test/renderRecordScreen';
import ListViewPage from './ListViewPage';

const api = answerApi(() => ({}));

afterEach(cleanup);

const request = {
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  title: 'Automotores · Fiat Cronos Drive 2023',
  account_id: null,
  lead_id: null,
  branch_id: 1,
  status: 101,
  substatus: null,
  executive_id: null,
  source: 3,
  requested_at: '2026-11-26T13:00:00.000Z',
  next_call_at: null,
  created_at: '2026-11-26T13:00:00.000Z',
  updated_at: '2026-11-26T13:00:00.000Z',
};

function renderRequests(permission: string[]) {
  const { dataProvider, lists } = recordingDataProvider({ opportunity: [request] });
  renderRecordScreen(<ListViewPage path="request" />, {
    resource: 'opportunity',
    record: { id: '' },
    permission,
    dataProvider,
    identity: { id: 7, fullName: 'Eugenia Ejecutiva' },
  });
  return { lists };
}

describe('the incoming requests', { timeout: 30_000 }, () => {
  it('read their own route and let whoever works the pool take one', async () => {
    const { lists } = renderRequests([
      'opportunities: executive',
      'opportunities: section_request',
    ]);
    expect(await screen.findByText('Automotores · Fiat Cronos Drive 2023')).toBeInTheDocument();
    expect(lists).toContainEqual(
      expect.objectContaining({ resource: 'opportunity', meta: { listView: 'request' } }),
    );
    const take = await screen.findByRole('button', { name: 'Tomar' });
    // Only the list's own command, not every move the status allows.
    expect(screen.queryByRole('button', { name: 'Cotizar' })).toBeNull();
    await userEvent.setup().click(take);
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]).toEqual({
      url: expect.stringMatching(/\/opportunity\/a1b2c3d4-[\w-]+\/take$/),
      method: 'POST',
      body: { updated_at: request.updated_at },
    });
  });

  it('offer no button to whoever may not take them', async () => {
    renderRequests(['opportunities: executive']);
    expect(await screen.findByText('Automotores · Fiat Cronos Drive 2023')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tomar' })).toBeNull();
  });
});
