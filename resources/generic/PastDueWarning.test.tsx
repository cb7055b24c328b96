/**
 * Issue 28 item 27: the task form warns, without blocking, when a new task is already late;
 * a stored task whose due date is left alone says nothing (its list already marks it).
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { task } from '../../domain/entities/clientActivity';
import { optionByCode } from '../../domain/engine/defineEnum';
import { taskStatuses } from '../../domain/enums/clients';
import { renderRecordScreen } from '../../src/test/renderRecordScreen';
import { EntityForm } from './EntityForm';
import { answerApi } from '../../src/test/answerApi';

// The requests the screen makes beside its data provider's (none answered with anything).
answerApi();

afterEach(cleanup);

const WARNING = 'La fecha de «Vence» ya pasó: se va a guardar como vencida.';
const pending = optionByCode(taskStatuses, 'pending').id;
const yesterday = new Date(Date.now() - 86_400_000).toISOString();
const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();

function renderTaskForm(record: Record<string, unknown> & { id: string | number }) {
  const dataProvider = {
    getList: async () => ({ data: [], total: 0 }),
    getMany: async () => ({ data: [] }),
  };
  renderRecordScreen(
    <EntityForm
      entity={task}
      purpose={record.id ? 'update' : 'create'}
      onSubmit={() => undefined}
    />,
    { resource: task.name, record, permission: ['administrator'], dataProvider },
  );
}

describe('a task due in the past', { timeout: 30_000 }, () => {
  it('warns under its due date when it is new, and still lets it be saved', async () => {
    renderTaskForm({ id: '', title: 'Llamar', due_at: yesterday, status: pending });
    expect(await screen.findByText(WARNING)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(WARNING);
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
  });

  it('says nothing of a new task due ahead, nor of a stored one whose date is unchanged', async () => {
    renderTaskForm({ id: '', title: 'Llamar', due_at: nextWeek, status: pending });
    await screen.findByRole('button', { name: 'Guardar' });
    expect(screen.queryByText(WARNING)).toBeNull();
    cleanup();
    renderTaskForm({ id: 7, title: 'Llamar', due_at: yesterday, status: pending });
    await screen.findByRole('button', { name: 'Guardar' });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Tarea/ })).toHaveValue('Llamar'),
    );
    expect(screen.queryByText(WARNING)).toBeNull();
  });
});
