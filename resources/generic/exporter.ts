/**
 * CSV export as a spreadsheet in Argentina opens it: `;` separated, a BOM so accents survive,
 * Spanish column titles, and values as the screen shows them (references by name, dates
 * dd/mm/aaaa, amounts 1.234,56).
 */
import jsonExport from 'jsonexport/dist';
import { downloadCSV, type Exporter, type RaRecord } from 'react-admin';
import { displayValue } from '../../domain/display';
import { entityByName } from '../../domain/entities';
import type { Entity } from '../../domain/entity';
import { formatDateTime } from '../../domain/format';
import { appMessages } from '../../providers/i18n/appMessages';

const systemLabels = appMessages.app.fields;

export function exporterFor(entity: Entity): Exporter {
  return async (records: RaRecord[], fetchRelatedRecords) => {
    const related: Record<string, Record<string, RaRecord>> = {};
    for (const name of entity.list) {
      const field = entity.fields[name];
      if (field?.kind === 'reference')
        related[name] = await fetchRelatedRecords(records, name, field.target);
    }
    const rows = records.map((record) =>
      Object.fromEntries(
        entity.list.map((name) => {
          const field = entity.fields[name];
          if (!field) {
            const system = name as keyof typeof systemLabels;
            return [
              systemLabels[system],
              system === 'id' ? record.id : formatDateTime(record[system]),
            ];
          }
          if (field.kind === 'reference') {
            const target = entityByName(field.target);
            const other = related[name]?.[record[name]];
            return [
              field.label,
              other
                ? displayValue(target.fields[target.recordLabel], other[target.recordLabel], other)
                : '',
            ];
          }
          return [field.label, displayValue(field, record[name], record)];
        }),
      ),
    );
    const withAudit = rows.map((row, i) => ({
      ...row,
      [systemLabels.updated_at]: formatDateTime(records[i].updated_at),
    }));
    jsonExport(withAudit, { rowDelimiter: ';' }, (error: Error | null, csv: string) => {
      if (!error) downloadCSV(`\ufeff${csv}`, entity.label.many);
    });
  };
}
