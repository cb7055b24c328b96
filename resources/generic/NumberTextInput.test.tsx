/** The numeric input reads the Argentine format whatever the browser language (jsdom: en-US). */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, ResourceContextProvider, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { currencyQuotation } from '../../domain/entities/currency';
import { i18nProvider } from '../../providers/i18n';
import { EntityForm } from './EntityForm';
import { DateLocalization } from './DateLocalization';

const provider = {
  getList: async () => ({ data: [{ id: 1, name: 'Dólar' }], total: 1 }),
  getMany: async () => ({ data: [{ id: 1, name: 'Dólar' }] }),
} as unknown as DataProvider;

function renderQuotationForm(record?: Record<string, unknown>) {
  const saved: Record<string, unknown>[] = [];
  render(
    <DateLocalization>
      <AdminContext i18nProvider={i18nProvider} dataProvider={provider}>
        <ResourceContextProvider value={currencyQuotation.name}>
          <EntityForm
            entity={currencyQuotation}
            record={record}
            onSubmit={(values: Record<string, unknown>) => void saved.push(values)}
          />
        </ResourceContextProvider>
      </AdminContext>
    </DateLocalization>,
  );
  return saved;
}

afterEach(cleanup);

const stored = { id: 7, currency_id: 1, date: '2026-03-15', rate: 1465.5, source: 'BNA' };

describe('NumberTextInput in a form', { timeout: 30_000 }, () => {
  it('shows a stored rate the Argentine way and saves 1.465,75 as 1465.75', async () => {
    const saved = renderQuotationForm(stored);
    const rate = screen.getByLabelText(/Tipo de cambio/);
    expect(rate).toHaveValue('1.465,5000');
    expect(rate).toHaveAttribute('inputmode', 'decimal');
    const user = userEvent.setup();
    await user.clear(rate);
    await user.type(rate, '1.465,75');
    // While typing, the text is the user's own.
    expect(rate).toHaveValue('1.465,75');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].rate).toBe(1465.75);
    expect(rate).toHaveValue('1.465,7500');
  });

  it('refuses 1465.50 with the format hint instead of guessing, and saves nothing', async () => {
    const saved = renderQuotationForm(stored);
    const rate = screen.getByLabelText(/Tipo de cambio/);
    const user = userEvent.setup();
    await user.clear(rate);
    await user.type(rate, '1465.50');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText(
        'El campo Tipo de cambio debe ser un número escrito así: 1.465,50 (punto para los miles, coma para los decimales).',
      ),
    ).toBeInTheDocument();
    // The text stays as typed, for the user to fix.
    expect(rate).toHaveValue('1465.50');
    expect(saved).toEqual([]);
  });

  it('shows the stored date as dd/mm/aaaa', () => {
    renderQuotationForm(stored);
    const group = screen.getByRole('group', { name: /Fecha/ });
    expect(group.textContent).toContain('15/03/2026');
  });
});
