/**
 * The endorsement's button downloads `contract_movement/{policy}/{movement}/pdf`: «Descargar
 * endoso (PDF)» once applied, «Descargar pedido de endoso (PDF)» before; a failed download says
 * so in Spanish.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { optionByCode } from '../../domain/engine/defineEnum';
import { contractMovement } from '../../domain/entities/contractMovements';
import { contractRequestStatus } from '../../domain/enums/statuses';
import { movementDocumentMessages } from '../../domain/movements/movementDocument';
import { renderRecordScreen } from '../../src/test/renderRecordScreen';
import MovementDocumentButton from './MovementDocumentButton';

const saved: string[] = [];
let fails = false;
vi.mock('../generic/sessionFiles', () => ({
  saveFile: async (url: string) => {
    if (fails) throw new Error('HTTP 500');
    saved.push(url);
  },
}));
const toasts: string[] = [];
vi.mock('../../providers/toasts', () => ({ showToast: (text: string) => toasts.push(text) }));

const POLICY = '00000000-0000-4000-9000-000000000101';
const MOVEMENT = '00000000-0000-4000-9000-000000000202';
const movement = (status: string) => ({
  id: MOVEMENT,
  contract_id: POLICY,
  numeration: 2,
  status: optionByCode(contractRequestStatus, status).id,
});
const show = (status: string) =>
  renderRecordScreen(<MovementDocumentButton />, {
    resource: contractMovement.name,
    record: movement(status),
    permission: ['contract_requests: executive'],
  });

afterEach(() => {
  cleanup();
  saved.length = 0;
  toasts.length = 0;
  fails = false;
});

describe('the endorsement’s PDF button', { timeout: 30_000 }, () => {
  it('downloads the applied endorsement under its policy', async () => {
    show('emitted');
    await userEvent.click(await screen.findByRole('button', { name: 'Descargar endoso (PDF)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(new RegExp(`/contract_movement/${POLICY}/${MOVEMENT}/pdf$`));
  });

  it('offers the request of one not applied yet, and says when it fails', async () => {
    show('pending_cia');
    fails = true;
    await userEvent.click(
      await screen.findByRole('button', { name: 'Descargar pedido de endoso (PDF)' }),
    );
    await waitFor(() => expect(toasts).toEqual([movementDocumentMessages.failed]));
  });
});
