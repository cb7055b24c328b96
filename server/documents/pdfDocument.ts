/**
 * The one place a PDF document is made (issue 28 item 12). pdfkit's standard fonts speak WinAnsi
 * only, so "Dvořák Łukaszewicz" printed garbled. Every document embeds DejaVu Sans instead: pdfkit
 * subsets it to the glyphs used and writes a ToUnicode map, so the text also copies and searches.
 * No other file imports pdfkit (pdfDocument.test.ts checks it).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type PDFDocumentModule from 'pdfkit';

/** The names a document draws with: `doc.font(PDF_FONTS.bold)`. */
export const PDF_FONTS = {
  regular: 'regular',
  bold: 'bold',
  italic: 'italic',
  boldItalic: 'boldItalic',
} as const;

const FONT_FILES: Record<keyof typeof PDF_FONTS, string> = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  italic: 'DejaVuSans-Oblique.ttf',
  boldItalic: 'DejaVuSans-BoldOblique.ttf',
};

/** pdfkit, imported on the first document: it held ~25 MB from boot (server/files/lazyLibraries.ts). */
let pdfkit: Promise<typeof PDFDocumentModule> | undefined;
const loadPdfkit = () => (pdfkit ??= import('pdfkit').then((module) => module.default));

let fonts: Record<keyof typeof PDF_FONTS, Buffer> | undefined;

/** The font files, read once per process (each is ~700 KB; a document embeds only a subset). */
function fontBytes() {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    const folder = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
    fonts = Object.fromEntries(
      Object.entries(FONT_FILES).map(([name, file]) => [name, readFileSync(join(folder, file))]),
    ) as Record<keyof typeof PDF_FONTS, Buffer>;
  }
  return fonts;
}

export type PdfOptions = Omit<PDFKit.PDFDocumentOptions, 'font'>;

/** A pdfkit document with the Unicode fonts registered and the regular one selected. */
export async function createPdfDocument(options: PdfOptions = {}): Promise<PDFKit.PDFDocument> {
  const PDFDocument = await loadPdfkit();
  const bytes = fontBytes();
  // `font` replaces pdfkit's default Helvetica, so no WinAnsi font is ever selected.
  const doc = new PDFDocument({ ...options, font: bytes.regular as unknown as string });
  for (const name of Object.keys(PDF_FONTS) as (keyof typeof PDF_FONTS)[]) {
    doc.registerFont(PDF_FONTS[name], bytes[name]);
  }
  return doc.font(PDF_FONTS.regular);
}

/** Draws a document and resolves with its bytes once pdfkit has written them all. */
export async function renderPdf(
  options: PdfOptions,
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  const doc = await createPdfDocument(options);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}
