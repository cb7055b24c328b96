/**
 * "Fusionar con otro cliente…" on a client's page: only for an administrator; the dialog
 * offers the other clients (never this one), shows what would move, and merges at the version
 * the page read.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { account } from '../../domain/entities/clients';
import { answerApi } from '../../src/test/answerApi';
import { renderRecordScreen } from '../../src/test/renderRecordScreen';
import { RecordActions } from './recordActions';

const api = answerApi(() => ({}));

const kept = {
  id: '0b6c1a52-4a7e-4c1e-9d57-5f0f3c8d2a01',
  display_name: 'Agro Sur S.A.',
  cuit: '30-71234567-1',
  updated_at: '2026-11-02T12:00:00.000Z',
};
const duplicate = {
  id: '0b6c1a52-4a7e-4c1e-9d57-5f0f3c8d2a02',
  display_name: 'Agro Sur SA',
  cuit: '30-71234567-1',
};
const summary = {
  moved: [{ label: 'Interacciones', count: 2 }],
  dropped: [{ label: 'Contactos de clientes', count: 1 }],
  items: [{ label: 'Teléfonos', count: 2 }],
  filled: ['Correo electrónico'],
};

function renderPage(permission: string[]) {
  const dataProvider = {
    getList: async () => ({ data: [kept, duplicate], total: 2 }),
    getMany: async () => ({ data: [] }),
  } as unknown as DataProvider;
  renderRecordScreen(<RecordActions entity={account} />, {
    resource: account.name,
    record: kept,
    permission,
    dataProvider,
  });
}

afterEach(cleanup);

describe('merging a client with its duplicate', { timeout: 30_000 }, () => {
  it('picks another client, shows what moves and merges at the version read', async () => {
    api.answerWith(({ method }) => (method === 'POST' ? { record: kept, summary } : summary));
    renderPage(['administrator']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Fusionar con otro cliente…' }));
    await user.click(await screen.findByLabelText('Cliente duplicado'));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Agro Sur SA · CUIT/CUIL 30-71234567-1']);
    await user.click(options[0]);
    expect(await screen.findByText('Interacciones: 2')).toBeInTheDocument();
    expect(screen.getByText('Teléfonos: 2')).toBeInTheDocument();
    expect(
      screen.getByText(/Se completan con los datos del duplicado: Correo electrónico/),
    ).toBeInTheDocument();
    expect(api.sent[0].url).toContain(`/account/${kept.id}/merge?duplicate_id=${duplicate.id}`);
    await user.click(screen.getByRole('button', { name: 'Fusionar' }));
    const posted = () => api.sent.find((request) => request.method === 'POST');
    await waitFor(() => expect(posted()).toBeDefined());
    expect(posted()!.body).toMatchObject({
      duplicate_id: duplicate.id,
      updated_at: kept.updated_at,
    });
  });

  it('is not offered to whoever is not an administrator', async () => {
    renderPage(['accounts: full_access']);
    await waitFor(() => expect(screen.queryByRole('button')).toBeNull());
    expect(screen.queryByText('Fusionar con otro cliente…')).toBeNull();
  });
});
