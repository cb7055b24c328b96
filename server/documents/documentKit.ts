/**
 * How the documents engine lays out a page (A4, 48-point margins): the letterhead, headings that
 * never end a page, compact tables, fine print. A document's own drawing (documents.ts `draw`)
 * uses these so every paper the brokerage sends looks alike.
 */
import { PDF_FONTS } from './pdfDocument';
import type { Letterhead } from './letterhead';

export type Doc = PDFKit.PDFDocument;

export const MARGIN = 48;
export const INK = '#1f2937';
export const MUTED = '#6b7280';
export const ACCENT = '#1565c0';
const LOGO = 64;

export const contentWidth = (doc: Doc) => doc.page.width - 2 * MARGIN;

/** Starts a new page when less than `room` points are left on this one. */
export function keepRoom(doc: Doc, room: number) {
  if (doc.y > doc.page.height - MARGIN - room) doc.addPage();
}

/** A section's heading, in the organization's colour, kept with what follows it. */
export function heading(doc: Doc, text: string, accent: string) {
  doc.moveDown(0.8);
  keepRoom(doc, 60);
  doc.font(PDF_FONTS.bold).fontSize(12).fillColor(accent).text(text, MARGIN);
  doc.moveDown(0.3).fillColor(INK);
}

/** The letterhead: the logo when there is one, the name and what registers the brokerage. */
export function drawLetterhead(doc: Doc, letterhead: Letterhead, accent: string) {
  const top = doc.y;
  let left = MARGIN;
  if (letterhead.logo) {
    doc.image(letterhead.logo, MARGIN, top, { fit: [LOGO, LOGO] });
    left = MARGIN + LOGO + 14;
  }
  const span = { width: doc.page.width - MARGIN - left };
  doc.font(PDF_FONTS.bold).fontSize(18).fillColor(accent).text(letterhead.name, left, top, span);
  doc.font(PDF_FONTS.regular).fontSize(9.5).fillColor(MUTED);
  if (letterhead.legalName) doc.text(letterhead.legalName, span);
  const registration = [
    letterhead.ssnRegistration === null ? null : `Matrícula SSN N° ${letterhead.ssnRegistration}`,
    letterhead.cuit ? `CUIT ${letterhead.cuit}` : null,
  ].filter(Boolean);
  if (registration.length) doc.text(registration.join(' · '), span);
  if (letterhead.address) doc.text(letterhead.address, span);
  const bottom = Math.max(doc.y, left === MARGIN ? doc.y : top + LOGO);
  doc.text('', MARGIN, bottom + 6);
}

/** One row of a compact three-column table, as tall as its tallest cell (`bold`: the header). */
export function tableRow(doc: Doc, cells: [string, string, string], bold = false) {
  const span = contentWidth(doc);
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

/** The conditions a document ends with, small and muted. */
export function finePrint(doc: Doc, text: string) {
  doc.moveDown(1);
  keepRoom(doc, 40);
  doc.font(PDF_FONTS.regular).fontSize(8.5).fillColor(MUTED);
  doc.text(text, MARGIN, doc.y, { width: contentWidth(doc) });
}
