/**
 * Validation of a record against its declaration. Pure, so the server (authoritative) and
 * the react-admin forms (early feedback) apply exactly the same rules. Checks that need the
 * database (unique, a reference that exists) are the server's and live in server/.
 */
import { checkRanges } from './ranges';
import { applyComputed, checkRules } from './rules';
import { systemColumns, type Entity } from './entity';
import { confirmationKey, isTextKind, scaleOf, type Field } from './fields';
import { passwordMessages, validatePasswordPair } from './passwords';
import { interpolate, validationMessage, type ValidationRule } from './messages';
import { checkNewKind } from './fieldKinds';
import { checkEmbeddedList } from './embedded';
import { isBlankRichText } from './richText';
import {
  canonicalPhone,
  formatCuit,
  isValidCuit,
  isValidEmail,
  isValidPhone,
  isValidUrl,
} from './validators';

export type FieldErrors = Record<string, string[]>;

export interface ValidationResult {
  /** Normalised values of the declared fields that were given (or defaulted). */
  values: Record<string, unknown>;
  errors: FieldErrors;
}

/** A normalised value, or the rule that failed (with a field's own message when it has one). */
type Check =
  | { value: unknown }
  | { rule: ValidationRule; params?: Record<string, string | number>; message?: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?$/;

export function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** Create checks a whole new record; update checks the stored record with the changes applied. */
export type ValidationMode = 'create' | 'update';

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

/** Significant digits a decimal or money value may have (what a double holds exactly). */
export const MAX_DIGITS = 15;
/** Largest value of an integer field (a 32-bit column on PostgreSQL). */
export const MAX_INTEGER = 2_147_483_647;

/** Integer ids are 32-bit columns on PostgreSQL: anything larger cannot be a record. */
export const MAX_INTEGER_ID = 2_147_483_647;

/** A positive integer id (also as digits) or a UUID, normalised; null when it is neither. */
export function referenceId(raw: unknown): number | string | null {
  const id = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : raw;
  if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0 && id <= MAX_INTEGER_ID)
    return id;
  if (typeof raw === 'string' && UUID.test(raw.trim())) return raw.trim().toLowerCase();
  return null;
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

/** `typeOfValue`: for a typed value, its sibling type field's value (domain/typedValue.ts). */
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
    case 'embeddedList': // validated item by item by validateRecord (embedded.ts)
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

/** The value of a typed value's sibling type field, as given or defaulted. */
function typeOfValue(entity: Entity, field: Field, input: Record<string, unknown>): unknown {
  if (field.kind !== 'typedValue') return undefined;
  const name = field.typeField;
  return Object.hasOwn(input, name) ? input[name] : entity.fields[name]?.default;
}

const isBlankHtml = (raw: unknown) => typeof raw === 'string' && isBlankRichText(raw);

function addError(errors: FieldErrors, name: string, message: string) {
  if (Object.hasOwn(errors, name)) {
    errors[name].push(message);
    return;
  }
  // An own property even for keys such as `toString` or `__proto__`, which plain assignment
  // would resolve to (or set) the inherited prototype member.
  Object.defineProperty(errors, name, {
    value: [message],
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/**
 * Validates `input` as the complete candidate record (for an update: the stored record with
 * the changes applied). Unknown keys are refused, never silently dropped.
 */
export function validateRecord(
  entity: Entity,
  input: Record<string, unknown>,
  mode: ValidationMode = 'create',
): ValidationResult {
  const values: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  const known = new Set<string>(systemColumns);
  for (const [name, field] of Object.entries(entity.fields))
    if (field.kind === 'password') known.add(confirmationKey(name));
  // Own keys only: `toString`, `constructor` or `__proto__` are inherited by every object and
  // would otherwise pass as declared fields and then be silently dropped.
  for (const key of Object.keys(input)) {
    if (!Object.hasOwn(entity.fields, key) && !known.has(key)) {
      addError(errors, key, validationMessage('unknown', { attribute: key }));
    }
  }
  for (const [name, field] of Object.entries(entity.fields)) {
    const attribute = field.label;
    const given = Object.hasOwn(input, name);
    if (field.kind === 'password') {
      checkPassword(name, input, mode, errors, values);
      continue;
    }
    if (field.kind === 'embeddedList') {
      // Absent: the stored items stay as they are (a partial update); null empties the list.
      // A required list needs an item: on create, and whenever it is sent.
      const required = () =>
        addError(
          errors,
          name,
          field.requiredMessage ?? validationMessage('required', { attribute }),
        );
      if (!given) {
        if (field.required && mode === 'create') required();
        continue;
      }
      const items = checkEmbeddedList(name, field, input[name] ?? [], mode);
      if (!('value' in items)) Object.assign(errors, items.errors);
      else if (field.required && !(items.value as unknown[]).length) required();
      else values[name] = items.value;
      continue;
    }
    const raw = given ? input[name] : field.default;
    if (isEmpty(raw) || (field.kind === 'richText' && isBlankHtml(raw))) {
      if (field.required)
        addError(
          errors,
          name,
          field.requiredMessage ?? validationMessage('required', { attribute }),
        );
      else if (['choiceList', 'referenceList', 'memberList'].includes(field.kind))
        values[name] = [];
      else if (given || field.default !== undefined) values[name] = null;
      continue;
    }
    const result = checkValue(field, raw, typeOfValue(entity, field, input));
    if ('value' in result) values[name] = result.value;
    else {
      const params = { attribute, ...result.params };
      const message =
        field.invalidMessage && result.rule === field.kind
          ? field.invalidMessage
          : result.message
            ? interpolate(result.message, params)
            : validationMessage(result.rule, params);
      addError(errors, name, message);
    }
  }
  checkRanges(entity, values, errors);
  checkRules(entity, values, errors);
  applyComputed(entity, values, errors);
  return { values, errors };
}

/** Set on create with its confirmation; afterwards only through the password change. */
function checkPassword(
  name: string,
  input: Record<string, unknown>,
  mode: ValidationMode,
  errors: FieldErrors,
  values: Record<string, unknown>,
) {
  const confirmation = confirmationKey(name);
  if (mode === 'update') {
    if (!isEmpty(input[name]) || !isEmpty(input[confirmation]))
      addError(errors, name, passwordMessages.changeElsewhere);
    return;
  }
  const pair = validatePasswordPair(input[name], input[confirmation]);
  for (const [key, messages] of Object.entries(pair)) {
    for (const message of messages)
      addError(errors, key === 'password' ? name : confirmation, message);
  }
  if (!hasErrors(pair)) values[name] = input[name];
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}
