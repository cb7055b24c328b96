/**
 * Rows of an export as a spreadsheet shows them, shared by the browser's CSV export and the
 * server's export jobs: Spanish column titles, values as the screen shows them (references and
 * reference lists by name, dates dd/mm/aaaa, amounts 1.234,56), and no cell that could run as
 * a formula.
 */
import { displayValue } from './display';
import { entityByName } from './registry';
import type { Entity } from './entity';
import { formatDateTime } from './format';

type Record_ = Record<string, unknown> & { id?: unknown };

/** Titles of the columns every table has (the same as the screens' i18n). */
export const systemColumnLabels = {
  id: 'ID',
  created_at: 'Creado',
  updated_at: 'Última modificación',
} as const;

/** Characters with which a spreadsheet starts a formula (or hides one behind a control key). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number (`-1.234,56`, `+5`) runs nothing, and must stay a number for sums. */
const PLAIN_NUMBER = /^[-+]?\d[\d.]*(,\d+)?$/;

/**
 * A cell as it is safe to open in a spreadsheet: text that would start a formula (a name such
 * as `=HYPERLINK(…)`, typed by anyone who can create a record) gets a leading apostrophe, which
 * Excel, LibreOffice and Google Sheets read as "this is text".
 */
export function neutraliseFormula(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** Referenced records by field, then by id (react-admin's fetchRelatedRecords shape). */
export type RelatedRecords = Record<string, Record<string, Record_>>;

/** How a referenced record is named: its entity's record label, formatted like on screen. */
function nameOf(target: Entity, related: Record<string, Record_> | undefined, id: unknown) {
  const key = String(id);
  if (!related || !Object.hasOwn(related, key)) return '';
  const other = related[key];
  return displayValue(target.fields[target.recordLabel], other[target.recordLabel], other);
}

/** The reference fields of the export's columns: whose records name the cells. */
export const exportedReferences = (entity: Entity) =>
  entity.list.flatMap((name) => {
    const field = entity.fields[name];
    return field?.kind === 'reference' || field?.kind === 'referenceList'
      ? [{ name, target: field.target }]
      : [];
  });

/** One row per record: [Spanish title, safe text] pairs in column order. */
export function exportRows(
  entity: Entity,
  records: readonly Record_[],
  related: RelatedRecords,
): [string, string][][] {
  return records.map((record) => {
    const cells: [string, unknown][] = entity.list.map((name) => {
      const field = entity.fields[name];
      if (!field) {
        const system = name as keyof typeof systemColumnLabels;
        return [
          systemColumnLabels[system],
          system === 'id' ? record.id : formatDateTime(record[system] as string),
        ];
      }
      if (field.kind === 'reference')
        return [field.label, nameOf(entityByName(field.target), related[name], record[name])];
      if (field.kind === 'referenceList') {
        const ids: unknown[] = Array.isArray(record[name]) ? record[name] : [];
        const target = entityByName(field.target);
        const names = ids.map((id) => nameOf(target, related[name], id)).filter(Boolean);
        return [field.label, names.join(', ')];
      }
      return [field.label, displayValue(field, record[name], record)];
    });
    cells.push([systemColumnLabels.updated_at, formatDateTime(record.updated_at as string)]);
    return cells.map(([title, value]) => [title, neutraliseFormula(value)]);
  });
}
