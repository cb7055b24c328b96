import { describe, expect, it } from 'vitest';
import { optionByCode } from '../engine/defineEnum';
import { paymentTypes } from '../enums/catalogues';
import { paymentNumberMessages as numbers } from '../validators/paymentNumbers';
import {
  cardTypeProblem,
  cvcProblem,
  paymentFieldsOf,
  paymentMethodErrors,
  paymentMethodMessages as m,
  paysByCard,
} from './paymentMethods';

const TODAY = '2026-11-29';
const type = (code: string) => optionByCode(paymentTypes, code).id;
const card = {
  payment_type: type('credit_card'),
  holder: 'María Fernanda Giménez',
  card_number: '4507 9900 0000 4905',
  expiration: '08/29',
};

describe('payment methods', () => {
  it('every one of the twelve payment types has its rule', () => {
    for (const option of paymentTypes.options)
      expect(paymentMethodErrors({ payment_type: option.id }, TODAY).payment_type).toBeUndefined();
    expect(paymentFieldsOf(type('credit_card'))).toEqual([
      'holder',
      'card_number',
      'expiration',
      'bank',
    ]);
    expect(paymentFieldsOf(type('f931'))).toEqual([]);
    expect([type('credit_card'), type('debit_card')].every(paysByCard)).toBe(true);
    expect(paysByCard(type('pago_facil'))).toBe(false);
    expect(paymentFieldsOf(99)).toEqual([]);
  });

  it('a card with its data passes; a debit by CBU with a good CBU too', () => {
    expect(paymentMethodErrors(card, TODAY)).toEqual({});
    const debit = { payment_type: type('cbu'), holder: 'Ana Paz', cbu: '2850590940090418135201' };
    expect(paymentMethodErrors(debit, TODAY)).toEqual({});
    expect(paymentMethodErrors({ payment_type: type('pago_facil') }, TODAY)).toEqual({});
  });

  it('refuses a type without its required fields, per field', () => {
    expect(paymentMethodErrors({ payment_type: type('bank_account') }, TODAY)).toEqual({
      holder: [m.required],
      bank: [m.required],
      account_type: [m.required],
      cbu: [m.required],
    });
    expect(paymentMethodErrors({ payment_type: type('ticket'), ticket_code: ' ' }, TODAY)).toEqual({
      ticket_code: [m.required],
    });
  });

  it('refuses a bad number, an expired card, a bad CVC and a wrong CBU with their reasons', () => {
    expect(
      paymentMethodErrors(
        { ...card, card_number: '4507 9900 0000 4906', expiration: '10/26' },
        TODAY,
      ),
    ).toEqual({
      card_number: [numbers.cardCheck],
      expiration: [numbers.expired],
    });
    expect(cvcProblem('12')).toBe(m.cvc);
    // The BIN's card type must be the payment type's: credit for credit, debit or prepaid for debit.
    expect(cardTypeProblem(type('credit_card'), 1)).toBeNull();
    expect(cardTypeProblem(type('debit_card'), 3)).toBeNull();
    expect(cardTypeProblem(type('credit_card'), 2)).toMatch(/de débito/);
    expect(cardTypeProblem(type('debit_card'), 1)).toMatch(/de crédito/);
    expect(cvcProblem('123')).toBeNull();
    const debit = { payment_type: type('cbu'), holder: 'Ana Paz', cbu: '2850590940090418135202' };
    expect(paymentMethodErrors(debit, TODAY)).toEqual({ cbu: [numbers.cbuAccount] });
  });

  it('refuses a field of another payment type instead of dropping it', () => {
    const sent = { payment_type: type('pago_facil'), card_number: '4507990000004905' };
    expect(paymentMethodErrors(sent, TODAY)).toEqual({
      card_number: [m.notApplicable('Pago Fácil')],
    });
  });

  it('refuses a missing or unknown type', () => {
    for (const payment_type of [undefined, null, 0, 13, 'credit_card'])
      expect(paymentMethodErrors({ payment_type }, TODAY)).toEqual({ payment_type: [m.type] });
  });
});
