/**
 * The numbers of a payment method, checked as they are typed (issue 31): a card's number by
 * Luhn's check digit and its expiry month, a CBU by its two check digits (DOMAIN.md). Each
 * check answers the Spanish problem, or null; the server runs the same before storing anything.
 */

/** Card numbers (PAN) have 12 to 19 digits. */
export const CARD_MIN_DIGITS = 12;
export const CARD_MAX_DIGITS = 19;
export const CBU_DIGITS = 22;

export const paymentNumberMessages = {
  cardDigits: `El número de tarjeta tiene de ${CARD_MIN_DIGITS} a ${CARD_MAX_DIGITS} dígitos.`,
  cardCheck: 'El número de tarjeta no es válido: revisá que esté bien copiado.',
  expiryFormat: 'Ingresá el vencimiento como MM/AA (por ejemplo 08/29).',
  expired: 'La tarjeta está vencida.',
  expiryFar: 'Revisá el año del vencimiento: una tarjeta vence dentro de los próximos 20 años.',
  cbuDigits: `El CBU tiene ${CBU_DIGITS} dígitos.`,
  cbuBank: 'El CBU no es válido: el dígito verificador del banco y la sucursal no coincide.',
  cbuAccount: 'El CBU no es válido: el dígito verificador de la cuenta no coincide.',
} as const;

/** The digits of a number typed with spaces or dashes ("4507 9900-0000 4905"), else null. */
export function paymentDigits(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const digits = value.replace(/[\s-]/g, '');
  return /^\d+$/.test(digits) ? digits : null;
}

/** Whether the digits pass Luhn's check (the last one is the check digit). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardNumberProblem(value: unknown): string | null {
  const digits = paymentDigits(value);
  if (!digits || digits.length < CARD_MIN_DIGITS || digits.length > CARD_MAX_DIGITS)
    return paymentNumberMessages.cardDigits;
  return passesLuhn(digits) ? null : paymentNumberMessages.cardCheck;
}

/** A card is issued for a few years; an expiry further than this is a typing mistake. */
const EXPIRY_YEARS_AHEAD = 20;

/**
 * A card's expiry `MM/AA` (or `M/AA`, `MM/AAAA`): valid through the last day of its month,
 * compared with `today` (`2026-11-29`, Argentina's date), and within 20 years.
 */
export function cardExpiryProblem(value: unknown, today: string): string | null {
  const match =
    typeof value === 'string' ? /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value) : null;
  const month = match ? Number(match[1]) : 0;
  if (!match || month < 1 || month > 12) return paymentNumberMessages.expiryFormat;
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  const [thisYear, thisMonth] = today.split('-').map(Number);
  if (year * 12 + month < thisYear * 12 + thisMonth) return paymentNumberMessages.expired;
  return year > thisYear + EXPIRY_YEARS_AHEAD ? paymentNumberMessages.expiryFar : null;
}

/** The check digit of a CBU block: its digits by the weights 3, 1, 7, 9 repeated from the right. */
function cbuCheckDigit(block: string): number {
  const weights = [3, 1, 7, 9];
  let sum = 0;
  for (let i = 0; i < block.length; i++)
    sum += Number(block[block.length - 1 - i]) * weights[i % weights.length];
  return (10 - (sum % 10)) % 10;
}

/**
 * A CBU: 22 digits in two blocks, bank and branch (7 digits and a check digit), then the account
 * (13 digits and a check digit).
 */
export function cbuProblem(value: unknown): string | null {
  const digits = paymentDigits(value);
  if (!digits || digits.length !== CBU_DIGITS) return paymentNumberMessages.cbuDigits;
  if (cbuCheckDigit(digits.slice(0, 7)) !== Number(digits[7])) return paymentNumberMessages.cbuBank;
  if (cbuCheckDigit(digits.slice(8, 21)) !== Number(digits[21]))
    return paymentNumberMessages.cbuAccount;
  return null;
}
