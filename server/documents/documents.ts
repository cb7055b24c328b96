/**
 * The documents engine (issue 31): a document a broker sends is declared once, with its title
 * and how its facts are drawn, and rendered here on the organization's letterhead (letterhead.ts)
 * in the product's Unicode fonts (pdfDocument.ts), with the date under the letterhead and each
 * page numbered. The proposal is one (server/quoting/proposalPdf.ts); the policy summary and
 * the certificate of coverage are two more (server/contracts/contractSummaryPdf.ts,
 * coverageCertificatePdf.ts).
 */
import { formatDate } from '../../domain/engine/format';
import { ACCENT, INK, MARGIN, MUTED, drawLetterhead, type Doc } from './documentKit';
import type { Letterhead } from './letterhead';
import { PDF_FONTS, renderPdf } from './pdfDocument';

export interface DocumentDefinition<F> {
  /** What it is, in Spanish, under the letterhead: "Propuesta de seguro". */
  kind: string;
  /** What it is about, for the PDF's title: "Propuesta de seguro: Toyota Corolla 2021". */
  subject: (facts: F) => string;
  /** Its content, below the letterhead and the date (`accent`: the organization's colour). */
  draw: (doc: Doc, facts: F, accent: string) => void;
}

export const defineDocument = <F>(definition: DocumentDefinition<F>) => definition;

/** "Página 2 de 3", at the foot of every page. */
function numberPages(doc: Doc, letterhead: Letterhead) {
  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page++) {
    doc.switchToPage(page);
    const bottom = doc.page.height - MARGIN / 2 - 8;
    // Below the bottom margin: pdfkit would start a page for text it thinks does not fit.
    doc.page.margins.bottom = 0;
    doc.font(PDF_FONTS.regular).fontSize(8).fillColor(MUTED);
    doc.text(`${letterhead.name} · Página ${page - start + 1} de ${count}`, MARGIN, bottom, {
      width: doc.page.width - 2 * MARGIN,
      align: 'right',
      lineBreak: false,
    });
  }
}

function draw<F>(
  doc: Doc,
  definition: DocumentDefinition<F>,
  letterhead: Letterhead,
  facts: F,
  on: string,
) {
  const accent = letterhead.colour ?? ACCENT;
  drawLetterhead(doc, letterhead, accent);
  doc.font(PDF_FONTS.regular).fontSize(10).fillColor(MUTED);
  doc.text(`${definition.kind} · ${formatDate(on)}`);
  doc.fillColor(INK);
  definition.draw(doc, facts, accent);
  numberPages(doc, letterhead);
}

/**
 * The document as PDF bytes, dated `on` (`YYYY-MM-DD`). A logo that passed its type check but
 * pdfkit cannot embed costs the logo, not the document.
 */
export async function renderDocument<F>(
  definition: DocumentDefinition<F>,
  letterhead: Letterhead,
  facts: F,
  on: string,
): Promise<Buffer> {
  const render = (paper: Letterhead) =>
    renderPdf(
      {
        size: 'A4',
        margin: MARGIN,
        bufferPages: true,
        info: { Title: `${definition.kind}: ${definition.subject(facts)}`, Author: paper.name },
      },
      (doc) => draw(doc, definition, paper, facts, on),
    );
  return render(letterhead).catch((error: unknown) => {
    if (!letterhead.logo) throw error;
    return render({ ...letterhead, logo: null });
  });
}
