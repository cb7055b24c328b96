/**
 * The response flow's last screen refuses an endorsement through the command's declared input:
 * «Rechazada por la compañía» asks for the insurer's reason (required), and only a reason typed
 * reaches the server.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { optionByCode } from '../../domain/engine/defineEnum';
import { contractMovement } from '../../domain/entities/contractMovements';
import { contractRequestStatus } from '../../domain/enums/statuses';
import { answerApi } from '../../src/test/answerApi';
import { renderRecordScreen } from '../../src/test/renderRecordScreen';
import type { DraftView } from '../flows/flowApi';
import { ResponseNotification } from './ResponseNotification';

const api = answerApi(() => ({}));
const sent = () => api.sent.filter((request) => request.method === 'POST');

const POLICY = '00000000-0000-4000-9000-000000000101';
const MOVEMENT = '00000000-0000-4000-9000-000000000202';
const records: Record<string, Record<string, unknown>> = {
  contract_movement: {
    id: MOVEMENT,
    contract_id: POLICY,
    numeration: 3,
    status: optionByCode(contractRequestStatus, 'pending_cia').id,
    updated_at: '2026-11-30T10:00:00.000Z',
  },
  contract: { id: POLICY, premium: 120000 },
};
const draft = {
  id: MOVEMENT,
  flow: 'contract_response',
  branch_id: 0,
  action: 'edit',
  step: 'notification',
  done: ['general', 'totals', 'quotas'],
  values: { totals: { premium_change: -5000 } },
  version: 1,
  stale: false,
  base: null,
} as unknown as DraftView;

afterEach(cleanup);

describe('the insurer response’s notification screen', { timeout: 30_000 }, () => {
  it('refuses only with the insurer’s reason, asked by the declared input', async () => {
    renderRecordScreen(<ResponseNotification draft={draft} />, {
      resource: contractMovement.name,
      record: records.contract_movement as { id: string },
      permission: ['contracts: full_access'],
      dataProvider: {
        getOne: (async (resource: string) => ({
          data: records[resource],
        })) as DataProvider['getOne'],
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Rechazada por la compañía' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazada por la compañía' });
    const confirm = screen.getAllByRole('button', { name: 'Rechazada por la compañía' }).at(-1)!;
    await userEvent.click(confirm);
    expect(dialog).toBeInTheDocument();
    expect(sent()).toHaveLength(0);
    await userEvent.type(
      screen.getByLabelText(/Motivo que dio la compañía/),
      'Falta la firma del asegurado',
    );
    await userEvent.click(confirm);
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toEqual({
      url: expect.stringMatching(`/contract_movement/${MOVEMENT}/refuse$`),
      method: 'POST',
      body: {
        updated_at: records.contract_movement.updated_at,
        insurer_message: 'Falta la firma del asegurado',
      },
    });
  });
});
