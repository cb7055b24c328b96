/**
 * The proposal a client receives (issue 13 section 4, issue 28 item 23): an A4 PDF in Spanish
 * with the brokerage that signs it (its logo, SSN registration, CUIT and address), the client,
 * what is insured, the chosen quote first (when there is one) and the cheapest alternatives,
 * each with its insurer, plan and coverages, premium and instalments, deductible and validity;
 * then the priced quotes left out and the insurers that did not quote, so the count is honest.
 * It is a document of the documents engine (server/documents/documents.ts: letterhead, date,
 * fonts, page numbers); what it shows is gathered by proposalQuotes.ts and proposalFacts.ts.
 */
import { formatDate, formatMoney } from '../../domain/engine/format';
import { isVehicleBranch } from '../../domain/quoting/branchRates';
import { instalments } from '../../domain/quoting/tariff';
import {
  MARGIN,
  MUTED,
  INK,
  contentWidth,
  finePrint,
  heading,
  keepRoom,
  tableRow,
  type Doc,
} from '../documents/documentKit';
import { defineDocument, renderDocument } from '../documents/documents';
import type { Letterhead } from '../documents/letterhead';
import { PDF_FONTS } from '../documents/pdfDocument';
import {
  selectionSentence,
  type ProposalDeclined,
  type ProposalLine,
  type ProposalOffers,
  type ProposalQuote,
} from './proposalQuotes';

export type { ProposalQuote };
export { PROPOSAL_ALTERNATIVES, proposalQuotesOf } from './proposalQuotes';

export interface Proposal extends ProposalOffers {
  /** Whose paper it is printed on: the opportunity's organization. */
  brokerage: Letterhead;
  client: string;
  clientId: string | null;
  /** Only for a reader who may open the client (proposalRoute.ts `proposalClient`). */
  clientAddress: string | null;
  subject: string;
  /** Lines about what is insured: a vehicle's plate, model and use; where the risk is. */
  insured: string[];
  /** Hail and franchise are told for vehicles only. */
  branchId: number;
  sumInsured: number | null;
  issuedOn: string;
}

function quoteBlock(doc: Doc, quote: ProposalQuote, vehicle: boolean, accent: string) {
  keepRoom(doc, 110);
  const top = doc.y;
  const span = contentWidth(doc);
  doc.font(PDF_FONTS.bold).fontSize(11).fillColor(INK);
  doc.text(`${quote.company} · ${quote.plan}`, MARGIN + 10, top + 8, { width: span - 170 });
  doc.text(formatMoney(quote.premium), MARGIN + span - 160, top + 8, {
    width: 150,
    align: 'right',
  });
  doc.font(PDF_FONTS.regular).fontSize(9).fillColor(MUTED);
  doc.text(
    `${instalments(quote.premium, quote.quotas, quote.quotaAmount)} · premio con impuestos`,
    MARGIN + span - 260,
    top + 24,
    { width: 250, align: 'right' },
  );
  doc
    .fillColor(INK)
    .fontSize(9.5)
    .text(quote.coverages.join(' · '), MARGIN + 10, top + 40, { width: span - 20 });
  const facts = [
    `Prima sin impuestos: ${formatMoney(quote.netPremium)}`,
    quote.discount > 0 ? `Descuento: ${quote.discount.toLocaleString('es-AR')} %` : null,
    vehicle
      ? `Franquicia: ${quote.franchise === null ? 'sin franquicia' : formatMoney(quote.franchise)}`
      : null,
    vehicle ? `Granizo: ${quote.hail ? 'cubierto' : 'no cubierto'}` : null,
    quote.validTo ? `Válida hasta el ${formatDate(quote.validTo)}` : null,
  ].filter(Boolean);
  doc.fillColor(MUTED).text(facts.join('   ·   '), MARGIN + 10, doc.y + 4, { width: span - 20 });
  const bottom = doc.y + 8;
  doc
    .lineWidth(quote.chosen ? 1.5 : 0.6)
    .strokeColor(quote.chosen ? accent : '#d1d5db')
    .roundedRect(MARGIN, top, span, bottom - top, 6)
    .stroke();
  doc.fillColor(INK).text('', MARGIN, bottom + 8);
}

function leftOutTable(doc: Doc, lines: ProposalLine[], accent: string) {
  heading(doc, 'Otras cotizaciones recibidas', accent);
  tableRow(doc, ['Compañía', 'Plan', 'Premio'], true);
  for (const line of lines) tableRow(doc, [line.company, line.plan, formatMoney(line.premium)]);
}

function declinedList(doc: Doc, declined: ProposalDeclined[], accent: string) {
  heading(doc, 'Compañías que no cotizaron', accent);
  for (const d of declined) {
    const plans = d.plans.length ? ` (${d.plans.join(', ')})` : '';
    keepRoom(doc, 24);
    doc
      .font(PDF_FONTS.bold)
      .fontSize(9)
      .fillColor(INK)
      .text(`${d.company}${plans}: `, MARGIN, doc.y, {
        continued: true,
        width: contentWidth(doc),
      });
    doc.font(PDF_FONTS.regular).fillColor(MUTED).text(d.reason);
    doc.moveDown(0.2);
  }
}

/** The proposal, drawn below the letterhead and its date by the documents engine. */
export const proposalDocument = defineDocument<Proposal>({
  kind: 'Propuesta de seguro',
  subject: (proposal) => proposal.subject,
  draw: drawProposal,
});

/** The proposal as PDF bytes. */
export const proposalPdf = (proposal: Proposal) =>
  renderDocument(proposalDocument, proposal.brokerage, proposal, proposal.issuedOn);

function drawProposal(doc: Doc, proposal: Proposal, accent: string) {
  heading(doc, 'Para', accent);
  doc.font(PDF_FONTS.regular).fontSize(10.5).text(proposal.client);
  doc.fillColor(MUTED);
  if (proposal.clientId) doc.text(proposal.clientId);
  if (proposal.clientAddress) doc.text(`Domicilio: ${proposal.clientAddress}`);
  heading(doc, 'Qué se asegura', accent);
  doc.font(PDF_FONTS.regular).fontSize(10.5).text(proposal.subject);
  for (const fact of proposal.insured) doc.text(fact);
  if (proposal.sumInsured !== null) doc.text(`Suma asegurada: ${formatMoney(proposal.sumInsured)}`);

  const chosen = proposal.quotes.filter((q) => q.chosen);
  const others = proposal.quotes.filter((q) => !q.chosen);
  const vehicle = isVehicleBranch(proposal.branchId);
  doc.moveDown(0.8).fontSize(9.5).fillColor(MUTED).text(selectionSentence(proposal));
  if (chosen.length) {
    heading(doc, 'La cotización elegida', accent);
    chosen.forEach((q) => quoteBlock(doc, q, vehicle, accent));
  }
  if (others.length) {
    heading(doc, chosen.length ? 'Otras alternativas' : 'Alternativas cotizadas', accent);
    others.forEach((q) => quoteBlock(doc, q, vehicle, accent));
  }
  if (proposal.leftOut.length) leftOutTable(doc, proposal.leftOut, accent);
  if (proposal.declined.length) declinedList(doc, proposal.declined, accent);
  finePrint(
    doc,
    'Los premios incluyen impuestos y sellados según la provincia del riesgo. La cobertura queda sujeta a la aceptación de la compañía, a la inspección del bien cuando corresponda y a las condiciones de la póliza. Los valores se respetan hasta la fecha de validez de cada cotización.',
  );
}
