/** A record page's title names the record its own name is qualified by (`recordQualifier`). */
import { afterEach, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { renderRecordScreen } from '../../src/test/renderRecordScreen';
import { contractMovement } from '../../domain/entities/contractMovements';
import { contract } from '../../domain/entities/contracts';
import { RecordPageTitle } from './referenceViews';

afterEach(cleanup);

const POLICY = 'b7e1c3f2-0000-4000-8000-0000000000a1';
const endorsement = {
  id: 'b7e1c3f2-0000-4000-8000-0000000000b2',
  contract_id: POLICY,
  numeration: 1,
  updated_at: '2026-11-02T12:00:00.000Z',
};

it('says which policy an endorsement is of, by its number', async () => {
  const asked: unknown[] = [];
  const policy = { id: POLICY, number: '4500-0123456', updated_at: '2026-10-01' };
  const dataProvider = {
    getMany: async (resource: string, params: { ids: unknown[] }) => {
      asked.push([resource, params.ids]);
      return { data: [policy] };
    },
  } as unknown as DataProvider;
  const { container } = renderRecordScreen(<RecordPageTitle entity={contractMovement} />, {
    resource: contractMovement.name,
    record: endorsement,
    permission: ['administrator'],
    dataProvider,
  });
  await waitFor(() => expect(container.textContent).toBe('Endoso 1 (4500-0123456)'));
  // From the policies themselves, which the administrator may list (once the session's
  // permissions are read; before, the labels route the component starts with).
  expect(asked).toContainEqual([contract.name, [POLICY]]);
});

it('keeps the record’s own name while the policy is out of sight', async () => {
  const dataProvider: Partial<DataProvider> = { getMany: async () => ({ data: [] }) };
  const { container } = renderRecordScreen(<RecordPageTitle entity={contractMovement} />, {
    resource: contractMovement.name,
    record: endorsement,
    permission: ['administrator'],
    dataProvider,
  });
  expect(await screen.findByText(/Endoso 1/)).toBeInTheDocument();
  expect(container.textContent).toBe('Endoso 1');
});
