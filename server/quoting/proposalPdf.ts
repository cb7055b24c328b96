/**
 * The proposal a client receives (issue 13 section 4): an A4 PDF in Spanish with the brokerage,
 * the client, what is insured, the chosen quote first (when there is one) and the alternatives,
 * each with its insurer, plan and coverages, premium and instalments, deductible and validity.
 * The document and its Unicode fonts come from the documents engine (pdfDocument.ts).
 */
import { formatDate, formatMoney } from '../../domain/format';
import { isVehicleBranch } from '../../domain/quoting/branchRates';
import { quoteStatusId } from '../../domain/quoting/offers';
import { instalments } from '../../domain/quoting/tariff';
import { PDF_FONTS, renderPdf } from '../documents/pdfDocument';

type Row = Record<string, unknown>;

export interface ProposalQuote {
  company: string;
  plan: string;
  coverages: string[];
  premium: number;
  netPremium: number;
  quotas: number;
  quotaAmount: number;
  discount: number;
  franchise: number | null;
  hail: boolean;
  validTo: string | null;
  chosen: boolean;
}

export interface Proposal {
  brokerage: string;
  client: string;
  clientId: string | null;
  subject: string;
  /** Hail and franchise are told for vehicles only. */
  branchId: number;
  sumInsured: number | null;
  issuedOn: string;
  quotes: ProposalQuote[];
}

/** A proposal is read by a client: the chosen quote and at most this many alternatives. */
export const PROPOSAL_ALTERNATIVES = 8;

/**
 * The latest request's priced quotes (comparison views) as the PDF lists them: the chosen one
 * and the cheapest alternatives, cheapest first.
 */
export function proposalQuotesOf(views: readonly Row[]): ProposalQuote[] {
  const latest = views.reduce(
    (max, q) => (String(q.requested_at) > max ? String(q.requested_at) : max),
    '',
  );
  return views
    .filter((q) => q.requested_at === latest && q.status === quoteStatusId('quoted'))
    .sort((a, b) => Number(a.premium) - Number(b.premium))
    .filter(
      (q, i, all) =>
        q.chosen === true ||
        all.slice(0, i).filter((o) => o.chosen !== true).length < PROPOSAL_ALTERNATIVES,
    )
    .map((q) => ({
      company: String(q.company_name ?? ''),
      plan: String(q.package_name ?? ''),
      coverages: ((q.coverages as Row[]) ?? []).map((c) => `${String(c.code)} ${String(c.name)}`),
      premium: Number(q.premium),
      netPremium: Number(q.net_premium),
      quotas: Number(q.quota_quantity ?? 1),
      quotaAmount: Number(q.quota_amount ?? q.premium),
      discount: Number(q.discount ?? 0),
      franchise: q.franchise == null ? null : Number(q.franchise),
      hail: q.hail === true,
      validTo: typeof q.valid_to === 'string' ? q.valid_to : null,
      chosen: q.chosen === true,
    }));
}

const MARGIN = 48;
const INK = '#1f2937';
const MUTED = '#6b7280';
const ACCENT = '#1565c0';

function heading(doc: PDFKit.PDFDocument, text: string) {
  doc.moveDown(0.8).font(PDF_FONTS.bold).fontSize(12).fillColor(ACCENT).text(text);
  doc.moveDown(0.3).fillColor(INK);
}

