/**
 * Values whose type is chosen in a sibling field (spec 3 Variable types: settings, value lists).
 * One canonical text per type is stored, so a value reads the same on both dialects and in
 * exports: number `1465.5`, boolean `true`/`false`, date `2026-03-09`, date and time ISO 8601 in
 * UTC, time `14:30` (or `14:30:15`), list and object as compact JSON. The API takes the canonical
 * text (or a JSON number for a number); the form shows
 * numbers as 1.465,50 and dates as dd/mm/aaaa and converts them (fieldInputs.tsx).
 */
import { optionById } from './defineEnum';
import { variableTypes } from '../enums/catalogues';
import { formatDate, formatDateTime, formatNumberText } from './format';

export type VariableTypeCode =
  'number' | 'string' | 'boolean' | 'date' | 'datetime' | 'time' | 'array' | 'object';

/** The code of a Variable type id (`1` → `number`), undefined for anything else. */
export function variableTypeCode(raw: unknown): VariableTypeCode | undefined {
  const id = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : raw;
  if (typeof id !== 'number') return undefined;
  return optionById(variableTypes, id)?.code as VariableTypeCode | undefined;
}

/** What a value of each type must look like, said to the person who typed it. */
export const typedValueMessages: Record<VariableTypeCode | 'noType' | 'shape', string> = {
  number: 'El campo :attribute debe ser un número, p. ej. 1.465,50.',
  string: 'El campo :attribute debe ser un texto.',
  boolean: 'El campo :attribute debe ser Sí o No.',
  date: 'El campo :attribute debe ser una fecha válida (dd/mm/aaaa).',
  datetime: 'El campo :attribute debe ser una fecha y hora válidas (dd/mm/aaaa hh:mm).',
  time: 'El campo :attribute debe ser una hora válida (hh:mm).',
  array: 'El campo :attribute debe ser una lista JSON válida, p. ej. ["uno", "dos"].',
  object: 'El campo :attribute debe ser un objeto JSON válido, p. ej. {"clave": "valor"}.',
  noType: 'Para cargar el campo :attribute elegí primero su tipo.',
  shape:
    'El campo :attribute debe ser un texto o un número (las listas y los objetos, en JSON; Sí/No, como true/false).',
};

const DECIMAL = /^-?\d{1,15}(\.\d{1,10})?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(:([0-5]\d))?$/;

function validDay(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [y, m, d] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A decimal's canonical text: no exponent, no leading zeros, no trailing decimal zeros. */
function canonicalDecimal(raw: unknown): string | null {
  let text: string;
  if (typeof raw === 'number') {
    if (!Number.isFinite(raw) || Math.abs(raw) >= 1e15) return null;
    text = String(raw);
    if (/e/i.test(text)) text = raw.toFixed(10);
  } else if (typeof raw === 'string') text = raw.trim();
  else return null;
  if (!DECIMAL.test(text)) return null;
  const [whole, fraction = ''] = text.replace(/^-/, '').split('.');
  const digits = whole.replace(/^0+(?=\d)/, '');
  const decimals = fraction.replace(/0+$/, '');
  const value = decimals ? `${digits}.${decimals}` : digits;
  return text.startsWith('-') && /[1-9]/.test(value) ? `-${value}` : value;
}

/** Parses a JSON text, or takes an already parsed value; undefined when it is not JSON. */
function jsonValue(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** The canonical stored text of `raw` as a value of `type`, or null when it is not one. */
export function canonicalTypedValue(type: VariableTypeCode, raw: unknown): string | null {
  switch (type) {
    case 'number':
      return canonicalDecimal(raw);
    case 'string':
      return typeof raw === 'string' ? raw : null;
    case 'boolean':
      if (raw === true || raw === 'true') return 'true';
      if (raw === false || raw === 'false') return 'false';
      return null;
    case 'date':
      return typeof raw === 'string' && validDay(raw.trim()) ? raw.trim() : null;
    case 'datetime': {
      if (typeof raw !== 'string' || !ISO_DATE_TIME.test(raw.trim())) return null;
      if (!validDay(raw.trim().slice(0, 10))) return null;
      const time = Date.parse(raw.trim());
      return Number.isNaN(time) ? null : new Date(time).toISOString();
    }
    case 'time':
      return typeof raw === 'string' && TIME.test(raw.trim()) ? raw.trim() : null;
    case 'array': {
      const value = jsonValue(raw);
      return Array.isArray(value) ? JSON.stringify(value) : null;
    }
    case 'object': {
      const value = jsonValue(raw);
      return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? JSON.stringify(value)
        : null;
    }
  }
}

/** A stored value as a person reads it: 1.465,5, Sí, 09/03/2026… */
export function displayTypedValue(typeRaw: unknown, value: string): string {
  switch (variableTypeCode(typeRaw)) {
    case 'number':
      return formatNumberText(value, 0);
    case 'boolean':
      return value === 'true' ? 'Sí' : value === 'false' ? 'No' : value;
    case 'date':
      return formatDate(value);
    case 'datetime':
      return formatDateTime(value);
    default:
      return value;
  }
}
