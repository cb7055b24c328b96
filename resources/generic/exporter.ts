/**
 * CSV export as a spreadsheet in Argentina opens it: `;` separated, a BOM so accents survive,
 * Spanish column titles, and values as the screen shows them (references and reference lists
 * by name, dates dd/mm/aaaa, amounts 1.234,56). No cell can run as a formula.
 */
import jsonExport from 'jsonexport/dist';
import { downloadCSV, type Exporter, type RaRecord } from 'react-admin';
import { displayValue } from '../../domain/display';
import { entityByName } from '../../domain/entities';
import type { Entity } from '../../domain/entity';
import { formatDateTime } from '../../domain/format';
import { appMessages } from '../../providers/i18n/appMessages';

const systemLabels = appMessages.app.fields;

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

/** Referenced records by id, as react-admin's fetchRelatedRecords returns them. */
export type RelatedRecords = Record<string, Record<string, RaRecord>>;

/** How a referenced record is named: its entity's record label, formatted like on screen. */
function nameOf(target: Entity, related: Record<string, RaRecord> | undefined, id: unknown) {
  const key = String(id);
  if (!related || !Object.hasOwn(related, key)) return '';
  const other = related[key];
  return displayValue(target.fields[target.recordLabel], other[target.recordLabel], other);
}

/** One row per record: Spanish column titles, values as the screen shows them, none a formula. */
export function csvRows(
  entity: Entity,
  records: RaRecord[],
  related: RelatedRecords,
): Record<string, string>[] {
  return records.map((record) => {
    const cells: [string, unknown][] = entity.list.map((name) => {
      const field = entity.fields[name];
      if (!field) {
        const system = name as keyof typeof systemLabels;
        return [systemLabels[system], system === 'id' ? record.id : formatDateTime(record[system])];
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
    cells.push([systemLabels.updated_at, formatDateTime(record.updated_at)]);
    return Object.fromEntries(cells.map(([title, value]) => [title, neutraliseFormula(value)]));
  });
}

export function exporterFor(entity: Entity): Exporter {
  return async (records: RaRecord[], fetchRelatedRecords) => {
    const related: RelatedRecords = {};
    for (const name of entity.list) {
      const field = entity.fields[name];
      if (field?.kind === 'reference' || field?.kind === 'referenceList')
        related[name] = await fetchRelatedRecords(records, name, field.target);
    }
    jsonExport(
      csvRows(entity, records, related),
      { rowDelimiter: ';' },
      (error: Error | null, csv: string) => {
        if (!error) downloadCSV(`\ufeff${csv}`, entity.label.many);
      },
    );
  };
}
