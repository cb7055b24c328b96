/**
 * Checks of the field kinds file, richText, colour and typedValue (kept apart from
 * fieldChecks.ts, which holds the older kinds). Pure: the server and the forms share them.
 * What needs the database (the file's media record exists, is visible and fits the field) is
 * the server's: server/files/fileFieldHooks.ts.
 */
import type { ColourField, FileField, RichTextField, TypedValueField } from './fields';
import type { ValidationRule } from './messages';
import { isEmpty, normaliseText } from './rawValues';
import { sanitiseRichText } from './richText';
import { canonicalTypedValue, typedValueMessages, variableTypeCode } from './typedValue';

type Check =
  | { value: unknown }
  | { rule: ValidationRule; params?: Record<string, string | number>; message?: string };

const COLOUR = /^#[0-9a-f]{6}$/i;

export const colourMessage = 'El campo :attribute debe ser un color #RRGGBB, p. ej. #1E88E5.';

export function checkNewKind(
  field: FileField | RichTextField | ColourField | TypedValueField,
  raw: unknown,
  typeOfValue?: unknown,
): Check {
  switch (field.kind) {
    case 'file': {
      const id = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : raw;
      return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647
        ? { value: id }
        : { rule: 'exists' };
    }
    case 'richText': {
      if (typeof raw !== 'string') return { rule: 'string' };
      // NUL and other control characters: no text field stores them (PostgreSQL refuses NUL).
      if (normaliseText(raw, true) === null) return { rule: 'characters' };
      const html = sanitiseRichText(raw);
      if (field.max !== undefined && html.length > field.max)
        return { rule: 'maxString', params: { max: field.max } };
      return { value: html };
    }
    case 'colour':
      if (typeof raw !== 'string' || !COLOUR.test(raw.trim()))
        return { rule: 'regex', message: colourMessage };
      return { value: raw.trim().toUpperCase() };
    case 'typedValue': {
      // Texts are stored as every text is (NFC, no invisible characters, spaces tidied).
      const given = typeof raw === 'string' ? normaliseText(raw, true) : raw;
      if (given === null) return { rule: 'characters' };
      const type = variableTypeCode(typeOfValue);
      if (!type) {
        // The API sends text or a number (contract schema); other shapes are said so first.
        if (typeof raw !== 'string' && typeof raw !== 'number')
          return { rule: 'string', message: typedValueMessages.shape };
        // An empty type is this field's problem; an invalid one is already the type field's.
        return isEmpty(typeOfValue)
          ? { rule: 'in', message: typedValueMessages.noType }
          : { value: null };
      }
      const value = canonicalTypedValue(type, given);
      if (value === null) return { rule: 'regex', message: typedValueMessages[type] };
      if (field.max !== undefined && [...value].length > field.max)
        return { rule: 'maxString', params: { max: field.max } };
      return { value };
    }
  }
}
