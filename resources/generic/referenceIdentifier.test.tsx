/**
 * A cited record named by an identifier (a policy's number) reads whole in a list: its label
 * does not wrap (domain/engine/copyable.ts `labelIsIdentifier`); one named by a person's name
 * wraps as any text.
 */
import { cleanup, screen } from '@testing-library/react';
import { Datagrid, ListBase, type DataProvider } from 'react-admin';
import { afterEach, expect, it } from 'vitest';
import { labelIsIdentifier } from '../../domain/engine/copyable';
import { account } from '../../domain/entities/clients';
import { contract } from '../../domain/entities/contracts';
import { contractMovement } from '../../domain/entities/contractMovements';
import { renderRecordScreen } from '../../src/test/renderRecordScreen';
import { entityColumns } from './entityColumns';
import { PageRowsProvider } from './pageReferences';
import { ReferenceView } from './referenceViews';

afterEach(cleanup);

const POLICY = '00000000-0000-4000-9000-000000000101';
const dataProvider = {
  getMany: async () => ({ data: [{ id: POLICY, number: '171-17-9974224' }] }),
  getList: async () => ({ data: [], total: 0 }),
} as unknown as DataProvider;

it('names a policy by an identifier, a client by its name', () => {
  expect(labelIsIdentifier(contract)).toBe(true);
  expect(labelIsIdentifier(account)).toBe(false);
});

it('keeps a cited policy number on one line', async () => {
  renderRecordScreen(
    <ReferenceView name="contract_id" field={contractMovement.fields.contract_id} />,
    {
      resource: contractMovement.name,
      record: { id: 'm1', contract_id: POLICY },
      permission: ['administrator'],
      dataProvider,
    },
  );
  const label = await screen.findByText('171-17-9974224');
  expect(getComputedStyle(label).whiteSpace).toBe('nowrap');
});

it('keeps a cited policy number on one line in a list’s rows too', async () => {
  const movements = [{ id: 'm1', contract_id: POLICY, type: 'endorsement' }];
  const listing = {
    ...dataProvider,
    getList: async () => ({ data: movements, total: movements.length }),
  } as unknown as DataProvider;
  renderRecordScreen(
    <ListBase resource={contractMovement.name}>
      <PageRowsProvider>
        <Datagrid bulkActionButtons={false}>{entityColumns(contractMovement)}</Datagrid>
      </PageRowsProvider>
    </ListBase>,
    {
      resource: contractMovement.name,
      record: { id: 'none' },
      permission: ['administrator'],
      dataProvider: listing,
    },
  );
  const label = await screen.findByText('171-17-9974224');
  expect(getComputedStyle(label).whiteSpace).toBe('nowrap');
});
