/**
 * One field's value checked by its kind and normalised to the one form it is stored in, or
 * the rule it fails. Pure: record validation (validate.ts) and every check of a lone value (a
 * status move's fields, duplicate search, list filters) share it. The newer kinds (file,
 * richText, colour, typedValue) are in fieldKinds.ts.
 */
import { type Field, isTextKind, scaleOf } from './fields';
import type { ValidationRule } from './messages';
import { checkNewKind } from './fieldKinds';
import { MAX_DIGITS, MAX_INTEGER, normaliseText, parseDecimal, referenceId } from './rawValues';
import {
  canonicalPhone,
  formatCuit,
  isValidCuit,
  isValidEmail,
  isValidPhone,
  isValidUrl,
} from '../validators';

/** A normalised value, or the rule that failed (with a field's own message when it has one). */
type Check =
  | { value: unknown }
  | { rule: ValidationRule; params?: Record<string, string | number>; message?: string };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?$/;

function validDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const [y, m, d] = text.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function checkRange(field: Field & { min?: number; max?: number }, n: number): Check | null {
  if (field.min !== undefined && n < field.min)
    return { rule: 'minNumeric', params: { min: field.min } };
  if (field.max !== undefined && n > field.max)
    return { rule: 'maxNumeric', params: { max: field.max } };
  return null;
}

function checkText(
  field: Field & { kind: 'text' | 'longText' | 'email' | 'phone' | 'cuit' | 'url' },
  raw: unknown,
): Check {
  // Strict at the edge: a number is not silently stored as "123" or "Infinity".
  if (typeof raw !== 'string') return { rule: 'string' };
  const normalised = normaliseText(raw, field.kind === 'longText');
  if (normalised === null) return { rule: 'characters' };
  const grouped = field.digitGroups && /^\d{1,3}([.\s]\d{3})+$/.test(normalised);
  const digits = grouped ? normalised.replace(/\D/g, '') : normalised;
  const cased = field.upperCase ? digits.toUpperCase() : digits;
  const value = (cased && field.spelling?.(cased)) || cased;
  // Characters as PostgreSQL's varchar(n) counts them (code points), not UTF-16 units.
  const length = [...value].length;
  if (field.min !== undefined && length < field.min)
    return { rule: 'minString', params: { min: field.min } };
  if (field.max !== undefined && length > field.max)
    return { rule: 'maxString', params: { max: field.max } };
  if (field.kind === 'email' && !isValidEmail(value)) return { rule: 'email' };
  if (field.kind === 'phone')
    return isValidPhone(value) ? { value: canonicalPhone(value) } : { rule: 'phone' };
  if (field.kind === 'url' && !isValidUrl(value)) return { rule: 'url' };
  if (field.kind === 'cuit')
    return isValidCuit(value) ? { value: formatCuit(value) } : { rule: 'cuit' };
  // `search` ignores a /g or /y regex's lastIndex, which would make `test` alternate results.
  if (field.pattern && value.search(field.pattern.regex) === -1) {
    return { rule: 'regex', message: field.pattern.message };
  }
  return { value };
}

function checkNumber(
  field: Field & { kind: 'integer' | 'decimal' | 'money' },
  raw: unknown,
): Check {
  const parsed = parseDecimal(raw);
  if (!parsed) return { rule: field.kind === 'integer' ? 'integer' : 'numeric' };
  if (field.kind === 'integer' && (parsed.decimals > 0 || !Number.isSafeInteger(parsed.number))) {
    return { rule: 'integer' };
  }
  const scale = scaleOf(field);
  if (parsed.decimals > scale && field.kind !== 'integer')
    return { rule: 'decimals', params: { max: scale } };
  if (field.kind === 'integer') {
    // A 32-bit integer column on PostgreSQL.
    if (Math.abs(parsed.number) > MAX_INTEGER)
      return {
        rule: parsed.number > 0 ? 'maxNumeric' : 'minNumeric',
        params: parsed.number > 0 ? { max: MAX_INTEGER } : { min: -MAX_INTEGER },
      };
  } else if (Math.abs(parsed.number) >= 10 ** (MAX_DIGITS - scale)) {
    // Stored as a scaled integer and sent as a JSON number: up to 15 significant digits both
    // are exact, so whatever is accepted comes back digit for digit.
    return { rule: 'maxDigits', params: { max: MAX_DIGITS - scale } };
  }
  return checkRange(field, parsed.number) ?? { value: parsed.number };
}

