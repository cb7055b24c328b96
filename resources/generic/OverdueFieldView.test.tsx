/** A pending task past its due time reads "Vencida" in red with an icon; others stay plain. */
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { task } from '../../domain/entities/clientActivity';
import { optionByCode } from '../../domain/engine/defineEnum';
import { taskStatuses } from '../../domain/enums/clients';
import { formatDateTime } from '../../domain/engine/format';
import { i18nProvider } from '../../providers/i18n';
import { OverdueFieldView } from './OverdueFieldView';

afterEach(cleanup);

const status = (code: string) => optionByCode(taskStatuses, code).id;
const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
const inAnHour = new Date(Date.now() + 3_600_000).toISOString();

function cell(record: Record<string, unknown>) {
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <RecordContextProvider value={{ id: 1, title: 'Llamar', ...record }}>
        <OverdueFieldView entity={task} source="due_at" label="Vence" field={task.fields.due_at} />
      </RecordContextProvider>
    </AdminContext>,
  );
}

describe('OverdueFieldView', () => {
  it('flags a pending task whose due time has passed', () => {
    cell({ due_at: hourAgo, status: status('pending') });
    const flagged = screen.getByText('Vencida').parentElement!;
    expect(flagged.textContent).toContain(formatDateTime(hourAgo));
    expect(getComputedStyle(flagged).color).not.toBe('');
    expect(flagged.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('leaves a task still in time, or done, as a plain date', () => {
    cell({ due_at: inAnHour, status: status('pending') });
    expect(screen.getByText(formatDateTime(inAnHour))).toBeTruthy();
    cleanup();
    cell({ due_at: hourAgo, status: status('done') });
    expect(screen.getByText(formatDateTime(hourAgo))).toBeTruthy();
    expect(screen.queryByText('Vencida')).toBeNull();
  });
});