function quoteBlock(doc: PDFKit.PDFDocument, quote: ProposalQuote, vehicle: boolean) {
  if (doc.y > doc.page.height - 150) doc.addPage();
  const top = doc.y;
  const width = doc.page.width - 2 * MARGIN;
  doc.font(PDF_FONTS.bold).fontSize(11).fillColor(INK);
  doc.text(`${quote.company} · ${quote.plan}`, MARGIN + 10, top + 8, { width: width - 170 });
  doc.text(formatMoney(quote.premium), MARGIN + width - 160, top + 8, {
    width: 150,
    align: 'right',
  });
  doc.font(PDF_FONTS.regular).fontSize(9).fillColor(MUTED);
  doc.text(
    `${instalments(quote.premium, quote.quotas, quote.quotaAmount)} · premio con impuestos`,
    MARGIN + width - 260,
    top + 24,
    { width: 250, align: 'right' },
  );
  doc
    .fillColor(INK)
    .fontSize(9.5)
    .text(quote.coverages.join(' · '), MARGIN + 10, top + 40, {
      width: width - 20,
    });
  const facts = [
    `Prima sin impuestos: ${formatMoney(quote.netPremium)}`,
    quote.discount > 0 ? `Descuento: ${quote.discount.toLocaleString('es-AR')} %` : null,
    vehicle
      ? `Franquicia: ${quote.franchise === null ? 'sin franquicia' : formatMoney(quote.franchise)}`
      : null,
    vehicle ? `Granizo: ${quote.hail ? 'cubierto' : 'no cubierto'}` : null,
    quote.validTo ? `Válida hasta el ${formatDate(quote.validTo)}` : null,
  ].filter(Boolean);
  doc.fillColor(MUTED).text(facts.join('   ·   '), MARGIN + 10, doc.y + 4, { width: width - 20 });
  const bottom = doc.y + 8;
  doc
    .lineWidth(quote.chosen ? 1.5 : 0.6)
    .strokeColor(quote.chosen ? ACCENT : '#d1d5db')
    .roundedRect(MARGIN, top, width, bottom - top, 6)
    .stroke();
  doc.fillColor(INK).text('', MARGIN, bottom + 8);
}

/** The proposal as PDF bytes. */
export function proposalPdf(proposal: Proposal): Promise<Buffer> {
  const info = { Title: `Propuesta de seguro: ${proposal.subject}`, Author: proposal.brokerage };
  return renderPdf({ size: 'A4', margin: MARGIN, info }, (doc) => drawProposal(doc, proposal));
}

function drawProposal(doc: PDFKit.PDFDocument, proposal: Proposal) {
  doc.font(PDF_FONTS.bold).fontSize(18).fillColor(ACCENT).text(proposal.brokerage);
  doc.font(PDF_FONTS.regular).fontSize(10).fillColor(MUTED);
  doc.text(`Propuesta de seguro · ${formatDate(proposal.issuedOn)}`);
  heading(doc, 'Para');
  doc.font(PDF_FONTS.regular).fontSize(10.5).text(proposal.client);
  if (proposal.clientId) doc.fillColor(MUTED).text(proposal.clientId).fillColor(INK);
  heading(doc, 'Qué se asegura');
  doc.font(PDF_FONTS.regular).fontSize(10.5).text(proposal.subject);
  if (proposal.sumInsured !== null) doc.text(`Suma asegurada: ${formatMoney(proposal.sumInsured)}`);

  const chosen = proposal.quotes.filter((q) => q.chosen);
  const others = proposal.quotes.filter((q) => !q.chosen);
  const vehicle = isVehicleBranch(proposal.branchId);
  if (chosen.length) {
    heading(doc, 'La cotización elegida');
    chosen.forEach((q) => quoteBlock(doc, q, vehicle));
  }
  if (others.length) {
    heading(doc, chosen.length ? 'Otras alternativas' : 'Alternativas cotizadas');
    others.forEach((q) => quoteBlock(doc, q, vehicle));
  }
  doc.moveDown(1).font(PDF_FONTS.regular).fontSize(8.5).fillColor(MUTED);
  doc.text(
    'Los premios incluyen impuestos y sellados según la provincia del riesgo. La cobertura queda sujeta a la aceptación de la compañía, a la inspección del bien cuando corresponda y a las condiciones de la póliza. Los valores se respetan hasta la fecha de validez de cada cotización.',
    { width: doc.page.width - 2 * MARGIN },
  );
}
