/**
 * The form's "already exists" warning for the items of its embedded list (`duplicatesInItems`):
 * a client's other phone, once whole, is looked up as its main phone is and the match names
 * the phone typed; an incomplete number, or one the form already holds, asks nothing.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { account } from '../../domain/entities/clients';
import type { EmbeddedListField } from '../../domain/engine/fields';
import { answerApi } from '../../src/test/answerApi';
import { renderRecordScreen } from '../../src/test/renderRecordScreen';
import { DuplicateWarning } from './DuplicateWarning';
import { EmbeddedListInput, FieldInput } from './fieldInputs';

const api = answerApi();

const MOBILE = 1;
const editing = { id: 41, display_name: 'Gómez, Laura' };
const stored = { field: 'phone', id: 7, label: 'Bodegas del Cerro S.A.' };

/** The lookups asked for, as the server reads them. */
const params = (url: string) => new URL(url, 'http://localhost').searchParams;
const phoneDigits = (url: string) => (params(url).get('phone') ?? '').replace(/\D/g, '');
const askedPhones = () => api.sent.map((request) => params(request.url));

function renderForm(phones: Record<string, unknown>[], phone = '') {
  renderRecordScreen(
    <Form record={{ ...editing, phone, phones }}>
      <DuplicateWarning entity={account} />
      <FieldInput name="phone" field={account.fields.phone} />
      <EmbeddedListInput name="phones" field={account.fields.phones as EmbeddedListField} />
    </Form>,
    { resource: account.name, record: editing, permission: ['administrator'] },
  );
}

afterEach(cleanup);

describe('duplicates among the form’s own embedded items', { timeout: 30_000 }, () => {
  it('warns of a client holding an item’s number, naming the phone and linking the client', async () => {
    // The stored client holds the number by its digits, however the form wrote it.
    api.answerWith(({ url }) => (phoneDigits(url).endsWith('4987731') ? [stored] : []));
    renderForm([{ phone_type: MOBILE, area_code: '0351', number: '' }]);
    const user = userEvent.setup();
    const number = screen.getAllByLabelText(/^Número/)[0];
    await user.type(number, '15 498-7731');
    expect(
      await screen.findByText(
        /Ya existe «Bodegas del Cerro S\.A\.» \(cliente\) con el mismo Teléfono \(0351 15 498-7731, en Teléfonos\)\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver cliente' })).toHaveAttribute(
      'href',
      expect.stringContaining('/account/7'),
    );
    // One lookup for the whole number, a moment after typing stopped, leaving the form's record out.
    expect(askedPhones()).toHaveLength(1);
    expect(askedPhones()[0].get('exclude')).toBe('41');
  });

  it('names nobody when the client is another executive’s', async () => {
    api.answerWith(() => [{ field: 'phone' }]);
    renderForm([{ phone_type: MOBILE, area_code: '261', number: '429-5518' }]);
    expect(
      await screen.findByText(
        'Ya hay un cliente con el mismo Teléfono (261 429-5518, en Teléfonos), asignado a otra persona: pedile a tu supervisor que te lo asigne en lugar de cargarlo de nuevo.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver cliente' })).not.toBeInTheDocument();
  });

  it('asks nothing for an incomplete number', async () => {
    renderForm([{ phone_type: MOBILE, area_code: '0351', number: '' }]);
    const user = userEvent.setup();
    await user.type(screen.getAllByLabelText(/^Número/)[0], '15 498-773');
    // A whole main phone typed after it: its lookup goes out with whatever else the form holds
    // then (all of a pause's lookups are asked at once), so once it is asked, so would the item be.
    await user.type(screen.getByLabelText(/^Teléfono principal/), '011 4555-1234');
    await waitFor(() => expect(api.sent.length).toBeGreaterThan(0));
    expect(askedPhones().map((params) => params.get('phone'))).toEqual(['011 4555-1234']);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('does not warn of a number repeated within the form as another client’s', async () => {
    // The server finds no other client: the form's own record is left out of the lookup.
    renderForm(
      [
        { phone_type: MOBILE, area_code: '0351', number: '15 498-7731' },
        { phone_type: MOBILE, area_code: '351', number: '4987731' },
      ],
      '+54 9 351 498-7731',
    );
    // All of a pause's lookups are asked at once: once one is, any for the items would be too.
    await waitFor(() => expect(api.sent.length).toBeGreaterThan(0));
    // The main phone's lookup covers the number; its repetitions in the list ask nothing more.
    expect(askedPhones().map((params) => params.get('phone'))).toEqual(['+54 9 351 498-7731']);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
