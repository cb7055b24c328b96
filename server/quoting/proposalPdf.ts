/**
 * The proposal a client receives (issue 13 section 4, issue 28 item 23): an A4 PDF in Spanish
 * with the brokerage that signs it (its logo, SSN registration, CUIT and address), the client,
 * what is insured, the chosen quote first (when there is one) and the cheapest alternatives,
 * each with its insurer, plan and coverages, premium and instalments, deductible and validity;
 * then the priced quotes left out and the insurers that did not quote, so the count is honest.
 * The document and its Unicode fonts come from the documents engine (pdfDocument.ts); what it
 * shows is gathered by proposalQuotes.ts and proposalFacts.ts.
 */
import { formatDate, formatMoney } from '../../domain/engine/format';
import { isVehicleBranch } from '../../domain/quoting/branchRates';
import { instalments } from '../../domain/quoting/tariff';
import { PDF_FONTS, renderPdf } from '../documents/pdfDocument';
import type { ProposalBrokerage } from './proposalFacts';
import {
  selectionSentence,
  type ProposalDeclined,
  type ProposalLine,
  type ProposalOffers,
  type ProposalQuote,
} from './proposalQuotes';

export type { ProposalBrokerage, ProposalQuote };
export { PROPOSAL_ALTERNATIVES, proposalQuotesOf } from './proposalQuotes';

export interface Proposal extends ProposalOffers {
  brokerage: ProposalBrokerage;
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

const MARGIN = 48;
const INK = '#1f2937';
const MUTED = '#6b7280';
const ACCENT = '#1565c0';
const LOGO = 64;

type Doc = PDFKit.PDFDocument;

const width = (doc: Doc) => doc.page.width - 2 * MARGIN;

/** Starts a new page when less than `room` points are left on this one. */
function keepRoom(doc: Doc, room: number) {
  if (doc.y > doc.page.height - MARGIN - room) doc.addPage();
}

function heading(doc: Doc, text: string, accent: string) {
  doc.moveDown(0.8);
  keepRoom(doc, 60);
  doc.font(PDF_FONTS.bold).fontSize(12).fillColor(accent).text(text, MARGIN);
  doc.moveDown(0.3).fillColor(INK);
}

/** The letterhead: the logo when there is one, the name and what registers the brokerage. */
function letterhead(doc: Doc, brokerage: ProposalBrokerage, accent: string) {
  const top = doc.y;
  let left = MARGIN;
  if (brokerage.logo) {
    try {
      doc.image(brokerage.logo, MARGIN, top, { fit: [LOGO, LOGO] });
      left = MARGIN + LOGO + 14;
    } catch {
      // A logo pdfkit cannot read is left out: the proposal is still made.
    }
  }
  const span = { width: doc.page.width - MARGIN - left };
  doc.font(PDF_FONTS.bold).fontSize(18).fillColor(accent).text(brokerage.name, left, top, span);
  doc.font(PDF_FONTS.regular).fontSize(9.5).fillColor(MUTED);
  if (brokerage.legalName) doc.text(brokerage.legalName, span);
  const registration = [
    brokerage.ssnRegistration === null ? null : `Matrícula SSN N° ${brokerage.ssnRegistration}`,
    brokerage.cuit ? `CUIT ${brokerage.cuit}` : null,
  ].filter(Boolean);
  if (registration.length) doc.text(registration.join(' · '), span);
  if (brokerage.address) doc.text(brokerage.address, span);
  const bottom = Math.max(doc.y, left === MARGIN ? doc.y : top + LOGO);
  doc.text('', MARGIN, bottom + 6);
}

function quoteBlock(doc: Doc, quote: ProposalQuote, vehicle: boolean, accent: string) {
  keepRoom(doc, 110);
  const top = doc.y;
  const span = width(doc);
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

/** One row of a compact table: each cell at its column, the row as tall as its tallest cell. */
function tableRow(doc: Doc, cells: [string, string, string], bold = false) {
  const span = width(doc);
  const columns = [
    { x: MARGIN, width: span * 0.34 },
    { x: MARGIN + span * 0.36, width: span * 0.42 },
    { x: MARGIN + span * 0.8, width: span * 0.2, align: 'right' as const },
  ];
  doc.font(bold ? PDF_FONTS.bold : PDF_FONTS.regular).fontSize(9);
  const height = Math.max(
    ...cells.map((cell, i) => doc.heightOfString(cell, { width: columns[i].width })),
  );
  keepRoom(doc, height + 4);
  const top = doc.y;
  cells.forEach((cell, i) => {
    const { x, ...options } = columns[i];
    doc.fillColor(bold ? MUTED : INK).text(cell, x, top, options);
  });
  doc.text('', MARGIN, top + height + 3);
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
        width: width(doc),
      });
    doc.font(PDF_FONTS.regular).fillColor(MUTED).text(d.reason);
    doc.moveDown(0.2);
  }
}

/** The proposal as PDF bytes. */
export function proposalPdf(proposal: Proposal): Promise<Buffer> {
  const info = {
    Title: `Propuesta de seguro: ${proposal.subject}`,
    Author: proposal.brokerage.name,
  };
  return renderPdf({ size: 'A4', margin: MARGIN, info }, (doc) => drawProposal(doc, proposal));
}

function drawProposal(doc: Doc, proposal: Proposal) {
  const accent = proposal.brokerage.colour ?? ACCENT;
  letterhead(doc, proposal.brokerage, accent);
  doc.font(PDF_FONTS.regular).fontSize(10).fillColor(MUTED);
  doc.text(`Propuesta de seguro · ${formatDate(proposal.issuedOn)}`);
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
  doc.moveDown(1);
  keepRoom(doc, 40);
  doc.font(PDF_FONTS.regular).fontSize(8.5).fillColor(MUTED);
  doc.text(
    'Los premios incluyen impuestos y sellados según la provincia del riesgo. La cobertura queda sujeta a la aceptación de la compañía, a la inspección del bien cuando corresponda y a las condiciones de la póliza. Los valores se respetan hasta la fecha de validez de cada cotización.',
    MARGIN,
    doc.y,
    { width: width(doc) },
  );
}
