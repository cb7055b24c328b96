/**
 * What an object step copies from the client (issue 28 item 23): the risk's place from the
 * main address, the client as an insured person, the client as the bond's tomador.
 */
import { describe, expect, it } from 'vitest';
import { addressClasses } from '../enums/clients';
import { documentTypes, personTypes } from '../enums/catalogues';
import { optionByCode } from '../engine/defineEnum';
import { validateRecord } from '../engine/validate';
import {
  clientCopiesOf,
  clientCopyMessages,
  takesDefault,
  type ClientCopy,
  type CopyOutcome,
} from './clientCopies';
import { nationalDocumentOf } from '../person';
import { businessForm, genericObjectForm, homeForm, personalAccidentsForm } from './objectForms';
import { suretyForm } from './suretyForm';

const DNI = optionByCode(documentTypes, 'dni').id;
const LEGAL = optionByCode(personTypes, 'legal').id;
const HOME_CLASS = optionByCode(addressClasses, 'home').id;
const RISK_CLASS = optionByCode(addressClasses, 'risk').id;

const address = (more: object = {}) => ({
  address_class: HOME_CLASS,
  street: 'Av. Corrientes',
  street_number: '1234',
  detail: '5.º B',
  country_id: 1,
  state_id: 2,
  locality_id: 20,
  zipcode_id: 200,
  ...more,
});
const client = (more: object = {}) => ({
  id: 'a-1',
  person_type: optionByCode(personTypes, 'physical').id,
  display_name: 'Pérez, Juan',
  document_type: DNI,
  document_number: '30123456',
  cuit: '20-30123456-3',
  birthdate: '1980-01-02',
  addresses: [address()],
  ...more,
});
const only = (copies: readonly ClientCopy[]) => {
  expect(copies).toHaveLength(1);
  return copies[0];
};
const changes = (outcome: CopyOutcome) => {
  if ('refusal' in outcome) throw new Error(outcome.refusal);
  return outcome.changes;
};

describe('the risk’s place from the client’s address', () => {
  const place = only(clientCopiesOf(homeForm));

  it('is offered by home and business, the same rule', () => {
    expect(place.label).toBe('Usar el domicilio del cliente');
    expect(only(clientCopiesOf(businessForm))).toBe(place);
    expect(clientCopiesOf(genericObjectForm)).toEqual([]);
    expect(place.byDefault).toBe(false);
  });

  it('copies street, number, detail, province, locality and zip code', () => {
    expect(changes(place.copy(client(), {}))).toEqual({
      street: 'Av. Corrientes',
      street_number: '1234',
      detail: '5.º B',
      state_id: 2,
      locality_id: 20,
      zipcode_id: 200,
    });
  });

  it('takes the address declared as the risk’s place over the first one', () => {
    const addresses = [address(), address({ address_class: RISK_CLASS, street: 'Mitre' })];
    expect(changes(place.copy(client({ addresses }), {})).street).toBe('Mitre');
  });

  it('replaces the whole place: no floor left from another address', () => {
    const copied = changes(place.copy(client({ addresses: [address({ detail: null })] }), {}));
    expect(copied.detail).toBeNull();
  });

  it('says so when the client has no address, or one abroad', () => {
    expect(place.copy(client({ addresses: [] }), {})).toEqual({
      refusal: clientCopyMessages.noAddress,
    });
    expect(place.copy(client({ addresses: undefined }), {})).toEqual({
      refusal: clientCopyMessages.noAddress,
    });
    expect(place.copy(client({ addresses: [address({ country_id: 3 })] }), {})).toEqual({
      refusal: clientCopyMessages.abroad,
    });
  });
});

describe('the client as an insured person', () => {
  const insured = only(clientCopiesOf(personalAccidentsForm));
  const accidents = {
    activity: 'Albañilería',
    death_sum: 20_000_000,
    disability_sum: 20_000_000,
  };

  it('adds a row with the name, DNI and birthdate, after the rows already there', () => {
    expect(insured.label).toBe('El asegurado es el cliente');
    const other = { full_name: 'Gómez, Ana', document: '25111222', birthdate: '1975-03-04' };
    const outcome = insured.copy(client(), { people: [other] });
    expect(outcome).toEqual({
      changes: {
        people: [
          other,
          { full_name: 'Pérez, Juan', document: '30123456', birthdate: '1980-01-02' },
        ],
      },
    });
    // The row passes the step's own validation.
    expect(validateRecord(personalAccidentsForm, { ...accidents, ...changes(outcome) })).toEqual(
      expect.objectContaining({ errors: {} }),
    );
  });

  it('reads the DNI from the CUIL when no document was typed', () => {
    expect(nationalDocumentOf(client({ document_number: null }))).toBe('30123456');
    expect(nationalDocumentOf(client({ document_number: null, cuit: '20-01234567-8' }))).toBe(
      '1234567',
    );
    expect(nationalDocumentOf(client({ document_number: null, cuit: '30-71234567-1' }))).toBeNull();
  });

  it('adds what is known and lets the validation ask for the rest', () => {
    const unknown = client({ document_number: null, cuit: null, birthdate: null });
    const outcome = insured.copy(unknown, {});
    expect(outcome).toEqual({
      changes: { people: [{ full_name: 'Pérez, Juan', document: null, birthdate: null }] },
      note: 'Faltan el DNI y la fecha de nacimiento del cliente: completá la fila agregada.',
    });
    const { errors } = validateRecord(personalAccidentsForm, { ...accidents, ...changes(outcome) });
    expect(Object.keys(errors).sort()).toEqual(['people.0.birthdate', 'people.0.document']);
  });

  it('refuses a company and a client already insured', () => {
    expect(insured.copy(client({ person_type: LEGAL }), {})).toEqual({
      refusal: clientCopyMessages.company,
    });
    const already = { people: [{ full_name: 'Juan Pérez', document: '30123456' }] };
    expect(insured.copy(client(), already)).toEqual({
      refusal: clientCopyMessages.alreadyInsured,
    });
  });
});

describe('the client as the bond’s tomador', () => {
  const holder = only(clientCopiesOf(suretyForm));

  it('is taken as the step opens empty, never over what was typed', () => {
    expect(holder.byDefault).toBe(true);
    expect(takesDefault(holder, {})).toBe(true);
    expect(takesDefault(holder, { holder_name: 'Otro SA' })).toBe(false);
    expect(takesDefault(only(clientCopiesOf(homeForm)), {})).toBe(false);
  });

  it('copies the name and the CUIT, and says when the CUIT is missing', () => {
    expect(holder.copy(client(), {})).toEqual({
      changes: { holder_name: 'Pérez, Juan', holder_cuit: '20-30123456-3' },
    });
    expect(holder.copy(client({ cuit: null }), {})).toEqual({
      changes: { holder_name: 'Pérez, Juan', holder_cuit: null },
      note: clientCopyMessages.noCuit,
    });
  });
});
