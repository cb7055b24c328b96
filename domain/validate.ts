/**
 * Validation of a record against its declaration. Pure, so the server (authoritative) and
 * the react-admin forms (early feedback) apply exactly the same rules. Checks that need the
 * database (unique, a reference that exists) are the server's and live in server/.
 */
import { systemColumns, type Entity } from './entity';
import { scaleOf, type Field } from './fields';
import { validationMessage, type ValidationRule } from './messages';
import { formatCuit, isValidCuit, isValidEmail, isValidPhone } from './validators';

export type FieldErrors = Record<string, string[]>;

export interface ValidationResult {
  /** Normalised values of the declared fields that were given (or defaulted). */
  values: Record<string, unknown>;
  errors: FieldErrors;
}

type Check = { value: unknown } | { rule: ValidationRule; params?: Record<string, string | number> };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Exact decimal parsing: `"1234,5"`, `"1234.5"` or `1234.5`; null when not a number. */
export function parseDecimal(value: unknown): { number: number; decimals: number } | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    const text = String(value);
    if (/e/i.test(text)) return { number: value, decimals: 0 };
    return { number: value, decimals: text.split('.')[1]?.length ?? 0 };
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
  if (field.min !== undefined && n < field.min) return { rule: 'minNumeric', params: { min: field.min } };
  if (field.max !== undefined && n > field.max) return { rule: 'maxNumeric', params: { max: field.max } };
  return null;
}

function checkText(field: Field & { kind: 'text' | 'longText' | 'email' | 'phone' | 'cuit' }, raw: unknown): Check {
  if (typeof raw !== 'string' && typeof raw !== 'number') return { rule: 'regex' };
  const value = String(raw).trim();
  if (field.min !== undefined && value.length < field.min) return { rule: 'minString', params: { min: field.min } };
  if (field.max !== undefined && value.length > field.max) return { rule: 'maxString', params: { max: field.max } };
  if (field.kind === 'email' && !isValidEmail(value)) return { rule: 'email' };
  if (field.kind === 'phone' && !isValidPhone(value)) return { rule: 'phone' };
  if (field.kind === 'cuit') return isValidCuit(value) ? { value: formatCuit(value) } : { rule: 'cuit' };
  if (field.pattern && !field.pattern.regex.test(value)) return { rule: 'regex' };
  return { value };
}

function checkNumber(field: Field & { kind: 'integer' | 'decimal' | 'money' }, raw: unknown): Check {
  const parsed = parseDecimal(raw);
  if (!parsed) return { rule: field.kind === 'integer' ? 'integer' : 'numeric' };
  if (field.kind === 'integer' && (parsed.decimals > 0 || !Number.isSafeInteger(parsed.number))) {
    return { rule: 'integer' };
  }
  const scale = scaleOf(field);
  if (parsed.decimals > scale && field.kind !== 'integer') return { rule: 'decimals', params: { max: scale } };
  // Stored as a scaled integer: keep well inside the exact range of a double.
  if (Math.abs(parsed.number) * 10 ** scale > 9e15) return { rule: 'maxNumeric', params: { max: 9e15 / 10 ** scale } };
  return checkRange(field, parsed.number) ?? { value: parsed.number };
}

function checkValue(field: Field, raw: unknown): Check {
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'email':
    case 'phone':
    case 'cuit':
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
      if (typeof raw === 'string' && validDate(raw.slice(0, 10)) && (raw.length === 10 || !Number.isNaN(Date.parse(raw)))) {
        return { value: raw.slice(0, 10) };
      }
      return { rule: 'date' };
    case 'datetime':
      if (typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(raw) && !Number.isNaN(Date.parse(raw))) {
        return { value: new Date(raw).toISOString() };
      }
      return { rule: 'date' };
    case 'enumeration':
    case 'status': {
      const id = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
      return field.enumeration.options.some((o) => o.id === id) ? { value: id } : { rule: 'in' };
    }
    case 'reference':
      if (typeof raw === 'number' && Number.isSafeInteger(raw) && raw > 0) return { value: raw };
      if (typeof raw === 'string' && /^\d+$/.test(raw)) return { value: Number(raw) };
      if (typeof raw === 'string' && UUID.test(raw)) return { value: raw.toLowerCase() };
      return { rule: 'exists' };
  }
}

function addError(errors: FieldErrors, name: string, message: string) {
  (errors[name] ??= []).push(message);
}

/**
 * Validates `input` as the complete candidate record (for an update: the stored record with
 * the changes applied). Unknown keys are refused, never silently dropped.
 */
export function validateRecord(entity: Entity, input: Record<string, unknown>): ValidationResult {
  const values: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  for (const key of Object.keys(input)) {
    if (!(key in entity.fields) && !(systemColumns as readonly string[]).includes(key)) {
      addError(errors, key, validationMessage('unknown', { attribute: key }));
    }
  }
  for (const [name, field] of Object.entries(entity.fields)) {
    const attribute = field.label;
    const raw = name in input ? input[name] : field.default;
    if (isEmpty(raw)) {
      if (field.required) addError(errors, name, validationMessage('required', { attribute }));
      else if (name in input || field.default !== undefined) values[name] = null;
      continue;
    }
    const result = checkValue(field, raw);
    if ('rule' in result) addError(errors, name, validationMessage(result.rule, { attribute, ...result.params }));
    else values[name] = result.value;
  }
  return { values, errors };
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}
