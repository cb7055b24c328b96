/**
 * A command refused while other records are there (statusMachine.ts `refusedWhile`): on a
 * policy, «Registrar anulación de la compañía» reads the policy's open endorsements with the
 * rule the server enforces (domain/movements/insurerAnnulment.ts) and stays disabled, saying
 * why beside it, while one is asked or sent, of any type; with none it runs as before.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { DataProvider, GetListParams } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { optionByCode } from '../../domain/engine/defineEnum';
import { contract } from '../../domain/entities/contracts';
import { contractStatus, contractRequestStatus } from '../../domain/enums/statuses';
import { movementType } from '../../domain/movements/movementKinds';
// The route table the buttons are offered by, as the app loads it.
import '../../domain/routes';
import { renderRecordScreen } from '../../src/test/renderRecordScreen';
import { StatusActions } from './StatusActions';

afterEach(cleanup);

const ANNUL = 'Registrar anulación de la compañía';
const requestIs = (code: string) => optionByCode(contractRequestStatus, code).id;
const policy = {
  id: 'c0ffee00-0000-4000-8000-000000000001',
  number: '003-01-1231530',
  status: optionByCode(contractStatus, 'validity').id,
  updated_at: '2026-11-02T12:00:00.000Z',
};
const movement = (numeration: number, code: 'annulment' | 'cost_change', status: string) => ({
  id: `m-${numeration}`,
  contract_id: policy.id,
  numeration,
  movement_type: movementType(code),
  status: requestIs(status),
});

/** The policy's movements, narrowed by the filter the page sends as the API narrows them. */
function movementsProvider(rows: Record<string, unknown>[]) {
  const asked: GetListParams[] = [];
  const dataProvider = {
    getList: async (_resource: string, params: GetListParams) => {
      asked.push(params);
      const { contract_id, status } = params.filter as { contract_id: string; status: number[] };
      const data = rows.filter(
        (r) => r.contract_id === contract_id && status.includes(r.status as number),
      );
      return { data, total: data.length };
    },
  } as unknown as DataProvider;
  return { dataProvider, asked };
}

const show = (rows: Record<string, unknown>[]) => {
  const { dataProvider, asked } = movementsProvider(rows);
  renderRecordScreen(<StatusActions entity={contract} />, {
    resource: contract.name,
    record: policy,
    permission: ['administrator'],
    dataProvider,
  });
  return asked;
};
const annulButton = () => screen.getByRole('button', { name: ANNUL });

describe('a command refused while other records are there', () => {
  it('offers the annulment when no endorsement of the policy is open', async () => {
    const asked = show([
      movement(1, 'cost_change', 'emitted'),
      movement(2, 'annulment', 'rejected'),
    ]);
    // Disabled until the read answers (slow on a loaded machine), then offered.
    await waitFor(() => expect(annulButton()).toBeEnabled(), { timeout: 5000 });
    expect(asked[0].filter).toEqual({
      contract_id: policy.id,
      status: [requestIs('pending'), requestIs('pending_cia')],
    });
  });

  it('disables it, naming the open endorsement of another type, sent or only asked', async () => {
    show([movement(1, 'cost_change', 'emitted'), movement(2, 'cost_change', 'pending_cia')]);
    const sent = await screen.findByText(/endoso de «Cambio de costo» \(endoso 2\)/);
    expect(sent).toHaveTextContent(/esperando respuesta de la compañía/);
    expect(annulButton()).toBeDisabled();
    // Said in words beside the button, which names it as its description.
    expect(annulButton()).toHaveAccessibleDescription(sent.textContent!);
    cleanup();

    show([movement(3, 'cost_change', 'pending')]);
    const asked = await screen.findByText(/\(endoso 3\) sin enviar a la compañía/);
    expect(asked).toHaveTextContent(/anulá ese pedido antes de registrar la anulación/);
    expect(annulButton()).toBeDisabled();
  });

  it('disables it while an annulment of the policy waits, as the server refuses it', async () => {
    show([movement(1, 'annulment', 'pending_cia')]);
    await screen.findByText(/ya tiene una anulación pedida a la compañía \(endoso 1\)/);
    expect(annulButton()).toBeDisabled();
  });
});
