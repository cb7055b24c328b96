/**
 * How a stored value reads for a person: screens, titles and CSV exports all use this, so a
 * date or an amount looks the same everywhere (es-ES numbers, dd/mm/aaaa dates).
 */
import type { Field } from './fields';
import { optionById } from './defineEnum';
import { formatDate, formatDateTime, formatMoney, formatNumber } from './format';
import { displayTypedValue } from './typedValue';

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' ',
};

/** Rich text as plain text (CSV exports, titles): blocks become line breaks, tags go. */
export function richTextAsPlainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/h\d|\/li|\/blockquote)[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/\n{2,}/g, '\n')
    .trim();
}

export const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/** How a record is named wherever it is cited: its `recordLabel` field, as displayed. */
export const recordName = (
  entity: { fields: Record<string, Field>; recordLabel: string },
  record: Record<string, unknown>,
) => displayValue(entity.fields[entity.recordLabel], record[entity.recordLabel], record);

export function displayValue(
  field: Field,
  value: unknown,
  record: Record<string, unknown> = {},
): string {
  if (isBlank(value)) return '';
  switch (field.kind) {
    case 'password':
      return '';
    case 'choiceList':
      return (Array.isArray(value) ? value : [])
        .map((id) => field.choices.find((c) => c.id === id)?.label ?? String(id))
        .join(', ');
    case 'referenceList':
    case 'memberList':
      return (Array.isArray(value) ? value : []).join(', ');
    case 'boolean':
      return value ? 'Sí' : 'No';
    case 'decimal':
      return formatNumber(Number(value), field.scale);
    case 'money':
      return formatMoney(
        Number(value),
        field.currencyField ? Number(record[field.currencyField]) || 1 : 1,
      );
    case 'date':
      return formatDate(String(value));
    case 'datetime':
      return formatDateTime(String(value));
    case 'enumeration':
    case 'status':
      return optionById(field.enumeration, Number(value))?.label ?? String(value);
    case 'richText':
      return richTextAsPlainText(String(value));
    case 'typedValue':
      return displayTypedValue(record[field.typeField], String(value));
    case 'file':
      // Exports name the file through admin/media; alone, its number says which upload it is.
      return `Archivo ${String(value)}`;
    default:
      return String(value);
  }
}
