/**
 * An imported row's quick view (the side panel) and page: its values read as the sheet's named
 * columns with their option names, never raw JSON; the row's identity digest and its empty
 * fields (no endorsement, no reason to discard) are left out.
 */
import { cleanup, screen } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { afterEach, expect, it } from 'vitest';
import { insurerNews } from '../../domain/entities/insurerNews';
import { optionByCode } from '../../domain/engine/defineEnum';
import { insurerNewsKinds, insurerNewsStatus } from '../../domain/enums/insurerNews';
import { paymentRejectionReasons } from '../../domain/enums/rejectedPayments';
import { renderRecordScreen } from '../../src/test/renderRecordScreen';
import { SidePanel } from './SidePanel';

afterEach(cleanup);

const row = (values: string) => ({
  id: 7,
  line: 3,
  policy_number: 'SCS-0012345',
  kind: optionByCode(insurerNewsKinds, 'payment_rejected').id,
  status: optionByCode(insurerNewsStatus, 'review').id,
  reason: 'No hay una póliza con ese número',
  movement_id: null,
  review_note: '',
  values,
  identity: 'f'.repeat(64),
  created_at: '2026-11-02T12:00:00.000Z',
  updated_at: '2026-11-02T12:00:00.000Z',
});

function renderPanel(record: ReturnType<typeof row>) {
  const dataProvider = {
    getOne: async () => ({ data: record }),
    getMany: async () => ({ data: [] }),
    getList: async () => ({ data: [], total: 0 }),
  } as unknown as DataProvider;
  renderRecordScreen(
    <SidePanel
      entity={insurerNews}
      state={{ mode: 'show', id: 7 }}
      mayEdit={false}
      onChange={() => {}}
    />,
    { resource: insurerNews.name, record, permission: ['administrator'], dataProvider },
  );
}

it('shows the row’s values as named columns with option names, without the digest', async () => {
  const values = JSON.stringify({
    company: 'Sancor',
    policy_number: 'SCS-0012345',
    kind: optionByCode(insurerNewsKinds, 'payment_rejected').id,
    quota_number: 4,
    rejection_reason: optionByCode(paymentRejectionReasons, 'card_expired').id,
    insurer_message: null,
  });
  renderPanel(row(values));
  expect(await screen.findByText('Valores de la fila')).toBeInTheDocument();
  expect(screen.getByText('Motivo del rechazo')).toBeInTheDocument();
  expect(screen.getByText('Tarjeta vencida')).toBeInTheDocument();
  expect(screen.getByText('Sancor')).toBeInTheDocument();
  expect(screen.getAllByText('Pago rechazado').length).toBeGreaterThan(0);
  expect(screen.queryByText(/"kind"/)).toBeNull();
  expect(screen.queryByText(/rejection_reason/)).toBeNull();
  // The digest, and the labels of what the row leaves empty, are not shown.
  for (const hidden of ['Identidad de la novedad', 'f'.repeat(64), 'Endoso', 'Por qué se descartó'])
    expect(screen.queryByText(hidden)).toBeNull();
});

it('shows nothing of values it cannot read, instead of the raw text', async () => {
  renderPanel(row('{"kind": 3, broken'));
  expect(await screen.findByText('No hay una póliza con ese número')).toBeInTheDocument();
  expect(screen.queryByText(/broken/)).toBeNull();
});
