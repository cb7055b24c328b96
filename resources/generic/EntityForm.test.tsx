/** The generated form validates with the declaration's rules before anything is sent. */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, ResourceContextProvider, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { company } from '../../domain/entities/company';
import { currencyQuotation } from '../../domain/entities/currency';
import { role, user } from '../../domain/entities/auth';
import { authMessages } from '../../domain/entities/auth';
import type { Entity } from '../../domain/engine/entity';
import { passwordMessages } from '../../domain/passwords';
import { i18nProvider } from '../../providers/i18n';
import { EntityForm, validatorFor } from './EntityForm';

/** Reference inputs ask for choices; an empty catalogue is enough for these forms. */
const emptyProvider = {
  getList: async () => ({ data: [], total: 0 }),
  getMany: async () => ({ data: [] }),
} as unknown as DataProvider;

afterEach(cleanup);

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

// Rendering react-admin forms in jsdom takes seconds on a busy machine.
describe('validatorFor with text an input could not read', () => {
  const validate = validatorFor(currencyQuotation);

  it('gives the number format hint, and the date message for an unfinished date', () => {
    expect(
      validate({
        currency_id: 1,
        date: { unparsed: 'Invalid Date' },
        rate: { unparsed: '1465.50' },
      }),
    ).toEqual({
      date: 'El campo Fecha no es una fecha válida.',
      rate: 'El campo Tipo de cambio debe ser un número escrito así: 1.465,50 (punto para los miles, coma para los decimales).',
    });
  });
});

describe('EntityForm', { timeout: 30_000 }, () => {
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

describe('forms with passwords, lists and product-set fields', { timeout: 30_000 }, () => {
  const complete = {
    name: 'Ana Pérez',
    email: 'ana@broker.com.ar',
    state: 1,
    roles: [2],
    assignments: ['6f1c2e1a-8d0b-4c55-9a59-0d2f4d1f7a10'],
    organizations: [1],
  };

  it('asks for the password pair and one role and one assignment on create, with the spec messages', () => {
    const validate = validatorFor(user, 'create');
    expect(validate({ ...complete, roles: [], assignments: [] })).toEqual({
      password: passwordMessages.required,
      roles: authMessages.roleAndAssignment,
      assignments: authMessages.roleAndAssignment,
    });
    expect(
      validate({ ...complete, password: 'Clave2026segura', password_confirmation: 'Clave2026' }),
    ).toEqual({ password_confirmation: passwordMessages.mismatch });
    expect(
      validate({
        ...complete,
        password: 'Clave2026segura',
        password_confirmation: 'Clave2026segura',
      }),
    ).toEqual({});
  });

  it('needs no password on update and refuses one sent there', () => {
    const validate = validatorFor(user, 'update');
    expect(validate(complete)).toEqual({});
    expect(validate({ ...complete, password: 'Clave2026segura' })).toEqual({
      password: passwordMessages.changeElsewhere,
    });
  });

  function renderForm(entity: Entity, purpose: 'create' | 'update') {
    return render(
      <AdminContext i18nProvider={i18nProvider} dataProvider={emptyProvider}>
        <ResourceContextProvider value={entity.name}>
          <EntityForm entity={entity} purpose={purpose} onSubmit={() => undefined} />
        </ResourceContextProvider>
      </AdminContext>,
    );
  }

  it('shows the password and its confirmation only when creating a user', async () => {
    const create = renderForm(user, 'create');
    expect(await screen.findByLabelText(/^Contraseña/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Confirmar contraseña/)).toBeInTheDocument();
    create.unmount();
    renderForm(user, 'update');
    expect(await screen.findByLabelText(/^Nombre y apellido/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Contraseña/)).not.toBeInTheDocument();
  });

  it('offers Guardar and Cancelar, and plain text inputs for e-mail and web site', async () => {
    renderForm(company, 'create');
    expect(await screen.findByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
    // No type=email/url: the browser would validate in its own language before ours.
    for (const label of [/^Correo electrónico/, /^Sitio web/])
      expect(screen.getByLabelText(label)).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText(/^Sitio web/)).toHaveAttribute('inputmode', 'url');
  });

  it('offers no input for a field the product sets (a role being primary)', async () => {
    renderForm(role, 'create');
    expect(await screen.findByLabelText(/^Nombre/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Rol primario/)).not.toBeInTheDocument();
  });
});
