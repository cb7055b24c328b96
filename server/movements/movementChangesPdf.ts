/**
 * What an applied endorsement changed in its policy, drawn on its printed endorsement
 * (movementPdf.ts): the policy's fields before and after (the risk's province by name), its
 * coverages by name, the items added and excluded, the quotas annulled, restored, repriced and
 * added, then the totals and quotas it left. Every label is a declaration's.
 */
import { displayValue, isBlank } from '../../domain/engine/display';
import type { Entity } from '../../domain/engine/entity';
import { formatDate, formatMoney } from '../../domain/engine/format';
import { contract } from '../../domain/entities/contracts';
import {
  contractCoverageRow,
  contractItemRow,
  contractQuota,
} from '../../domain/entities/contractParts';
import type {
  CoverageLine,
  ItemLine,
  MovementChanges,
  QuotaLine,
} from '../../domain/movements/movementChanges';
import { dataForm } from '../../domain/movements/movementForms';
import { headedTable, INK, MUTED, type Column, type Doc } from '../documents/documentKit';
import { PDF_FONTS } from '../documents/pdfDocument';
import type { Row } from '../rest/store';
import { premiumTotals, quotaTable } from '../contracts/contractSummaryPdf';
import { changedName, type MovementFacts } from './movementDocumentFacts';

/** A field's value as its declaration shows it, or null when blank. */
export const shown = (entity: Entity, field: string, row: Row) => {
  const value = displayValue(entity.fields[field], row[field], row);
  return value === '' ? null : value;
};
export const labelOf = (entity: Entity, field: string) => entity.fields[field].label;
const money = (value: unknown) => (isBlank(value) ? '—' : formatMoney(Number(value)));

const BEFORE_AFTER: Column[] = [{ share: 0.32 }, { share: 0.32 }, { share: 0.32 }];
const COVERAGES: Column[] = [{ share: 0.48 }, { share: 0.48 }];
const ITEMS: Column[] = [
  { share: 0.16 },
  { share: 0.4 },
  { share: 0.2 },
  { share: 0.18, align: 'right' },
];
const QUOTAS: Column[] = [
  { share: 0.12 },
  { share: 0.28 },
  { share: 0.28, align: 'right' },
  { share: 0.26 },
];
const REPRICED: Column[] = [
  { share: 0.12 },
  { share: 0.26 },
  { share: 0.28, align: 'right' },
  { share: 0.28, align: 'right' },
];

/** Items under `title`: type, description, identifier and sum insured (asked or changed). */
export function itemTable(doc: Doc, accent: string, title: string, items: ItemLine[]) {
  const header = ['item_type', 'description', 'identifier', 'sum_insured'].map((f) =>
    labelOf(contractItemRow, f),
  );
  const rows = items.map((item) => [
    shown(contractItemRow, 'item_type', item as unknown as Row) ?? '—',
    item.description,
    item.identifier ?? '—',
    money(item.sum_insured),
  ]);
  headedTable(doc, accent, title, ITEMS, header, rows);
}

const quotaRows = (quotas: QuotaLine[]) =>
  quotas.map((q) => [
    String(q.number),
    formatDate(q.due_date),
    money(q.amount),
    shown(contractQuota, 'status', q as unknown as Row) ?? '',
  ]);

const asPolicyQuotas = (quotas: QuotaLine[]) =>
  quotas.map((q) => ({
    number: q.number,
    dueDate: q.due_date,
    amount: q.amount,
    status: shown(contractQuota, 'status', q as unknown as Row) ?? '',
  }));

/** «D Todo riesgo · Suma asegurada $ 12.000.000 · Franquicia $ 350.000». */
const coverageText = (facts: MovementFacts, line: CoverageLine | undefined) => {
  if (!line) return '';
  const told = (['sum_insured', 'franchise'] as const)
    .filter((field) => !isBlank(line[field]))
    .map((field) => `${labelOf(contractCoverageRow, field)} ${money(line[field])}`);
  const name = facts.names.coverages.get(line.coverage_id) ?? String(line.coverage_id);
  return [name, ...told].join(' · ');
};

/** The policy's coverages before and after, side by side, by name. */
function coveragesChanged(
  doc: Doc,
  facts: MovementFacts,
  changes: MovementChanges,
  accent: string,
) {
  const { before, after } = changes.coverages;
  const rows = Array.from({ length: Math.max(before.length, after.length) }, (_, i) => [
    coverageText(facts, before[i]),
    coverageText(facts, after[i]),
  ]);
  headedTable(doc, accent, contractCoverageRow.label.many, COVERAGES, ['Antes', 'Después'], rows);
}

/** What the endorsement changed: the policy's fields, coverages, items and quotas. */
export function changed(doc: Doc, facts: MovementFacts, changes: MovementChanges, accent: string) {
  const [before, after] = ['Antes', 'Después'];
  const value = (field: string, id: unknown) =>
    changedName(facts, field, id) || displayValue(contract.fields[field], id) || '—';
  headedTable(
    doc,
    accent,
    'Qué cambió en la póliza',
    BEFORE_AFTER,
    ['Dato', before, after],
    changes.fields.map(({ field, from, to }) => [
      labelOf(contract, field),
      value(field, from),
      value(field, to),
    ]),
  );
  coveragesChanged(doc, facts, changes, accent);
  itemTable(doc, accent, labelOf(dataForm, 'added_items'), changes.items.added);
  itemTable(doc, accent, labelOf(dataForm, 'removed_identifiers'), changes.items.removed);
  const quotaHeader = ['number', 'due_date', 'amount', 'status'].map((f) =>
    labelOf(contractQuota, f),
  );
  headedTable(
    doc,
    accent,
    'Cuotas anuladas',
    QUOTAS,
    quotaHeader,
    quotaRows(changes.quotas.annulled),
  );
  headedTable(
    doc,
    accent,
    'Cuotas rehabilitadas',
    QUOTAS,
    quotaHeader,
    quotaRows(changes.quotas.restored),
  );
  headedTable(
    doc,
    accent,
    'Cuotas con nuevo importe',
    REPRICED,
    [labelOf(contractQuota, 'number'), labelOf(contractQuota, 'due_date'), before, after],
    changes.quotas.repriced.map((q) => [
      String(q.number),
      formatDate(q.due_date),
      money(q.before),
      money(q.amount),
    ]),
  );
  headedTable(doc, accent, 'Cuotas nuevas', QUOTAS, quotaHeader, quotaRows(changes.quotas.added));
  if (
    !changes.fields.length &&
    !changes.coverages.after.length &&
    !changes.items.added.length &&
    !changes.items.removed.length &&
    !Object.values(changes.quotas).some((list) => list.length)
  ) {
    doc.moveDown(0.6).font(PDF_FONTS.regular).fontSize(10).fillColor(MUTED);
    doc.text('El endoso no cambió los datos, los bienes ni las cuotas de la póliza.');
    doc.fillColor(INK);
  }
  premiumTotals(doc, changes.totals, accent, 'Totales de la póliza después del endoso');
  quotaTable(
    doc,
    accent,
    asPolicyQuotas(changes.quotasAfter),
    'Cuotas de la póliza después del endoso',
  );
}
