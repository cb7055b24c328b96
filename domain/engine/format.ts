/** Number, money and date formats of the product: es-ES numbers, dd/mm/aaaa dates. */
import { parseISO, isValid } from 'date-fns';
import { CURRENCY_SYMBOL_BY_ID } from '../enums/catalogues';

export const NUMBER_LOCALE = 'es-ES';

/**
 * `1234567.891` → `1.234.567,89`. Grouping always, even for four digits (spec money mask).
 * The sign shows only for values that stay negative after rounding: `-0.001` → `0,00`, never
 * `-0,00`. Written by hand with Intl's es-ES rounding (half away from zero, on the number's
 * shortest decimal form: 0.35 → 0,4): the first Intl.NumberFormat of a page loads the locale's
 * data, 16 ms of a client's page opened by its address (issue 30).
 */
export function formatNumber(value: number, decimals = 2): string {
  if (!Number.isFinite(value)) return intlFormat(value, decimals);
  const [whole, fraction] = roundedDigits(Math.abs(value), decimals);
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, '.');
  const text = decimals > 0 ? `${grouped},${fraction}` : grouped;
  return value < 0 && /[1-9]/.test(whole + fraction) ? `-${text}` : text;
}

/** The whole and fractional digits of `abs` (≥ 0) rounded half up to `decimals` places. */
function roundedDigits(abs: number, decimals: number): [string, string] {
  const shortest = String(abs);
  const dot = shortest.indexOf('.');
  // Nothing to round (most amounts: 1234.5 with two decimals): the digits as they are.
  if (!shortest.includes('e') && (dot < 0 ? 0 : shortest.length - dot - 1) <= decimals) {
    const [whole, fraction = ''] = shortest.split('.');
    return [whole, fraction.padEnd(decimals, '0')];
  }
  const [mantissa, exponent = '0'] = shortest.split('e');
  const [intPart, fracPart = ''] = mantissa.split('.');
  // The digits with the decimal point `point` places from the left (exponent form undone).
  let digits = intPart + fracPart;
  let point = intPart.length + Number(exponent);
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  digits = digits.padEnd(point + decimals + 1, '0');
  const kept = digits
    .slice(0, point + decimals)
    .split('')
    .map(Number);
  if (Number(digits[point + decimals]) >= 5) {
    let i = kept.length - 1;
    while (i >= 0 && kept[i] === 9) kept[i--] = 0;
    if (i >= 0) kept[i] += 1;
    else {
      kept.unshift(1);
      point += 1;
    }
  }
  const whole =
    kept
      .slice(0, point)
      .join('')
      .replace(/^0+(?=\d)/, '') || '0';
  return [whole, kept.slice(point).join('')];
}

const formatters = new Map<number, Intl.NumberFormat>();

/** Intl's es-ES format with the product's options: what formatNumber writes by hand. */
export function intlFormat(value: number, decimals = 2): string {
  let formatter = formatters.get(decimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat(NUMBER_LOCALE, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: 'always',
      signDisplay: 'negative',
    });
    formatters.set(decimals, formatter);
  }
  return formatter.format(value);
}

/** `formatMoney(1234.5, 2)` → `u$s 1.234,50`; currency 1 (peso) by default. */
export function formatMoney(value: number, currencyId = 1, decimals = 2): string {
  const symbol = CURRENCY_SYMBOL_BY_ID[currencyId] ?? '$';
  const text = `${symbol} ${formatNumber(Math.abs(value), decimals)}`;
  // A refund reads `-$ 14.520,00`, the sign before the symbol (and none left on a rounded zero).
  return value < 0 && /[1-9]/.test(text) ? `-${text}` : text;
}

/*
 * Dates are put together by hand, in local time as date-fns' `format` did: digits only, so no
 * locale data is needed, and the app shell (which shows record names) stays small.
 */
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dayMonthYear = (d: Date) =>
  `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${pad(d.getFullYear(), 4)}`;

/** `2026-03-09` or an ISO date-time → `09/03/2026`; anything unparsable is returned as is. */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? dayMonthYear(date) : String(value);
}

export function formatDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date)
    ? `${dayMonthYear(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`
    : String(value);
}

/**
 * An instant as `dd/mm/aaaa HH:mm` in Argentina (UTC−3 all year) wherever the code runs: the
 * server words texts (a client's history) that the browser would otherwise word in local time.
 */