/** Each value normalised by `one` (null: invalid), duplicates dropped, order kept. */
function checkList(raw: unknown, one: (item: unknown) => unknown, rule: ValidationRule): Check {
  if (!Array.isArray(raw)) return { rule };
  const values: unknown[] = [];
  for (const item of raw) {
    const value = one(item);
    if (value === null) return { rule };
    if (!values.includes(value)) values.push(value);
  }
  return { value: values };
}

function choiceId(field: Field & { kind: 'choiceList' }, raw: unknown) {
  // A nested array would read as its joined text: `[["a"]]` is not `["a"]`.
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  const found = field.choices.find((c) => c.id === raw || String(c.id) === String(raw).trim());
  return found ? found.id : null;
}

/** `typeOfValue`: for a typed value, its sibling type field's value (domain/engine/typedValue.ts). */
export function checkValue(field: Field, raw: unknown, typeOfValue?: unknown): Check {
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'email':
    case 'phone':
    case 'cuit':
    case 'url':
      return checkText(field, raw);
    case 'integer':
    case 'decimal':
    case 'money':
      return checkNumber(field, raw);
    case 'boolean':
      if (typeof raw === 'boolean') return { value: raw };
      if (raw === 0 || raw === 1) return { value: raw === 1 };
      return { rule: 'boolean' };
    case 'date':
      // A day, or the day of an ISO date-time (what a date picker may send); nothing around it.
      if (
        typeof raw === 'string' &&
        (ISO_DATE.test(raw) || ISO_DATE_TIME.test(raw)) &&
        validDate(raw.slice(0, 10)) &&
        (raw.length === 10 || !Number.isNaN(Date.parse(raw)))
      ) {
        return { value: raw.slice(0, 10) };
      }
      return { rule: 'date' };
    case 'datetime':
      // The day is checked apart: V8's Date.parse turns 2026-02-30T10:00Z into March 2.
      if (
        typeof raw === 'string' &&
        ISO_DATE_TIME.test(raw) &&
        validDate(raw.slice(0, 10)) &&
        !Number.isNaN(Date.parse(raw))
      ) {
        return { value: new Date(raw).toISOString() };
      }
      return { rule: 'date' };
    case 'enumeration':
    case 'status': {
      const id = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
      return field.enumeration.options.some((o) => o.id === id) ? { value: id } : { rule: 'in' };
    }
    case 'reference': {
      // Ids are positive safe integers whether they come as numbers or as digit strings.
      const id = referenceId(raw);
      return id === null ? { rule: 'exists' } : { value: id };
    }
    case 'referenceList':
      return checkList(raw, referenceId, 'exists');
    case 'memberList': {
      const checked = checkList(raw, referenceId, 'exists');
      if ('value' in checked && (checked.value as unknown[]).length > field.max)
        return { rule: 'maxItems', params: { max: field.max } };
      return checked;
    }
    case 'embeddedList': // validated item by item by checkEmbeddedList (validate.ts)
      return { rule: 'in' };
    case 'choiceList':
      return checkList(raw, (item) => choiceId(field, item), 'in');
    case 'password':
      return typeof raw === 'string' ? { value: raw } : { rule: 'regex' };
    case 'file':
    case 'richText':
    case 'colour':
    case 'typedValue':
      return checkNewKind(field, raw, typeOfValue);
  }
}

/**
 * A list filter's value normalised as the field's values are (a list field's filter names one
 * of its items; text filters look for a fragment, so any text will do), or undefined.
 */
export function normaliseFilterValue(field: Field, raw: unknown): unknown {
  if (field.kind === 'referenceList' || field.kind === 'memberList')
    return referenceId(raw) ?? undefined;
  if (field.kind === 'choiceList') return choiceId(field, raw) ?? undefined;
  if (field.kind === 'password') return undefined;
  if (field.kind === 'typedValue')
    return typeof raw === 'string' || typeof raw === 'number'
      ? (normaliseText(String(raw), true) ?? undefined)
      : undefined;
  if (isTextKind(field.kind)) {
    if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
    return normaliseText(String(raw), field.kind === 'longText') ?? undefined;
  }
  const result = checkValue(field, raw);
  return 'value' in result ? result.value : undefined;
}
