import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { proposalPdf, type Proposal } from '../quoting/proposalPdf';
import { PDF_FONTS, renderPdf } from './pdfDocument';
import { embeddedFonts, pdfText } from './pdfTestKit';

const NAME = 'Dvořák Łukaszewicz';

const proposal: Proposal = {
  brokerage: {
    name: 'Broker Ñandú',
    legalName: null,
    cuit: null,
    ssnRegistration: null,
    address: null,
    logo: null,
    colour: null,
  },
  client: NAME,
  clientId: 'CUIT 20-13011530-7',
  clientAddress: null,
  subject: 'Škoda Octavia 2020 · Ğ',
  insured: [],
  branchId: 4,
  sumInsured: 1000,
  issuedOn: '2026-11-28',
  quotes: [
    {
      company: 'Zürich',
      plan: 'Plan Œ',
      coverages: ['C1 Responsabilidad civil'],
      premium: 100,
      netPremium: 80,
      quotas: 1,
      quotaAmount: 100,
      discount: 0,
      franchise: null,
      hail: false,
      validTo: '2026-12-13',
      chosen: true,
    },
  ],
  quoted: 1,
  leftOut: [],
  declined: [],
};

describe('PDF documents (issue 28 item 12)', () => {
  it('prints text outside WinAnsi in an embedded, subset Unicode font', async () => {
    const pdf = await renderPdf({ size: 'A4' }, (doc) => {
      doc.fontSize(12).text(NAME);
      doc.font(PDF_FONTS.bold).text('Ærøskøbing — “Ωμέγα” €');
    });
    const text = pdfText(pdf);
    expect(text).toContain(NAME);
    expect(text).toContain('Ærøskøbing — “Ωμέγα” €');
    const fonts = embeddedFonts(pdf);
    expect(fonts.map((f) => f.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual([
      'DejaVuSans',
      'DejaVuSans-Bold',
    ]);
    // The six-letter tag marks a subset: only the glyphs used travel with the document.
    for (const font of fonts) expect(font).toMatch(/^[A-Z]{6}\+/);
    expect(pdf.length).toBeLessThan(60_000);
    // No standard (WinAnsi) font is ever referenced.
    expect(pdf.toString('latin1')).not.toMatch(/Helvetica|WinAnsiEncoding/);
  });

  it('gives the proposal the same fonts: a client named Dvořák Łukaszewicz reads back whole', async () => {
    const pdf = await proposalPdf(proposal);
    const text = pdfText(pdf);
    for (const expected of [NAME, 'Broker Ñandú', 'Škoda Octavia 2020 · Ğ', 'Zürich · Plan Œ']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('\uFFFD');
    expect(embeddedFonts(pdf).every((f) => /^[A-Z]{6}\+DejaVuSans/.test(f))).toBe(true);
    expect(pdf.toString('latin1')).not.toMatch(/Helvetica|WinAnsiEncoding/);
  });

  it('is the only place that makes a pdfkit document', () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const sources = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sources(path);
        return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
      });
    const users = ['server', 'src', 'domain', 'fixtures', 'scripts']
      .flatMap((dir) => sources(join(root, dir)))
      .filter((path) =>
        /from 'pdfkit'|require\('pdfkit'\)|new PDFDocument\b/.test(readFileSync(path, 'utf8')),
      )
      .map((path) => relative(root, path));
    expect(users).toEqual(['server/documents/pdfDocument.ts']);
  });
});
