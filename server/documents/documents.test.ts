/**
 * The documents engine (issue 31): any declared document is printed on its organization's
 * letterhead, dated, with every page numbered, and a logo pdfkit cannot draw costs the logo,
 * not the document.
 */
import { describe, expect, it } from 'vitest';
import { defineDocument, renderDocument } from './documents';
import { heading } from './documentKit';
import type { Letterhead } from './letterhead';
import { pdfText } from './pdfTestKit';

const letterhead: Letterhead = {
  name: 'Seguros del Plata',
  legalName: 'Seguros del Plata Broker S.A.',
  cuit: '30-71234567-1',
  ssnRegistration: 1234,
  address: 'Av. Corrientes 1234, Ciudad Autónoma de Buenos Aires',
  logo: null,
  colour: '#2e7d32',
};

/** A document of `lines` lines under one heading: about 50 fit on a page. */
const listing = defineDocument<{ title: string; lines: number }>({
  kind: 'Listado de prueba',
  subject: (facts) => facts.title,
  draw: (doc, facts, accent) => {
    heading(doc, facts.title, accent);
    for (let n = 1; n <= facts.lines; n++) doc.text(`Renglón ${n}`);
  },
});

describe('documents', () => {
  it('prints the letterhead, the kind and date, the content, and numbers each page', async () => {
    const pdf = await renderDocument(
      listing,
      letterhead,
      { title: 'Cartera', lines: 80 },
      '2026-11-29',
    );
    const text = pdfText(pdf);
    for (const expected of [
      'Seguros del Plata',
      'Seguros del Plata Broker S.A.',
      'Matrícula SSN N° 1234 · CUIT 30-71234567-1',
      'Av. Corrientes 1234, Ciudad Autónoma de Buenos Aires',
      'Listado de prueba · 29/11/2026',
      'Renglón 80',
      'Seguros del Plata · Página 1 de 2',
      'Seguros del Plata · Página 2 de 2',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Página 3');
  });

  it('leaves out a logo pdfkit cannot draw, and still makes the document', async () => {
    const broken = { ...letterhead, logo: Buffer.from('\x89PNG\r\n\x1a\n not really') };
    const text = pdfText(
      await renderDocument(listing, broken, { title: 'Sin logo', lines: 1 }, '2026-11-29'),
    );
    expect(text).toContain('Seguros del Plata · Página 1 de 1');
    expect(text).toContain('Renglón 1');
  });
});