export function formatArgentineDateTime(value: string): string {
  const date = parseISO(value);
  if (!isValid(date)) return value;
  const d = new Date(date.getTime() - 3 * 3600_000);
  const day = `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCFullYear(), 4)}`;
  return `${day} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/**
 * Numbers typed by people in the Argentine format: `,` separates the decimals and `.` groups
 * thousands, always in groups of three (`1.465,50`, `1465,5`, `1.000.000`). Whatever the
 * browser's language, `1465.50` is refused rather than read as 146550 or 1465.5: guessing
 * would silently change what was typed. Returns the exact canonical decimal (`"1465.50"`, no
 * float involved), null for an empty text, or undefined when the text is not such a number.
 */
export function parseNumberText(text: string): string | null | undefined {
  const trimmed = text.trim().replace(/^[−–]/, '-');
  if (trimmed === '') return null;
  const match = /^(-?)(\d{1,3}(?:\.\d{3})+|\d*)(?:,(\d*))?$/.exec(trimmed);
  if (!match) return undefined;
  const [, sign, grouped, decimals = ''] = match;
  if (grouped === '' && decimals === '') return undefined;
  const digits = grouped.replaceAll('.', '').replace(/^0+(?=\d)/, '') || '0';
  const canonical = decimals ? `${digits}.${decimals}` : digits;
  return sign && /[1-9]/.test(canonical) ? `-${canonical}` : canonical;
}

/** Plain decimal text of a number without exponent or rounding (`1e21` and beyond as given). */
function plainDecimal(value: number): string {
  const [mantissa, exponent = '0'] = String(value).toLowerCase().split('e');
  const decimals = Math.max(0, (mantissa.split('.')[1]?.length ?? 0) - Number(exponent));
  return Math.abs(value) < 1e21 ? value.toFixed(Math.min(decimals, 100)) : String(value);
}

/**
 * A stored amount (a number, or an exact decimal string such as `"1465.5"`) as a person types
 * it back: `1.465,50` with `scale` decimals (never fewer, never rounded away) and grouped
 * thousands; integers (`scale` 0, `group` false) as plain digits, like their display.
 */
export function formatNumberText(value: unknown, scale: number, group = true): string {
  if (value === null || value === undefined || value === '') return '';
  const text =
    typeof value === 'number' ? (Number.isFinite(value) ? plainDecimal(value) : '') : String(value);
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text.trim());
  if (!match) return text;
  const [, sign, whole, fraction = ''] = match;
  const grouped = group ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.') : whole;
  const decimals = fraction.padEnd(scale, '0');
  return `${sign}${grouped}${decimals ? `,${decimals}` : ''}`;
}

/**
 * What a numeric input sends: a JSON number when it holds the typed decimal exactly (every
 * integer and everyday amount), otherwise the exact decimal string, which the API also reads.
 */
export function numberForApi(canonical: string): number | string {
  const number = Number(canonical);
  const trimmed = canonical.includes('.') ? canonical.replace(/\.?0+$/, '') : canonical;
  return Number.isFinite(number) && String(number) === trimmed ? number : canonical;
}

/** A date picker's day as the API's `YYYY-MM-DD` (the local calendar day, never shifted). */
export const isoDateOf = (date: Date): string =>
  `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** Today's date in Argentina (UTC−3 all year, no daylight saving) as `YYYY-MM-DD`. */
export const argentineToday = (now: Date = new Date()): string =>
  new Date(now.getTime() - 3 * 3600_000).toISOString().slice(0, 10);

/** A stored `YYYY-MM-DD` or ISO date-time as a Date for a picker; null when empty or invalid. */
export function dateOfIso(value: unknown): Date | null {
  if (typeof value !== 'string' || value === '') return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

/** Said under a numeric input whose text `parseNumberText` refuses. */
export const NUMBER_TEXT_MESSAGE =
  'El campo :attribute debe ser un número escrito así: 1.465,50 (punto para los miles, coma para los decimales).';

/**
 * A label inside a sentence: lower case, except words written in capitals (acronyms such as
 * BIN, CUIT, SSN), which keep them: "BIN de tarjetas" → "BIN de tarjetas", "Provincias" →
 * "provincias".
 */
export const inSentence = (label: string) =>
  label
    .split(' ')
    .map((word) => (word.length > 1 && word === word.toUpperCase() ? word : word.toLowerCase()))
    .join(' ');
