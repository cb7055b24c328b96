/**
 * The printed endorsement (issue 32 section 2, spec 7), a document of the documents engine
 * (server/documents/documents.ts) on the policy's organization's letterhead: the policy (number,
 * insurer, branch), the endorsement (the brokerage's number and the insurer's, type and motive
 * by name, effective date), what it changed in the policy (movementChangesPdf.ts) and the
 * totals and quotas it left. One not applied yet prints as «Pedido de endoso»: what was asked,
 * and the policy's totals as they still are. Every label is a declaration's.
 */
import { isBlank } from '../../domain/engine/display';
import { formatDate } from '../../domain/engine/format';
import { contract } from '../../domain/entities/contracts';
import { contractMovement } from '../../domain/entities/contractMovements';
import type { ItemLine } from '../../domain/movements/movementChanges';
import { dataForm, expectedForm } from '../../domain/movements/movementForms';
import { movementName, movementTexts } from '../../domain/movements/movementTexts';
import { factRows, finePrint, heading, type Doc } from '../documents/documentKit';
import { defineDocument, renderDocument } from '../documents/documents';
import { policyTitle, premiumTotals } from '../contracts/contractSummaryPdf';
import { changed, itemTable, labelOf, shown } from './movementChangesPdf';
import type { MovementFacts } from './movementDocumentFacts';

const own = (field: keyof typeof contractMovement.fields) => contractMovement.fields[field].label;

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
  itemTable(doc, accent, labelOf(dataForm, 'added_items'), added);
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
