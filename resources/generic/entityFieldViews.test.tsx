/**
 * A record's page (the «Datos» tab) lists what the record says: a field it leaves empty (blank,
 * spaces only, an empty list) is left out (issue 31), while the form still offers every field.
 */
import { cleanup, screen } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { afterEach, expect, it } from 'vitest';
import { lead } from '../../domain/entities/leads';
import { leadSources, leadStatuses } from '../../domain/enums/clients';
import { optionByCode } from '../../domain/engine/defineEnum';
import { renderRecordScreen } from '../../src/test/renderRecordScreen';
import { RecordFields } from './entityFieldViews';
import { EntityShowLayout } from './GenericShow';
import { referenceViewTexts } from './referenceViews';
import { contractRequest } from '../../domain/entities/contractRequests';
import { account } from '../../domain/entities/clients';

afterEach(cleanup);

const dataProvider = {
  getMany: async () => ({ data: [] }),
  getList: async () => ({ data: [], total: 0 }),
} as unknown as DataProvider;

it('leaves out the fields the record leaves empty, and shows the others', () => {
  renderRecordScreen(<RecordFields entity={lead} />, {
    resource: lead.name,
    record: {
      id: 'b7e1c3f2-0000-4000-8000-000000000003',
      display_name: 'Rocío Benítez',
      person_type: 13,
      first_name: 'Rocío',
      last_name: 'Benítez',
      phone: '011 4555-1234',
      email: '   ',
      cuit: null,
      status: optionByCode(leadStatuses, 'qualified').id,
      source: optionByCode(leadSources, 'manual').id,
      updated_at: '2026-11-02T12:00:00.000Z',
    },
    permission: ['administrator'],
    dataProvider,
  });
  expect(screen.getByText('Teléfono')).toBeInTheDocument();
  expect(screen.getByText('011 4555-1234')).toBeInTheDocument();
  expect(screen.getByText('Rocío')).toBeInTheDocument();
  for (const empty of ['Correo electrónico', 'CUIT/CUIL', 'Ramo de interés', 'Ejecutivo'])
    expect(screen.queryByText(empty)).toBeNull();
});

it('shows a client’s «Datos» without its empty fields, lists included', () => {
  renderRecordScreen(<RecordFields entity={account} />, {
    resource: account.name,
    record: {
      id: 'b7e1c3f2-0000-4000-8000-000000000007',
      display_name: 'Benítez, Rocío',
      person_type: 13,
      first_name: 'Rocío',
      last_name: 'Benítez',
      email: 'rocio@example.com',
      phone: '',
      notes: null,
      phones: [],
      addresses: [],
      updated_at: '2026-11-02T12:00:00.000Z',
    },
    permission: ['administrator'],
    dataProvider,
  });
  expect(screen.getByText('rocio@example.com')).toBeInTheDocument();
  for (const empty of [
    'Teléfono principal',
    'Observaciones',
    'Teléfonos',
    'Domicilios',
    'CUIT/CUIL',
  ])
    expect(screen.queryByText(empty)).toBeNull();
});

it('says a cited record is out of sight, and leaves an empty reference blank', async () => {
  renderRecordScreen(<RecordFields entity={contractRequest} />, {
    resource: contractRequest.name,
    record: {
      id: 'b7e1c3f2-0000-4000-8000-000000000004',
      title: 'Hogar · Casa en Palermo · San Cristóbal',
      account_id: 'b7e1c3f2-0000-4000-8000-000000000005',
      holder_name: 'Martínez, Florencia',
      updated_at: '2026-11-02T12:00:00.000Z',
    },
    permission: ['contract_requests: subscriber'],
    dataProvider,
  });
  // The client is the executive's: its name does not come, and the page says why.
  expect(await screen.findByText(referenceViewTexts.notVisible)).toBeInTheDocument();
  expect(screen.getAllByText(referenceViewTexts.notVisible)).toHaveLength(1);
  expect(screen.getByText('Martínez, Florencia')).toBeInTheDocument();
});

it('leaves an empty reference blank on a page that shows every field', async () => {
  renderRecordScreen(<EntityShowLayout entity={contractRequest} />, {
    resource: contractRequest.name,
    record: { id: 'b7e1c3f2-0000-4000-8000-000000000006', title: 'Sin cliente', account_id: null },
    permission: ['administrator'],
    dataProvider,
  });
  expect(await screen.findByText('Sin cliente')).toBeInTheDocument();
  expect(screen.queryByText(referenceViewTexts.notVisible)).toBeNull();
});
