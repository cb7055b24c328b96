/**
 * The assignment of a record a user sees only as theirs (domain/engine/recordScope.ts): hidden for a
 * plain executive, offered to a team supervisor with exactly the people the server accepts.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { task } from '../../domain/entities/clientActivity';
import { renderRecordScreen } from '../../src/test/renderRecordScreen';
import { EntityForm } from './EntityForm';

afterEach(cleanup);

function renderTaskForm(supervises: number[]) {
  const filters: { resource: string; filter: unknown }[] = [];
  const dataProvider = {
    getList: async (resource: string, params: { filter: unknown }) => {
      filters.push({ resource, filter: params.filter });
      return { data: [], total: 0 };
    },
    getMany: async () => ({ data: [] }),
  } as unknown as DataProvider;
  renderRecordScreen(<EntityForm entity={task} onSubmit={() => undefined} />, {
    resource: task.name,
    record: { id: '' },
    permission: ['accounts: view'],
    dataProvider,
    identity: { id: 7, fullName: 'Carolina Supervisora', supervises },
  });
  return filters;
}

describe(
  'the assignment an executive limited to their own records may choose',
  { timeout: 30_000 },
  () => {
    it('is not offered to someone who supervises nobody', async () => {
      renderTaskForm([]);
      expect(await screen.findByLabelText(/^Tarea/)).toBeInTheDocument();
      expect(screen.queryByLabelText(/^Responsable/)).toBeNull();
    });

    it('offers a supervisor themselves and the members of their teams only', async () => {
      const filters = renderTaskForm([3, 4]);
      // The field waits for the session's identity: longer than findBy's second when the
      // suite's workers share the machine (it failed once so in CI).
      const field = await screen.findByLabelText(/^Responsable/, undefined, { timeout: 10_000 });
      expect(field).toBeInTheDocument();
      await waitFor(() =>
        expect(filters).toContainEqual(
          expect.objectContaining({ filter: expect.objectContaining({ id: [7, 3, 4] }) }),
        ),
      );
    });
  },
);
