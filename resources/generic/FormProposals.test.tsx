/**
 * A form proposes the CUIL from the DNI and gender, shows a person rule's message, and shows
 * only the inputs that apply (`shownWhen`), saving what it shows.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, ResourceContextProvider, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { defineEntity } from '../../domain/engine/entity';
import { personFields, personMessages, personProposals, personRules } from '../../domain/person';
import { i18nProvider } from '../../providers/i18n';
import { EntityForm } from './EntityForm';
import { DateLocalization } from './DateLocalization';

const person = defineEntity({
  name: 'test/person',
  table: 'test_people',
  label: { one: 'Persona', many: 'Personas' },
  fields: personFields,
  recordLabel: 'last_name',
  rules: personRules,
  proposals: personProposals,
});

// Countries for the nationality picker: none needed here.
const provider = {
  getList: async () => ({ data: [], total: 0 }),
  getMany: async () => ({ data: [] }),
} as unknown as DataProvider;

function renderPersonForm(record: Record<string, unknown>) {
  const saved: Record<string, unknown>[] = [];
  render(
    <DateLocalization>
      <AdminContext i18nProvider={i18nProvider} dataProvider={provider}>
        <ResourceContextProvider value={person.name}>
          <EntityForm
            entity={person}
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

// Persona humana (13), DNI (1), femenino (30).
const juana = {
  person_type: 13,
  first_name: 'Juana',
  last_name: 'Ibarguren',
  document_type: 1,
  gender: 30,
};

describe('a person form', { timeout: 30_000 }, () => {
  it('proposes the CUIL once the DNI is whole and saves it as shown', async () => {
    const saved = renderPersonForm(juana);
    const user = userEvent.setup();
    const cuil = screen.getByLabelText(/CUIT\/CUIL/);
    await user.type(screen.getByLabelText(/Número de documento/), '285124');
    expect(cuil).toHaveValue('');
    await user.type(screen.getByLabelText(/Número de documento/), '05');
    await waitFor(() => expect(cuil).toHaveValue('27-28512405-6'));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ document_number: '28512405', cuit: '27-28512405-6' });
  });

  it('keeps a CUIL the user typed when the DNI changes, and names the mismatch', async () => {
    const saved = renderPersonForm({ ...juana, document_number: '28512405' });
    const user = userEvent.setup();
    const cuil = screen.getByLabelText(/CUIT\/CUIL/);
    // Another DNI's CUIL: the user's own, not the one the form would propose.
    await user.type(cuil, '27-28512406-4');
    const dni = screen.getByLabelText(/Número de documento/);
    await user.clear(dni);
    await user.type(dni, '28512407');
    expect(cuil).toHaveValue('27-28512406-4');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(personMessages.cuilDocument)).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });

  it('turned into a company, hides and empties a person’s inputs, PEP flag and date included', async () => {
    const saved = renderPersonForm({
      ...juana,
      politically_exposed: true,
      pep_declared_on: '2025-03-01',
    });
    const user = userEvent.setup();
    expect(screen.getAllByLabelText(/Fecha de la declaración PEP/).length).toBeGreaterThan(0);
    expect(screen.queryByLabelText(/Razón social/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /Tipo de persona/ }));
    await user.click(await screen.findByRole('option', { name: 'Persona jurídica' }));
    await waitFor(() => expect(screen.queryByLabelText(/^Nombre/)).not.toBeInTheDocument());
    expect(screen.queryAllByLabelText(/Fecha de la declaración PEP/)).toHaveLength(0);
    await user.type(screen.getByLabelText(/Razón social/), 'Ibarguren Hnos. S.A.');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      person_type: 14,
      business_name: 'Ibarguren Hnos. S.A.',
      first_name: null,
      last_name: null,
      gender: null,
      politically_exposed: false,
      pep_declared_on: null,
    });
  });
});
