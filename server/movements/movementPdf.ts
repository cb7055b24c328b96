/**
 * The printed endorsement (issue 32 section 2, spec 7), a document of the documents engine
 * (server/documents/documents.ts) on the policy's organization's letterhead: the policy (number,
 * insurer, branch), the endorsement (the brokerage's number and the insurer's, type and motive
 * by name, effective date), what it changed in the policy, before and after (its fields, the
 * risk's province by name, its coverages by name, the items added and excluded, the quotas
 * annulled, restored, repriced and added) and the totals
 * and quotas it left. One not applied yet prints as «Pedido de endoso»: what was asked, and the
 * policy's totals as they still are. Every label is a declaration's.
 */
import { displayValue, isBlank } from '../../domain/engine/display';
import type { Entity } from '../../domain/engine/entity';
import { formatDate, formatMoney } from '../../domain/engine/format';
import { contract } from '../../domain/entities/contracts';
import { contractMovement } from '../../domain/entities/contractMovements';
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
import { dataForm, expectedForm } from '../../domain/movements/movementForms';
import { movementName, movementTexts } from '../../domain/movements/movementTexts';
import {
  factRows,
  finePrint,
  headedTable,
  heading,
  INK,
  MUTED,
  type Column,
  type Doc,
} from '../documents/documentKit';
import { defineDocument, renderDocument } from '../documents/documents';
import { PDF_FONTS } from '../documents/pdfDocument';
import type { Row } from '../rest/store';
import { policyTitle, premiumTotals, quotaTable } from '../contracts/contractSummaryPdf';
import { changedName, type MovementFacts } from './movementDocumentFacts';

const shown = (entity: Entity, field: string, row: Row) => {
  const value = displayValue(entity.fields[field], row[field], row);
  return value === '' ? null : value;
};
const own = (field: keyof typeof contractMovement.fields) => contractMovement.fields[field].label;
const money = (value: unknown) => (isBlank(value) ? '—' : formatMoney(Number(value)));
const labelOf = (entity: Entity, field: string) => entity.fields[field].label;

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

/** «Endoso N.º 3 · Cambio de costo» under the policy's title, and the endorsement's facts. */
function endorsement(doc: Doc, facts: MovementFacts, accent: string) {
  const m = facts.movement;
  policyTitle(doc, facts);
  const title = facts.applied ? movementTexts.documentTitle : movementTexts.requestTitle;
  heading(doc, `${title} N.º ${String(m.numeration ?? '')} · ${movementName(m)}`, accent);
  factRows(doc, [
    [own('numeration'), isBlank(m.numeration) ? null : String(m.numeration)],
    [own('endorsement_number'), shown(contractMovement, 'endorsement_number', m)],
    [own('movement_type'), shown(contractMovement, 'movement_type', m)],
    [own('annulment_motive'), shown(contractMovement, 'annulment_motive', m)],
    [own('modification_motive'), shown(contractMovement, 'modification_motive', m)],
    [own('effective_date'), shown(contractMovement, 'effective_date', m)],
    [own('issue_date'), shown(contractMovement, 'issue_date', m)],
    [own('status'), shown(contractMovement, 'status', m)],
    [own('insurer_message'), shown(contractMovement, 'insurer_message', m)],
    [labelOf(contract, 'holder_name'), shown(contract, 'holder_name', facts.policy)],
    [own('description'), shown(contractMovement, 'description', m)],
    [own('premium_change'), shown(contractMovement, 'premium_change', m)],
  ]);
}

const itemRows = (items: ItemLine[]) =>
  items.map((item) => [
    shown(contractItemRow, 'item_type', item as unknown as Row) ?? '—',
    item.description,
    item.identifier ?? '—',
    money(item.sum_insured),
  ]);

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
function changed(doc: Doc, facts: MovementFacts, changes: MovementChanges, accent: string) {
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
  const itemHeader = ['item_type', 'description', 'identifier', 'sum_insured'].map((f) =>
    labelOf(contractItemRow, f),
  );
  headedTable(
    doc,
    accent,
    labelOf(dataForm, 'added_items'),
    ITEMS,
    itemHeader,
    itemRows(changes.items.added),
  );
  headedTable(
    doc,
    accent,
    labelOf(dataForm, 'removed_identifiers'),
    ITEMS,
    itemHeader,
    itemRows(changes.items.removed),
  );
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

/** What a request asks: the data of its type, the premium expected and its notes. */
function asked(doc: Doc, facts: MovementFacts, accent: string) {
  const data = facts.request.data ?? {};
  const totals = facts.request.totals ?? {};
  heading(doc, 'Qué se pide', accent);
  factRows(doc, [
    ...(['validity_from', 'validity_to', 'new_number', 'removed_identifiers'] as const).map(
      (field) => [labelOf(dataForm, field), shown(dataForm, field, data)] as const,
    ),
    [labelOf(expectedForm, 'expected_premium'), shown(expectedForm, 'expected_premium', totals)],
    [labelOf(expectedForm, 'notes'), shown(expectedForm, 'notes', totals)],
  ]);
  const added = Array.isArray(data.added_items) ? (data.added_items as ItemLine[]) : [];
  headedTable(
    doc,
    accent,
    labelOf(dataForm, 'added_items'),
    ITEMS,
    ['item_type', 'description', 'identifier', 'sum_insured'].map((f) =>
      labelOf(contractItemRow, f),
    ),
    itemRows(added),
  );
  premiumTotals(doc, facts.policy, accent, 'Totales actuales de la póliza');
}

function draw(doc: Doc, facts: MovementFacts, accent: string) {
  endorsement(doc, facts, accent);
  const by = facts.brokerage.name;
  if (!facts.applied) {
    asked(doc, facts, accent);
    finePrint(
      doc,
      `Pedido de endoso registrado por ${by}. La póliza no cambia hasta que la compañía emita el endoso y se aplique su respuesta.`,
    );
    return;
  }
  if (facts.changes) changed(doc, facts, facts.changes, accent);
  else premiumTotals(doc, facts.policy, accent, 'Totales actuales de la póliza');
  const on = facts.movement.processed_at ? formatDate(String(facts.movement.processed_at)) : null;
  finePrint(
    doc,
    `Este endoso informa los cambios que ${by} registró en la póliza al aplicar la respuesta de la compañía${on ? ` el ${on}` : ''}. No reemplaza al endoso emitido por la compañía, cuyas condiciones rigen.`,
  );
}

const subject = (facts: MovementFacts) =>
  `${String(facts.movement.numeration ?? '')} de la póliza ${String(facts.policy.number)} (${facts.insurer})`;

export const endorsementDocument = defineDocument<MovementFacts>({
  kind: movementTexts.documentTitle,
  subject,
  draw,
});

export const endorsementRequestDocument = defineDocument<MovementFacts>({
  kind: movementTexts.requestTitle,
  subject,
  draw,
});

/** The endorsement (or its request) as PDF bytes, on the policy's organization's letterhead. */
export const movementPdf = (facts: MovementFacts) =>
  renderDocument(
    facts.applied ? endorsementDocument : endorsementRequestDocument,
    facts.brokerage,
    facts,
    facts.issuedOn,
  );
