/**
 * The object step's buttons that copy from the client (issue 28 item 23): they read the client
 * through the data provider and fill the step's fields, say in Spanish what cannot be copied,
 * and the tomador of a caución is the client from the start unless one was typed.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useWatch } from 'react-hook-form';
import { Form, HttpError, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Entity } from '../../domain/engine/entity';
import { clientCopyMessages } from '../../domain/flows/clientCopies';
import { homeForm, personalAccidentsForm } from '../../domain/flows/objectForms';
import { suretyForm } from '../../domain/flows/suretyForm';
import { renderRecordScreen } from '../../src/test/renderRecordScreen';
import { ClientCopies } from './ClientCopies';
import { answerApi } from '../../src/test/answerApi';

// The requests the screen makes beside its data provider's (none answered with anything).
answerApi();

const client = {
  id: 'a-1',
  person_type: 13,
  display_name: 'Pérez, Juan',
  document_type: 1,
  document_number: '30123456',
  cuit: '20-30123456-3',
  birthdate: null,
  addresses: [
    {
      address_class: 1,
      street: 'Av. Corrientes',
      street_number: '1234',
      detail: null,
      country_id: 1,
      state_id: 2,
      locality_id: 20,
      zipcode_id: 200,
    },
  ],
};

/** The form's values as text, to read what the buttons set. */
function Values() {
  return <pre data-testid="values">{JSON.stringify(useWatch())}</pre>;
}
const values = () =>
  JSON.parse(screen.getByTestId('values').textContent ?? '{}') as Record<string, unknown>;

function renderStep(
  form: Entity,
  found: object | Error,
  record: object = {},
  accountId: unknown = 'a-1',
) {
  const getOne = vi.fn(async () => {
    if (found instanceof Error) throw found;
    return { data: found };
  });
  renderRecordScreen(
    <Form record={record}>
      <ClientCopies form={form} accountId={accountId} />
      <Values />
    </Form>,
    {
      resource: 'opportunity',
      record: { id: 'o-1' },
      permission: [],
      dataProvider: { getOne } as unknown as Partial<DataProvider>,
    },
  );
  return getOne;
}

afterEach(cleanup);

describe('copying from the client in the object step', { timeout: 30_000 }, () => {
  it('fills the home’s place from the client’s address, read through the API', async () => {
    const user = userEvent.setup();
    const getOne = renderStep(homeForm, client, { street: 'Vieja', detail: '3.º A' });
    await user.click(screen.getByRole('button', { name: 'Usar el domicilio del cliente' }));
    await waitFor(() => expect(values().zipcode_id).toBe(200));
    expect(values()).toMatchObject({
      street: 'Av. Corrientes',
      street_number: '1234',
      detail: null,
      state_id: 2,
      locality_id: 20,
    });
    expect(getOne).toHaveBeenCalledWith('account', { id: 'a-1' });
  });

  it('says so when the client has no address, and when no client was chosen', async () => {
    const user = userEvent.setup();
    renderStep(homeForm, { ...client, addresses: [] }, { street: 'Vieja' });
    await user.click(screen.getByRole('button', { name: 'Usar el domicilio del cliente' }));
    expect(await screen.findByText(clientCopyMessages.noAddress)).toBeInTheDocument();
    expect(values().street).toBe('Vieja');
    cleanup();
    renderStep(homeForm, client, {}, null);
    await user.click(screen.getByRole('button', { name: 'Usar el domicilio del cliente' }));
    expect(await screen.findByText(clientCopyMessages.noClient)).toBeInTheDocument();
  });

  it('says so when the client cannot be read (another organization’s, or gone)', async () => {
    const user = userEvent.setup();
    renderStep(homeForm, new HttpError('No encontrado', 404), { street: 'Vieja' });
    await user.click(screen.getByRole('button', { name: 'Usar el domicilio del cliente' }));
    expect(
      await screen.findByText('No se pudo leer el cliente: No encontrado'),
    ).toBeInTheDocument();
    expect(values().street).toBe('Vieja');
  });

  it('adds the client as an insured person and says what is still missing', async () => {
    const user = userEvent.setup();
    renderStep(personalAccidentsForm, client);
    await user.click(screen.getByRole('button', { name: 'El asegurado es el cliente' }));
    await waitFor(() =>
      expect(values().people).toEqual([
        { full_name: 'Pérez, Juan', document: '30123456', birthdate: null },
      ]),
    );
    expect(
      screen.getByText('Falta la fecha de nacimiento del cliente: completá la fila agregada.'),
    ).toBeInTheDocument();
  });

  it('takes the client as the tomador as a caución opens, never over one typed', async () => {
    const getOne = renderStep(suretyForm, client);
    await waitFor(() =>
      expect(values()).toMatchObject({ holder_name: 'Pérez, Juan', holder_cuit: '20-30123456-3' }),
    );
    expect(getOne).toHaveBeenCalledTimes(1);
    cleanup();
    const typed = renderStep(suretyForm, client, { holder_name: 'Constructora Sur SA' });
    expect(await screen.findByRole('button', { name: 'El tomador es el cliente' })).toBeEnabled();
    expect(typed).not.toHaveBeenCalled();
    expect(values().holder_name).toBe('Constructora Sur SA');
  });
});
