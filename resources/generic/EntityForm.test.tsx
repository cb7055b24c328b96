/** The generated form validates with the declaration's rules before anything is sent. */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, ResourceContextProvider, type DataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { company } from '../../domain/entities';
import { i18nProvider } from '../../providers/i18n';
import { EntityForm, validatorFor } from './EntityForm';

describe('validatorFor', () => {
  const validate = validatorFor(company);

  it('accepts a valid insurer', () => {
    expect(
      validate({ name: 'Aseguradora Sur', cuit: '30-50000412-2', id: 3, updated_at: 'x' }),
    ).toEqual({});
  });

  it('reports each broken rule once per field, in Spanish, as react-admin expects', () => {
    expect(validate({ name: '', cuit: '20-12345678-0', email: 'no-es-correo' })).toEqual({
      name: 'El campo Nombre es obligatorio.',
      cuit: 'El campo CUIT no es un CUIT válido.',
      email: 'El campo Correo electrónico debe ser una dirección de correo válida.',
    });
  });
});

describe('EntityForm', () => {
  it('shows the Spanish messages under the fields and calls no save while input is invalid', async () => {
    const saved: unknown[] = [];
    render(
      <AdminContext i18nProvider={i18nProvider} dataProvider={{} as DataProvider}>
        <ResourceContextProvider value={company.name}>
          <EntityForm
            entity={company}
            onSubmit={(values: Record<string, unknown>) => void saved.push(values)}
          />
        </ResourceContextProvider>
      </AdminContext>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/CUIT/), '20-12345678-0');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El campo CUIT no es un CUIT válido.')).toBeInTheDocument();
    expect(screen.getByText('El campo Nombre es obligatorio.')).toBeInTheDocument();
    expect(saved).toEqual([]);

    await user.type(screen.getByLabelText(/Nombre/), 'Aseguradora Sur');
    await user.clear(screen.getByLabelText(/CUIT/));
    await user.type(screen.getByLabelText(/CUIT/), '30500004122');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ name: 'Aseguradora Sur', cuit: '30500004122' });
  });
});
