/**
 * Which endorsements are quoted again (the opportunity news flow's path), the risk the insurer
 * is asked about, an insurer's price in the policy's parts, and the prorating of the change:
 * for any premiums and any date, the parts add up to the difference to the cent.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { optionByCode } from '../engine/defineEnum';
import { add, cents } from '../engine/money';
import { annulmentMotives, modificationMotives } from '../enums/catalogues';
import { contractStatus } from '../enums/statuses';
import { newsFlow, newsSteps, opportunityNewsSteps } from './movementFlows';
import { applyMovement } from './movementEffects';
import {
  movementMessages,
  movementType,
  requestProblems,
  type MovementCode,
} from './movementKinds';
import {
  changedRisk,
  endorsedParts,
  matchesQuote,
  needsNewPrices,
  proratedChange,
  quoteBasis,
  quotedParts,
  remainingTerm,
  type SealedQuote,
} from './movementPricing';
import { quoteTotalsForm } from './quoteForm';
import { validateRecord } from '../engine/validate';

const motive = (code: MovementCode, reason?: string) => ({
  contract_id: 'p1',
  movement_type: movementType(code),
  effective_date: '2026-04-01',
  ...(reason ? { modification_motive: optionByCode(modificationMotives, reason).id } : {}),
});

const policy = {
  status: optionByCode(contractStatus, 'validity').id,
  validity_from: '2026-01-01',
  validity_to: '2027-01-01',
  sum_insured: 20_000_000,
  net_premium: 1000,
  surcharges: 100,
  taxes: 210,
  premium: 1310,
};

describe('which changes need new prices', () => {
  it.each([
    ['coverage_change', undefined, true],
    ['item_change', undefined, true],
    ['modifications', 'sa', true],
    ['modifications', 'item_include', true],
    ['modifications', 'location', true],
    ['modifications', 'coverage', true],
    ['modifications', 'cost_adjustment', false],
    ['modifications', 'payment_method', false],
    ['modifications', undefined, false],
    ['cost_change', undefined, false],
    ['validity_change', undefined, false],
    ['change_contract_number', undefined, false],
  ] as const)('%s · %s → %s', (code, reason, quoted) => {
    expect(needsNewPrices(motive(code, reason))).toBe(quoted);
    // The wizard's path follows: quoted, the opportunity news flow's five steps.
    const steps = newsFlow.stepsFor(1, { motive: motive(code, reason) });
    expect(steps).toBe(quoted ? opportunityNewsSteps : newsSteps);
  });

  it('an annulment never, whatever its motive; no type chosen yet, the news flow', () => {
    const annulment = {
      ...motive('annulment'),
      annulment_motive: optionByCode(annulmentMotives, 'venta').id,
    };
    expect(needsNewPrices(annulment)).toBe(false);
    expect(needsNewPrices({})).toBe(false);
    expect(newsFlow.stepsFor(1).map((s) => s.name)).toEqual(['motive', 'data', 'totals', 'detail']);
    expect(opportunityNewsSteps.map((s) => s.name)).toEqual([
      'motive',
      'data',
      'totals',
      'quotas',
      'detail',
    ]);
    // Shared, not copied: the same motive, data and detail steps.
    expect(opportunityNewsSteps[0]).toBe(newsSteps[0]);
    expect(opportunityNewsSteps[1]).toBe(newsSteps[1]);
    expect(opportunityNewsSteps[4]).toBe(newsSteps[3]);
  });

  it('asks what the insurer needs to price the change, each in Spanish', () => {
    const facts = { status: 'validity', validity_from: '2026-01-01', validity_to: '2027-01-01' };
    expect(requestProblems(facts, motive('modifications', 'sa'), {})).toMatchObject({
      new_sum_insured: movementMessages.sumRequired,
    });
    expect(requestProblems(facts, motive('coverage_change'), {})).toMatchObject({
      new_coverage_id: movementMessages.coverageRequired,
    });
    expect(requestProblems(facts, motive('modifications', 'location'), {})).toMatchObject({
      new_state_id: movementMessages.stateRequired,
    });
    expect(requestProblems(facts, motive('modifications', 'item_exclusion'), {})).toMatchObject({
      removed_identifiers: movementMessages.removedRequired,
    });
    expect(
      requestProblems(facts, motive('modifications', 'sa'), { new_sum_insured: 25_000_000 }),
    ).toEqual({});
  });
});

describe('the risk the insurer is asked about', () => {
  const items = [
    { id: 1, identifier: 'AB 123 CD', sum_insured: 12_000_000 },
    { id: 2, identifier: 'AC-456-EF', sum_insured: 8_000_000 },
  ];

  it('the sum told, else the items added and excluded (by plate however written)', () => {
    expect(changedRisk(policy, items, { new_sum_insured: 32_000_000 }).sumInsured).toBe(32_000_000);
    const swapped = changedRisk(policy, items, {
      added_items: [{ identifier: 'AD 789 GH', sum_insured: 15_500_000.5 }],
      removed_identifiers: 'ab123cd',
    });
    expect(swapped).toEqual({ sumInsured: 23_500_000.5, coverageId: null, stateId: null });
    expect(
      changedRisk(policy, items, { removed_identifiers: 'AB-123-CD, AC 456 EF' }),
    ).toMatchObject({ sumInsured: 0 });
    expect(changedRisk(policy, items, { new_coverage_id: 8, new_state_id: '2' })).toEqual({
      sumInsured: 20_000_000,
      coverageId: 8,
      stateId: 2,
    });
  });
});

describe("an insurer's price and its difference for the rest of the term", () => {
  it('puts the price in the policy parts: surcharges and taxes as the policy holds them', () => {
    expect(quotedParts({ premium: 1620.01, netPremium: 1300 }, policy)).toEqual({
      premium: 1620.01,
      net_premium: 1300,
      surcharges: 103.23,
      taxes: 216.78,
    });
    const bare = { ...policy, surcharges: 0, taxes: 0 };
    expect(quotedParts({ premium: 1210, netPremium: 1000 }, bare)).toMatchObject({
      surcharges: 0,
      taxes: 210,
    });
  });

  it('keeps the policy’s own premium, moved by what the insurer’s price moves', () => {
    const before = { premium: 1200, net_premium: 1000, surcharges: 0, taxes: 200 };
    const after = { premium: 1500, net_premium: 1250, surcharges: 0, taxes: 250 };
    // What the policy was sold at stays; the change adds its 300.
    expect(endorsedParts(policy, before, after)).toEqual({
      premium: 1610,
      net_premium: 1250,
      surcharges: 100,
      taxes: 260,
    });
    // A change cheaper than the policy: never below zero, the parts still adding up.
    const nothing = { premium: 0, net_premium: 0, surcharges: 0, taxes: 0 };
    expect(endorsedParts(policy, { ...before, premium: 5000, net_premium: 4000 }, nothing)).toEqual(
      { premium: 0, net_premium: 0, surcharges: 0, taxes: 0 },
    );
    expect(endorsedParts(policy, { ...before, premium: 1250 }, { ...nothing, premium: 0 })).toEqual(
      {
        premium: 60,
        net_premium: 0,
        surcharges: 60,
        taxes: 0,
      },
    );
  });

  it('prorates each part by the days left, the parts adding up to the change', () => {
    // 1 April 2026 to 1 January 2027: 275 of 365 days.
    expect(remainingTerm('2026-04-01', '2026-01-01', '2027-01-01')).toEqual({
      left: 275,
      total: 365,
    });
    const after = { premium: 1675, net_premium: 1300, surcharges: 100, taxes: 275 };
    const change = proratedChange(policy, after, '2026-04-01');
    // (1675 − 1310) × 275 / 365 = 275,00
    expect(change).toEqual({
      premium_change: 275,
      net_premium: 226.03,
      surcharges: 0,
      taxes: 48.97,
    });
    // A cheaper policy: a refund; on the last day, nothing.
    expect(proratedChange(policy, { ...after, premium: 1000 }, '2026-04-01').premium_change).toBe(
      -233.56,
    );
    expect(proratedChange(policy, after, '2027-01-01').premium_change).toBe(0);
  });

  it('adds up to the cent for any prices and any day of the term', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 20_000_000 }),
        fc.integer({ min: 0, max: 365 }),
        (net, surcharges, taxes, day) => {
          const after = {
            net_premium: net / 100,
            surcharges: surcharges / 100,
            taxes: taxes / 100,
            premium: (net + surcharges + taxes) / 100,
          };
          const effective = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
          const change = proratedChange(policy, after, effective);
          const parts = add(
            cents(change.net_premium),
            cents(change.surcharges),
            cents(change.taxes),
          );
          expect(parts).toBe(cents(change.premium_change));
        },
      ),
    );
  });
});

describe('the quote the totals step carries', () => {
  const data = { new_sum_insured: 32_000_000, description: 'Más suma' };
  const sealed: SealedQuote = {
    basis: quoteBasis('m1', motive('modifications', 'sa'), data),
    company_id: 3,
    package_name: 'Auto Plus',
    quote_reference: 'COT-3-1',
    premium: 1675,
    net_premium: 1300,
    surcharges: 100,
    taxes: 275,
    valid_to: '2026-04-15',
  };

  it('is of the data it priced: another sum, date or draft is another basis', () => {
    const basis = (d: Record<string, unknown>, m = motive('modifications', 'sa'), id = 'm1') =>
      quoteBasis(id, m, d);
    expect(basis({ ...data, description: 'Otra cosa' })).toBe(sealed.basis);
    expect(basis({ ...data, new_sum_insured: 33_000_000 })).not.toBe(sealed.basis);
    expect(
      basis(data, { ...motive('modifications', 'sa'), effective_date: '2026-05-01' }),
    ).not.toBe(sealed.basis);
    expect(basis(data, undefined, 'm2')).not.toBe(sealed.basis);
  });

  it('matches only the values it sealed', () => {
    const values = { ...sealed, pricing: 1, premium_change: 275 };
    expect(matchesQuote(sealed, values)).toBe(true);
    expect(matchesQuote(sealed, { ...values, premium: 1500 })).toBe(false);
    expect(matchesQuote(sealed, { ...values, company_id: 4 })).toBe(false);
  });

  it('refuses totals that do not add up, and an insurer quote without its seal', () => {
    const typed = {
      pricing: 1,
      premium: 1675,
      net_premium: 1300,
      surcharges: 100,
      taxes: 200,
      premium_change: 275,
    };
    const { errors } = validateRecord(quoteTotalsForm, typed);
    expect(errors.premium?.[0]).toMatch(/tienen que sumar el premio nuevo \(1600,00\)/);
    expect(errors.pricing?.[0]).toMatch(/Todavía no hay una cotización/);
    const manual = validateRecord(quoteTotalsForm, { ...typed, pricing: 2, taxes: 275 });
    expect(manual.errors).toEqual({});
  });
});

describe('a modification applied', () => {
  const state = {
    contract: { ...policy, id: 'p1' },
    items: [{ id: 1, identifier: 'AB 123 CD', sum_insured: 12_000_000 }],
    quotas: [],
    coverages: [],
  };
  const applied = (reason: string, data: Record<string, unknown>) =>
    applyMovement(state, {
      movement: { ...motive('modifications', reason) },
      request: { data },
      response: { totals: { premium_change: 0 }, quotas: { quota_quantity: 0 } },
    });

  it('changes the sum insured it told, and the items of an item motive only', () => {
    expect(applied('sa', { new_sum_insured: 32_000_000 }).contract).toMatchObject({
      sum_insured: 32_000_000,
    });
    const items = { added_items: [{ description: 'Moto', identifier: 'A123BCD' }] };
    expect(applied('item_include', items).addItems).toHaveLength(1);
    // Typed while the motive was another: not what this modification asks, not applied.
    expect(applied('cost_adjustment', { ...items, new_sum_insured: 1 })).toMatchObject({
      addItems: [],
      contract: {},
    });
  });
});
