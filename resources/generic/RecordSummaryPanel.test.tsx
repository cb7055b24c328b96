/**
 * The client's summary above its page: the policies in force and their premium as the server
 * measures them, each opening the list it counts; «Llamar» dials the main phone, else the first
 * of the client's phones; «Nueva tarea» and «Nueva oportunidad» open what the tabs' «Agregar»
 * opens, for whoever may create them. A user who may not list policies is shown no policy
 * figure (not a zero) and nothing is asked for them; a failed read leaves the buttons.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '../../domain/engine/format';
import RecordSummaryPanel from './RecordSummaryPanel';
import { answerApi, refusal } from '../../src/test/answerApi';
import { renderRecordScreen } from '../../src/test/renderRecordScreen';

const api = answerApi(() => FIGURES);
const requests = () => api.sent.map((request) => request.url);

const ID = 'a1b2c3d4-0000-4000-8000-000000000001';
const CLIENT = { id: ID, display_name: 'Pérez, Ana', phone: '011 4555-1234', phones: [] };
const FIGURES = {
  figures: [
    { key: 'policies_in_force', value: 2 },
    { key: 'premium_in_force', value: 1465.5 },
  ],
};

function renderSummary(permission: string[], record: Record<string, unknown> = CLIENT) {
  renderRecordScreen(<RecordSummaryPanel />, {
    resource: 'account',
    record: { ...record, id: ID },
    permission,
  });
}

/** Where a link leads (the app's router is a hash router: `#/task/create…`). */
const linkTo = (name: string) =>
  screen.getByRole('link', { name }).getAttribute('href')?.replace(/^#/, '');

afterEach(cleanup);

describe('the client’s summary', { timeout: 30_000 }, () => {
  it('shows the policies in force and their premium, and what to do next', async () => {
    renderSummary(['accounts: view', 'contracts: list', 'opportunities: executive']);
    expect(await screen.findByText('2')).toBeInTheDocument();
    expect(screen.getByText(formatMoney(1465.5))).toBeInTheDocument();
    expect(requests()).toEqual([`/api/v1/account/${ID}/summary`]);
    const inForce = new URL(linkTo('Pólizas vigentes')!, 'http://x');
    expect(inForce.pathname).toBe('/contract');
    expect(JSON.parse(inForce.searchParams.get('filter')!)).toEqual({
      account_id: ID,
      status: [252, 251, 253],
    });
    expect(linkTo('Premio de pólizas vigentes')).toBe(linkTo('Pólizas vigentes'));
    expect(linkTo('Llamar')).toBe('tel:01145551234');
    const source = encodeURIComponent(JSON.stringify({ account_id: ID }));
    expect(linkTo('Nueva tarea')).toBe(`/task/create?source=${source}`);
    expect(linkTo('Nueva oportunidad')).toBe(`/opportunity/create?source=${source}`);
  });

  it('shows no policy figure to whoever may not list policies, nor a button they may not use', async () => {
    renderSummary(['accounts: view']);
    expect(await screen.findByRole('link', { name: 'Nueva tarea' })).toBeInTheDocument();
    expect(screen.queryByText('Pólizas vigentes')).toBeNull();
    expect(screen.queryByText('0')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Nueva oportunidad' })).toBeNull();
    expect(requests()).toEqual([]);
  });

  it('dials the first of the client’s phones when it has no main one', async () => {
    const phones = [{ phone_type: 2, area_code: '351', number: '4987654', display: null }];
    renderSummary(['accounts: view'], { ...CLIENT, phone: null, phones });
    expect((await screen.findByRole('link', { name: 'Llamar' })).getAttribute('href')).toBe(
      'tel:+543514987654',
    );
  });

  it('keeps the buttons when the figures cannot be read, and shows no zeros', async () => {
    api.answerWith(() => refusal(404, 'No encontrado'));
    renderSummary(['accounts: view', 'contracts: list'], { ...CLIENT, phone: null });
    expect(await screen.findByRole('link', { name: 'Nueva tarea' })).toBeInTheDocument();
    await vi.waitFor(() => expect(requests()).toHaveLength(1));
    await vi.waitFor(() => expect(screen.queryByText('Pólizas vigentes')).toBeNull());
    expect(screen.queryByText('…')).toBeNull();
    // No phone, no «Llamar».
    expect(screen.queryByRole('link', { name: 'Llamar' })).toBeNull();
  });
});
