/**
 * «Resumen de póliza» (issue 31), for every policy: the insurer, branch, numbers and validity,
 * the holder and the people in their roles, the insured items, the coverages, how the premium is
 * made and the quota plan with each quota's state. A document of the documents engine
 * (server/documents/documents.ts); its facts are read by contractDocumentFacts.ts. Every label is
 * the declaration's (domain/entities/contracts.ts, contractParts.ts).
 */
import { contractDocumentTitles } from '../../domain/contracts/contractDocuments';
import { formatDate, formatMoney } from '../../domain/engine/format';
import { contract } from '../../domain/entities/contracts';
import {
  contractCoverageRow,
  contractItemRow,
  contractPersonRow,
  contractQuota,
} from '../../domain/entities/contractParts';
import {
  factRows,
  finePrint,
  gridRow,
  headedTable as table,
  heading,
  INK,
  MUTED,
  type Column,
  type Doc,
} from '../documents/documentKit';
import { defineDocument, renderDocument } from '../documents/documents';
import { PDF_FONTS } from '../documents/pdfDocument';
import type { Row } from '../rest/store';
import type { PolicyFacts, PolicyQuota } from './contractDocumentFacts';

type ContractField = keyof typeof contract.fields;
const label = (field: ContractField) => contract.fields[field].label;
const labels = (entity: { fields: Record<string, { label: string }> }, names: string[]) =>
  names.map((name) => entity.fields[name].label);

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
const date = (value: unknown) => (value ? formatDate(String(value)) : null);
const money = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : formatMoney(Number(value));

/** «Póliza N° 123456 · Compañía · Ramo», the title of both documents. */
export function policyTitle(doc: Doc, facts: PolicyFacts) {
  doc.moveDown(0.6).font(PDF_FONTS.bold).fontSize(15).fillColor(INK);
  doc.text(`Póliza N° ${String(facts.policy.number)}`);
  doc.font(PDF_FONTS.regular).fontSize(10.5).fillColor(MUTED);
  doc.text([facts.insurer, facts.branch].filter(Boolean).join(' · '));
  doc.fillColor(INK);
}

const TOTALS: Column[] = [{ share: 0.6 }, { share: 0.38, align: 'right' }];

/** «Totales»: how the premium `p` is made (prima, recargos, impuestos) and the premio, bold. */
export function premiumTotals(doc: Doc, p: Row, accent: string, title?: string) {
  heading(
    doc,
    title ?? contract.panels.find((panel) => panel.tab === 'totals')?.label ?? 'Totales',
    accent,
  );
  for (const field of ['net_premium', 'surcharges', 'taxes'] as const)
    gridRow(doc, TOTALS, [label(field), money(p[field])]);
  gridRow(doc, TOTALS, [label('premium'), money(p.premium)], 'strong');
}

/** The quota plan, each quota with its due date, amount and state. */
export function quotaTable(doc: Doc, accent: string, quotas: PolicyQuota[], title?: string) {
  table(
    doc,
    accent,
    title ?? contractQuota.label.many,
    [{ share: 0.12 }, { share: 0.28 }, { share: 0.28, align: 'right' }, { share: 0.26 }],
    labels(contractQuota, ['number', 'due_date', 'amount', 'status']),
    quotas.map((q) => [String(q.number), formatDate(q.dueDate), money(q.amount), q.status]),
  );
}

function totals(doc: Doc, facts: PolicyFacts, accent: string) {
  const p = facts.policy;
  premiumTotals(doc, p, accent);
  doc.moveDown(0.3);
  factRows(doc, [
    [label('sum_insured'), p.sum_insured == null ? null : money(p.sum_insured)],
    [label('payment_type'), facts.payment],
    [label('quota_quantity'), text(p.quota_quantity)],
  ]);
}

function drawSummary(doc: Doc, facts: PolicyFacts, accent: string) {
  const p = facts.policy;
  policyTitle(doc, facts);
  heading(doc, contract.label.one, accent);
  factRows(doc, [
    [label('company_id'), facts.insurer],
    [label('branch_id'), facts.branch],
    [label('number'), text(p.number)],
    [label('internal_number'), text(p.internal_number)],
    [label('title'), text(p.title)],
    [label('validity_from'), date(p.validity_from)],
    [label('validity_to'), date(p.validity_to)],
    [label('issue_date'), date(p.issue_date)],
    [label('status'), facts.status],
    [label('holder_name'), text(p.holder_name)],
    [label('holder_document'), text(p.holder_document)],
  ]);
  table(
    doc,
    accent,
    contractPersonRow.label.many,
    [{ share: 0.2 }, { share: 0.38 }, { share: 0.2 }, { share: 0.16, align: 'right' }],
    labels(contractPersonRow, ['role', 'full_name', 'document', 'birthdate']),
    facts.people.map((x) => [x.role, x.name, x.document ?? '—', date(x.birthdate) ?? '—']),
  );
  table(
    doc,
    accent,
    contractItemRow.label.many,
    [{ share: 0.14 }, { share: 0.4 }, { share: 0.22 }, { share: 0.18, align: 'right' }],
    labels(contractItemRow, ['item_type', 'description', 'identifier', 'sum_insured']),
    facts.items.map((x) => [x.type, x.description, x.identifier ?? '—', money(x.sumInsured)]),
  );
  table(
    doc,
    accent,
    contractCoverageRow.label.many,
    [{ share: 0.52 }, { share: 0.22, align: 'right' }, { share: 0.22, align: 'right' }],
    labels(contractCoverageRow, ['coverage_id', 'sum_insured', 'franchise']),
    facts.coverages.map((x) => [x.name, money(x.sumInsured), money(x.franchise)]),
  );
  totals(doc, facts, accent);
  quotaTable(doc, accent, facts.quotas);
  finePrint(
    doc,
    `Este resumen informa los datos de la póliza tal como los registra ${facts.brokerage.name} al ${formatDate(facts.issuedOn)}, incluido el estado de cada cuota. No reemplaza a la póliza emitida por la compañía, cuyas condiciones rigen.`,
  );
}

export const policySummaryDocument = defineDocument<PolicyFacts>({
  kind: contractDocumentTitles.summary,
  subject: (facts) => `Póliza ${String(facts.policy.number)} (${facts.insurer})`,
  draw: drawSummary,
});

/** The summary as PDF bytes, on the policy's organization's letterhead. */
export const policySummaryPdf = (facts: PolicyFacts) =>
  renderDocument(policySummaryDocument, facts.brokerage, facts, facts.issuedOn);
