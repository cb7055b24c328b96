/** A record page's title names the record its own name is qualified by (`recordQualifier`). */
import { afterEach, expect, it } from 'vitest';
import { cleanup, waitFor } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { renderRecordScreen } from '../../src/test/renderRecordScreen';
import { contractMovement } from '../../domain/entities/contractMovements';
import { contract } from '../../domain/entities/contracts';
import { RecordPageTitle } from './RecordPageTitle';

afterEach(cleanup);

const POLICY = 'b7e1c3f2-0000-4000-8000-0000000000a1';
const endorsement = {
  id: 'b7e1c3f2-0000-4000-8000-0000000000b2',
  contract_id: POLICY,
  numeration: 1,
  updated_at: '2026-11-02T12:00:00.000Z',
};
const policy = { id: POLICY, number: '4500-0123456', updated_at: '2026-10-01' };

/** The title as rendered, once every request for the policy has been answered. */
async function titleWith(answer: (resource: string) => Promise<{ data: unknown[] }>) {
  const asked: string[] = [];
  let answered = 0;
  const dataProvider = {
    getMany: async (resource: string) => {
      asked.push(resource);
      try {
        return await answer(resource);
      } finally {
        answered++;
      }
    },
  } as unknown as DataProvider;
  const { container } = renderRecordScreen(
    <RecordPageTitle entity={contractMovement} page="show" />,
    {
      resource: contractMovement.name,
      record: endorsement,
      permission: ['administrator'],
      dataProvider,
    },
  );
  // From the policies themselves, which the administrator may list (once the session's
  // permissions are read; before, the labels route the title starts with).
  await waitFor(() => expect(asked).toContain(contract.name));
  await waitFor(() => expect(answered).toBe(asked.length));
  await new Promise((settle) => setTimeout(settle, 50));
  return container.textContent;
}

it('says which policy an endorsement is of, by its number', async () => {
  expect(await titleWith(async () => ({ data: [policy] }))).toBe('Endoso 1 (4500-0123456)');
});

it('keeps the record’s own name while the policy is out of sight', async () => {
  expect(await titleWith(async () => ({ data: [] }))).toBe('Endoso 1');
});

it('keeps the record’s own name, and nothing else, when the policy cannot be read', async () => {
  const refused = async () => Promise.reject(new Error('Prohibido'));
  expect(await titleWith(refused)).toBe('Endoso 1');
});
