/**
 * Issue 28 item 23: the proposal shows the chosen quote and the cheapest alternatives, and
 * accounts for the rest: how many priced quotes there were, the ones left out (cheapest first)
 * and the insurers that did not quote, one line per insurer and answer. Only the latest
 * request counts.
 */
import { describe, expect, it } from 'vitest';
import { quoteStatusId } from '../../domain/quoting/offers';
import { PROPOSAL_ALTERNATIVES, proposalOffersOf, selectionSentence } from './proposalQuotes';

const LATEST = '2026-11-20T12:00:00.000Z';
const EARLIER = '2026-11-01T12:00:00.000Z';

const priced = (n: number, extra: Record<string, unknown> = {}) => ({
  requested_at: LATEST,
  status: quoteStatusId('quoted'),
  company_name: `Compañía ${n}`,
  package_name: `Plan ${n}`,
  premium: 1000 + n * 100,
  net_premium: 800 + n * 80,
  coverages: [],
  ...extra,
});

describe('what a proposal shows of the quotes', () => {
  // 14 priced quotes, the chosen one the most expensive: 1 + 8 shown, 5 left out.
  const views = [
    ...Array.from({ length: 13 }, (_, i) => priced(i + 1)),
    priced(14, { chosen: true }),
    priced(15, { requested_at: EARLIER }),
    {
      requested_at: LATEST,
      status: quoteStatusId('has_not_cost'),
      company_name: 'Aseguradora Sur',
      package_name: 'Plan Total',
      message: 'La compañía no cotiza vehículos de más de 20 años.',
    },
    {
      requested_at: LATEST,
      status: quoteStatusId('has_not_cost'),
      company_name: 'Aseguradora Sur',
      package_name: 'Plan Básico',
      message: 'La compañía no cotiza vehículos de más de 20 años.',
    },
    {
      requested_at: LATEST,
      status: quoteStatusId('not_quoted'),
      company_name: 'Seguros del Norte',
      plan_name: 'Plan manual',
      message: null,
    },
  ];

  it('keeps the chosen quote and the cheapest alternatives, and counts the rest', () => {
    const offers = proposalOffersOf(views);
    expect(offers.quoted).toBe(14);
    expect(offers.quotes).toHaveLength(1 + PROPOSAL_ALTERNATIVES);
    expect(offers.quotes.filter((q) => q.chosen).map((q) => q.company)).toEqual(['Compañía 14']);
    expect(offers.leftOut.map((l) => l.company)).toEqual(
      [9, 10, 11, 12, 13].map((n) => `Compañía ${n}`),
    );
    expect(offers.leftOut[0]).toEqual({ company: 'Compañía 9', plan: 'Plan 9', premium: 1900 });
    expect(offers.quotes.length + offers.leftOut.length).toBe(offers.quoted);
    expect(selectionSentence(offers)).toBe(
      `Se incluyen la cotización elegida y las ${PROPOSAL_ALTERNATIVES} alternativas de menor premio de las 14 cotizadas.`,
    );
  });

  it('names the insurers that did not quote once per answer, in Spanish', () => {
    expect(proposalOffersOf(views).declined).toEqual([
      {
        company: 'Aseguradora Sur',
        plans: ['Plan Total', 'Plan Básico'],
        reason: 'La compañía no cotiza vehículos de más de 20 años.',
      },
      // No answer of its own: the status's label says why.
      { company: 'Seguros del Norte', plans: ['Plan manual'], reason: 'No cotizada' },
    ]);
  });

  it('says so when nothing is left out, or no quote was chosen', () => {
    const few = proposalOffersOf([priced(1), priced(2)]);
    expect(few.leftOut).toEqual([]);
    expect(selectionSentence(few)).toBe('Se incluyen las 2 cotizaciones con precio.');
    const unchosen = proposalOffersOf(Array.from({ length: 10 }, (_, i) => priced(i + 1)));
    expect(selectionSentence(unchosen)).toBe(
      `Se incluyen las ${PROPOSAL_ALTERNATIVES} alternativas de menor premio de las 10 cotizadas.`,
    );
    expect(proposalOffersOf([]).quotes).toEqual([]);
  });
});
