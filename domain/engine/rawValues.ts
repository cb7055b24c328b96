/**
 * The first reading of a raw value from a form, the API or a spreadsheet, shared by every
 * field check (fieldChecks.ts, fieldKinds.ts), record validation (validate.ts) and the
 * server's filters: whether it is empty, a text's one spelling, a decimal, a record's id.
 */

export function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** Exact decimal parsing: `"1234,5"`, `"1234.5"` or `1234.5`; null when not a number. */
export function parseDecimal(value: unknown): { number: number; decimals: number } | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    // `1.5e-7` has 8 decimals and `1e+21` none: count them from mantissa and exponent.
    const [mantissa, exponent = '0'] = String(value).toLowerCase().split('e');
    const decimals = Math.max(0, (mantissa.split('.')[1]?.length ?? 0) - Number(exponent));
    return { number: value, decimals };
  }
  if (typeof value !== 'string') return null;
  const text = value.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  return { number: Number(text), decimals: text.split('.')[1]?.length ?? 0 };
}

/** Zero-width characters (and the soft hyphen): invisible, they would make look-alikes. */
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/gu;
/** Control characters no text field takes (tab and line breaks are whitespace, handled apart). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/u;
/** Lone UTF-16 surrogates: not characters; a database would store something else. */
const LONE_SURROGATE = /\p{Cs}/u;
/** Every space that is not a line break (no-break, thin, ideographic…). */
const SPACES = /[^\S\n]+/gu;

/**
 * The one spelling of a text: NFC, no invisible characters, each run of whitespace one plain
 * space (a long text keeps its line breaks), trimmed; so `Allianz` in NFD, with a no-break
 * space or a zero-width space is `Allianz` when stored and when checked for uniqueness.
 * Null when the text holds characters no field may hold.
 */
export function normaliseText(raw: string, multiline = false): string | null {
  if (LONE_SURROGATE.test(raw) || CONTROL.test(raw)) return null;
  const text = raw.normalize('NFC').replace(INVISIBLE, '');
  if (!multiline) return text.replace(/\s+/gu, ' ').trim();
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(SPACES, ' ').trimEnd())
    .join('\n')
    .trim();
}

/** Significant digits a decimal or money value may have (what a double holds exactly). */
export const MAX_DIGITS = 15;
/** Largest value of an integer field (a 32-bit column on PostgreSQL). */
export const MAX_INTEGER = 2_147_483_647;

/** Integer ids are 32-bit columns on PostgreSQL: anything larger cannot be a record. */
export const MAX_INTEGER_ID = 2_147_483_647;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A positive integer id (also as digits) or a UUID, normalised; null when it is neither. */
export function referenceId(raw: unknown): number | string | null {
  const id = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : raw;
  if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0 && id <= MAX_INTEGER_ID)
    return id;
  if (typeof raw === 'string' && UUID.test(raw.trim())) return raw.trim().toLowerCase();
  return null;
}
