/**
 * Issue 28 item 27: a client's new phone row is not painted red before anything is typed in it.
 * After a failed save, react-hook-form checked the whole list as soon as a row was added; now a
 * row's input shows its errors once it has been left or a save has been tried since the row
 * was added, and a server's message shows whatever the row's history.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { account } from '../../domain/entities/clients';
import type { EmbeddedListField } from '../../domain/engine/fields';
import { renderRecordScreen } from '../../src/test/renderRecordScreen';
import { EmbeddedListInput } from './fieldInputs';
import { validatorFor } from './EntityForm';
import { answerApi } from '../../src/test/answerApi';

// The requests the screen makes beside its data provider's (none answered with anything).
answerApi();

const NUMBER_REQUIRED = 'El campo Número es obligatorio.';

/** The client form's own validation, of the phones alone (the rest of the client is not here). */
const validatePhones = (values: Record<string, unknown>) => {
  const { phones } = validatorFor(account, 'create')(values);
  return phones ? { phones } : {};
};

function renderForm(onSubmit: (values: Record<string, unknown>) => unknown = () => undefined) {
  renderRecordScreen(
    <Form record={{}} validate={validatePhones} onSubmit={onSubmit}>
      <EmbeddedListInput name="phones" field={account.fields.phones as EmbeddedListField} />
      <button type="submit">Probar guardar</button>
    </Form>,
    { resource: account.name, record: { id: 'new' }, permission: ['administrator'] },
  );
}

const addPhone = () => screen.getByRole('button', { name: /Agregar teléfono/i });
const numbers = () => screen.getAllByRole('textbox', { name: /^Número/ });

afterEach(cleanup);

describe('errors of an embedded list’s new item', { timeout: 30_000 }, () => {
  it('a row added after a failed save stays quiet until left, then says what is missing', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(addPhone());
    expect(screen.queryByText(NUMBER_REQUIRED)).not.toBeInTheDocument();

    // A save with the row empty: now it says so (the save is what asked).
    await user.click(screen.getByRole('button', { name: 'Probar guardar' }));
    expect(await screen.findAllByText(NUMBER_REQUIRED)).toHaveLength(1);

    // A second row, added after that failed save: nothing red before anything is typed.
    await user.click(addPhone());
    await waitFor(() => expect(numbers()).toHaveLength(2));
    expect(screen.getAllByText(NUMBER_REQUIRED)).toHaveLength(1);
    expect(numbers()[1]).not.toHaveAttribute('aria-invalid', 'true');

    // Left empty: it is due now.
    await user.click(numbers()[1]);
    await user.tab();
    await waitFor(() => expect(screen.getAllByText(NUMBER_REQUIRED)).toHaveLength(2));
    expect(numbers()[1]).toHaveAttribute('aria-invalid', 'true');
  });

  it('a new row shows its errors on the next save, and the server’s messages too', async () => {
    const user = userEvent.setup();
    // The server refuses the number that was typed (a 422 on phones.1.number).
    const onSubmit = vi.fn(() => ({ phones: { 1: { number: 'No es un teléfono válido.' } } }));
    renderForm(onSubmit);
    await user.click(screen.getByRole('button', { name: 'Probar guardar' }));
    await user.click(addPhone());
    await user.click(addPhone());
    expect(screen.queryByText(NUMBER_REQUIRED)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Probar guardar' }));
    await waitFor(() => expect(screen.getAllByText(NUMBER_REQUIRED)).toHaveLength(2));

    for (const [i, number] of numbers().entries()) await user.type(number, `15 498-773${i}`);
    for (const area of screen.getAllByRole('textbox', { name: /^Código de área/ }))
      await user.type(area, '0351');
    await user.click(screen.getByRole('button', { name: 'Probar guardar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(await screen.findByText('No es un teléfono válido.')).toBeInTheDocument();
    expect(numbers()[1]).toHaveAttribute('aria-invalid', 'true');
  });
});
