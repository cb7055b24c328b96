/**
 * CSV export as a spreadsheet in Argentina opens it: `;` separated, a BOM so accents survive,
 * Spanish column titles, and values as the screen shows them (references and reference lists
 * by name, dates dd/mm/aaaa, amounts 1.234,56). No cell can run as a formula.
 */
import jsonExport from 'jsonexport/dist';
import { downloadCSV, type Exporter, type RaRecord } from 'react-admin';
import type { Entity } from '../../domain/engine/entity';
import {
  exportedReferences,
  exportRows,
  neutraliseFormula,
  type RelatedRecords,
} from '../../domain/engine/exportRows';

export { neutraliseFormula };
export type { RelatedRecords };

/** One row per record as jsonexport wants it: Spanish column titles as keys. */
export const csvRows = (entity: Entity, records: RaRecord[], related: RelatedRecords) =>
  exportRows(entity, records, related).map((cells) => Object.fromEntries(cells));

export function exporterFor(entity: Entity): Exporter {
  return async (records: RaRecord[], fetchRelatedRecords) => {
    const related: RelatedRecords = {};
    for (const { name, target } of exportedReferences(entity))
      related[name] = await fetchRelatedRecords(records, name, target);
    jsonExport(
      csvRows(entity, records, related),
      { rowDelimiter: ';' },
      (error: Error | null, csv: string) => {
        if (!error) downloadCSV(`\ufeff${csv}`, entity.label.many);
      },
    );
  };
}
