/**
 * A contract request's payment method (spec 3 "Payment data"): the payment type (1–12) decides
 * which fields apply, which of them are required, and how each number is checked. The wizard's
 * payment step shows only the fields of the type chosen; the server refuses the rest rather
 * than dropping them, so nothing typed is lost unseen. The card's number is a sealed field:
 * stored encrypted, answered masked (domain/engine/sealedValues.ts). The CVC is no field of the
 * step: it is asked when the request is sent to the insurer and travels only in that call,
 * never stored, logged or audited (DOMAIN.md); `cvcProblem` checks it there.
 */
import { optionById } from '../engine/defineEnum';
import { isEmpty } from '../engine/rawValues';
import { isMask } from '../engine/sealedValues';
import type { FieldErrors } from '../engine/validate';
import { paymentTypes } from '../enums/catalogues';
import { cardTypes } from '../enums/insurersVehiclesPayments';
import {
  cardExpiryProblem,
  cardNumberProblem,
  cbuProblem,
  paymentDigits,
} from '../validators/paymentNumbers';

/** The fields of a payment method, in the order the step shows them, with their labels. */
export const paymentFieldLabels = {
  holder: 'Titular',
  card_number: 'Número de tarjeta',
  expiration: 'Vencimiento (MM/AA)',
  bank: 'Banco',
  account_type: 'Tipo de cuenta',
  cbu: 'CBU',
  ticket_code: 'Código del talón',
} as const;

export type PaymentField = keyof typeof paymentFieldLabels;

interface PaymentRule {
  required: readonly PaymentField[];
  optional?: readonly PaymentField[];
}

const CARD: PaymentRule = {
  required: ['holder', 'card_number', 'expiration'],
  optional: ['bank'],
};
const NOTHING: PaymentRule = { required: [] };

/**
 * Per payment type's code. Our reading where the spec is silent: cards carry the card's data
 * (the brand and the bank are read from the BIN as it is typed, the bank kept when told); a bank debit its CBU, bank and
 * account type; a ticket or coupon its code; the rest (Pago Fácil, F.931, direct to the insurer,
 * current account, cash) nothing of the client's.
 */
const RULES: Readonly<Record<string, PaymentRule>> = {
  credit_card: CARD,
  debit_card: CARD,
  bank_account: { required: ['holder', 'bank', 'account_type', 'cbu'] },
  cbu: { required: ['holder', 'cbu'], optional: ['bank'] },
  ticket: { required: ['ticket_code'] },
  coupon: { required: ['ticket_code'] },
  f931: NOTHING,
  pago_facil: NOTHING,
  insurer: NOTHING,
  current_account: NOTHING,
  other: { required: [], optional: ['holder'] },
  cash_register: NOTHING,
};

export const paymentMethodMessages = {
  type: 'Elegí un medio de pago.',
  required: 'Completá este dato para este medio de pago.',
  notApplicable: (type: string) => `No corresponde al medio de pago «${type}»: borralo.`,
  cvc: 'El código de seguridad tiene 3 o 4 dígitos.',
} as const;

/** The fields a payment type asks for, required first; none for an unknown type. */
export function paymentFieldsOf(paymentType: number): PaymentField[] {
  const option = optionById(paymentTypes, paymentType);
  const rule = option && Object.hasOwn(RULES, option.code) ? RULES[option.code] : undefined;
  return rule ? [...rule.required, ...(rule.optional ?? [])] : [];
}

/** Whether a payment type is paid by card (its number, its BIN, its security code at «Emitir»). */
export const paysByCard = (paymentType: number) =>
  paymentFieldsOf(paymentType).includes('card_number');

/** Which card types (the BIN catalogue's, cardTypes) each card payment type takes. */
const CARD_TYPES_BY_PAYMENT: Readonly<Record<string, readonly string[]>> = {
  credit_card: ['credit'],
  debit_card: ['debit', 'prepaid'],
};

/**
 * A card whose BIN is of another type than the payment type chosen (a debit card as «Tarjeta
 * de crédito»): the insurer would refuse the debit. Null when they agree or either is unknown.
 */
export function cardTypeProblem(paymentType: number, cardType: number): string | null {
  const payment = optionById(paymentTypes, paymentType);
  const card = optionById(cardTypes, cardType);
  const takes =
    payment && Object.hasOwn(CARD_TYPES_BY_PAYMENT, payment.code)
      ? CARD_TYPES_BY_PAYMENT[payment.code]
      : null;
  if (!takes || !card || takes.includes(card.code)) return null;
  return `Esa tarjeta es ${card.label.toLowerCase() === 'prepaga' ? 'prepaga' : `de ${card.label.toLowerCase()}`}: elegí el medio de pago que le corresponde.`;
}

/** The card's security code, checked when the emission sends it. */
export const cvcProblem = (value: unknown): string | null =>
  /^\d{3,4}$/.test(paymentDigits(value) ?? '') ? null : paymentMethodMessages.cvc;

/**
 * The number checks of the fields that carry one (`today`: Argentina's date, for the expiry).
 * A card number's mask is the stored number, which the server opens and checks itself.
 */
function numberProblem(field: PaymentField, value: unknown, today: string): string | null {
  if (field === 'card_number') return isMask(value) ? null : cardNumberProblem(value);
  if (field === 'expiration') return cardExpiryProblem(value, today);
  if (field === 'cbu') return cbuProblem(value);
  return null;
}

/**
 * The problems of a payment method, per field: the type, each required field, each number,
 * and any field of another type. Empty when it may be used for the emission.
 */
export function paymentMethodErrors(values: Record<string, unknown>, today: string): FieldErrors {
  const type = optionById(paymentTypes, Number(values.payment_type));
  if (!type || !Object.hasOwn(RULES, type.code))
    return { payment_type: [paymentMethodMessages.type] };
  const rule = RULES[type.code];
  const applies = new Set<string>([...rule.required, ...(rule.optional ?? [])]);
  const errors: FieldErrors = {};
  for (const field of Object.keys(paymentFieldLabels) as PaymentField[]) {
    const value = values[field];
    if (!applies.has(field)) {
      if (!isEmpty(value)) errors[field] = [paymentMethodMessages.notApplicable(type.label)];
    } else if (isEmpty(value)) {
      if (rule.required.includes(field)) errors[field] = [paymentMethodMessages.required];
    } else {
      const problem = numberProblem(field, value, today);
      if (problem) errors[field] = [problem];
    }
  }
  return errors;
}
