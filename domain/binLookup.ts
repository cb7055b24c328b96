/**
 * Reading a card BIN question (general/bincode/validate, spec 7): the caller sends the first
 * digits of a card or the whole number; the catalogue holds BINs of 6 to 8 digits, so the
 * longest BIN that prefixes the digits wins (an 8-digit BIN is more specific than its 6-digit
 * range). Shared by the server route and any form that asks it.
 */
export const BIN_MIN = 6;
/** The longest card numbers (PAN) have 19 digits. */
export const CARD_MAX = 19;

export const binLookupMessages = {
  required: 'Ingresá los primeros dígitos de la tarjeta.',
  digitsOnly: 'El BIN solo admite dígitos, sin espacios ni guiones.',
  length: `El BIN debe tener entre ${BIN_MIN} y ${CARD_MAX} dígitos.`,
  unknown: 'No conocemos ese BIN: revisá el número o cargalo en BIN de tarjetas.',
} as const;

/** The Spanish problem with the value, or null when it can be looked up. */
export function binQueryProblem(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return binLookupMessages.required;
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return binLookupMessages.digitsOnly;
  if (value.length < BIN_MIN || value.length > CARD_MAX) return binLookupMessages.length;
  return null;
}

/** Prefixes to look up, most specific first: '45079912' → ['45079912', '4507991', '450799']. */
export function binCandidates(digits: string): string[] {
  const out: string[] = [];
  for (let length = Math.min(8, digits.length); length >= BIN_MIN; length--)
    out.push(digits.slice(0, length));
  return out;
}
