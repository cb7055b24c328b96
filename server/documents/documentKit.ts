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

/** A column of a table: its share of the width, and how its cells align. */
export interface Column {
  share: number;
  align?: 'left' | 'right';
}

/** The gap between two columns, as a share of the width. */
const GAP = 0.02;

/** A table's header (bold, muted), a plain row, or a row that stands out (a total). */
export type RowStyle = 'header' | 'body' | 'strong';

/**
 * One row of a compact table of `columns`, as tall as its tallest cell. The shares and the gaps
 * between them add up to the whole width at most.
 */
export function gridRow(
  doc: Doc,
  columns: readonly Column[],
  cells: readonly string[],
  style: RowStyle = 'body',
) {
  const span = contentWidth(doc);
  let x = MARGIN;
  const placed = columns.map((column) => {
    const at = { x, width: span * column.share, align: column.align ?? ('left' as const) };
    x += span * (column.share + GAP);
    return at;
  });
  doc.font(style === 'body' ? PDF_FONTS.regular : PDF_FONTS.bold).fontSize(9);
  const height = Math.max(
    ...cells.map((cell, i) => doc.heightOfString(cell, { width: placed[i].width })),
  );
  keepRoom(doc, height + 4);
  const top = doc.y;
  cells.forEach((cell, i) => {
    const { x: left, ...options } = placed[i];
    doc.fillColor(style === 'header' ? MUTED : INK).text(cell, left, top, options);
  });
  doc.text('', MARGIN, top + height + 3);
}

/** A table under its heading, left out when it has no rows. */
export function headedTable(
  doc: Doc,
  accent: string,
  title: string,
  columns: readonly Column[],
  header: readonly string[],
  rows: readonly (readonly string[])[],
) {
  if (!rows.length) return;
  // A short table starts on the page that holds it whole, its heading with it.
  keepRoom(doc, 70 + 14 * Math.min(rows.length, 12));
  heading(doc, title, accent);
  gridRow(doc, columns, header, 'header');
  for (const row of rows) gridRow(doc, columns, row);
}

const THREE_COLUMNS: Column[] = [{ share: 0.34 }, { share: 0.42 }, { share: 0.2, align: 'right' }];

/** One row of a compact three-column table, as tall as its tallest cell (`bold`: the header). */
export const tableRow = (doc: Doc, cells: [string, string, string], bold = false) =>
  gridRow(doc, THREE_COLUMNS, cells, bold ? 'header' : 'body');

const FACT_COLUMNS: Column[] = [{ share: 0.3 }, { share: 0.68 }];

/** Facts as label and value, one a row, the label muted; a fact without a value is left out. */
export function factRows(doc: Doc, facts: readonly (readonly [string, string | null])[]) {
  for (const [label, value] of facts) {
    if (value === null || value === '') continue;
    const span = contentWidth(doc);
    doc.font(PDF_FONTS.regular).fontSize(10);
    const [labelAt, valueAt] = FACT_COLUMNS.map((c) => span * c.share);
    const height = Math.max(
      doc.heightOfString(label, { width: labelAt }),
      doc.heightOfString(value, { width: valueAt }),
    );
    keepRoom(doc, height + 4);
    const top = doc.y;
    doc.fillColor(MUTED).text(label, MARGIN, top, { width: labelAt });
    doc.fillColor(INK).text(value, MARGIN + span * (FACT_COLUMNS[0].share + GAP), top, {
      width: valueAt,
    });
    doc.text('', MARGIN, top + height + 2);
  }
}

/** The conditions a document ends with, small and muted. */
export function finePrint(doc: Doc, text: string) {
  doc.moveDown(1);
  keepRoom(doc, 40);
  doc.font(PDF_FONTS.regular).fontSize(8.5).fillColor(MUTED);
  doc.text(text, MARGIN, doc.y, { width: contentWidth(doc) });
}
