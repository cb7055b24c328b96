/** Number, money and date formats of the product: es-ES numbers, dd/mm/aaaa dates. */
import { format, parseISO, isValid } from 'date-fns';
import { es } from 'date-fns/locale/es';
import { CURRENCY_SYMBOL_BY_ID } from './enums/catalogues';

export const NUMBER_LOCALE = 'es-ES';

const formatters = new Map<number, Intl.NumberFormat>();

/**
 * `1234567.891` → `1.234.567,89`. Grouping always, even for four digits (spec money mask).
 * The sign shows only for values that stay negative after rounding: `-0.001` → `0,00`, never
 * `-0,00`.
 */
export function formatNumber(value: number, decimals = 2): string {
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
  return `${symbol} ${formatNumber(value, decimals)}`;
}

/** `2026-03-09` or an ISO date-time → `09/03/2026`; anything unparsable is returned as is. */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? format(date, 'dd/MM/yyyy', { locale: es }) : String(value);
}

export function formatDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? format(date, 'dd/MM/yyyy HH:mm', { locale: es }) : String(value);
}
