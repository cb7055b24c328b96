/**
 * Each movement type's effect on a policy (issue 32 "unit tests for each movement type's
 * effect"), the prorating, and, for any premium and any plan, billing that adds up to the cent.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { optionByCode } from '../engine/defineEnum';
import { annulmentMotives, itemTypes } from '../enums/catalogues';
import { quotaStatuses } from '../enums/contracts';
import { contractStatus } from '../enums/statuses';
import { cents } from '../engine/money';
import { applyMovement, expectedQuotas, prorate, type PolicyState } from './movementEffects';
import {
  movementType,
  offeredMovementTypes,
  REQUESTABLE,
  requestProblems,
  type MovementCode,
} from './movementKinds';

const PENDING = optionByCode(quotaStatuses, 'pending').id;
const PAID = optionByCode(quotaStatuses, 'paid').id;
const ANNULLED = optionByCode(quotaStatuses, 'annulled').id;
const status = (code: string) => optionByCode(contractStatus, code).id;

function policy(): PolicyState {
  return {
    contract: {
      id: 'p1',
      number: '001-123',
      status: status('validity'),
      validity_from: '2026-01-01',
      validity_to: '2027-01-01',
      net_premium: 1000,
      surcharges: 100,
      taxes: 210,
      premium: 1310,
    },
    items: [
      { id: 1, item_type: 1, description: 'Ford Ka', identifier: 'AB 123 CD', sum_insured: 100 },
      {
        id: 2,
        item_type: 1,
        description: 'Fiat Cronos',
        identifier: 'AC-456-EF',
        sum_insured: 200,
      },
    ],
    quotas: [1, 2, 3, 4].map((n) => ({
      id: `q${n}`,
      number: n,
      due_date: `2026-0${n * 2}-10`,
      amount: 327.5,
      status: n === 1 ? PAID : PENDING,
    })),
    coverages: [],
  };
}

const apply = (
  code: MovementCode,
  extra: Partial<Record<'motive' | 'data' | 'totals' | 'quotas', Record<string, unknown>>> = {},
) =>
  applyMovement(policy(), {
    movement: { movement_type: movementType(code), effective_date: '2026-05-01', ...extra.motive },
    request: { data: extra.data ?? {} },
    response: {
      totals: { net_premium: 0, surcharges: 0, taxes: 0, premium_change: 0, ...extra.totals },
      quotas: { quota_quantity: 0, ...extra.quotas },
    },
  });

describe('each movement type on a policy', () => {
  it('annulment: annulled with its motive, the quotas from its date annulled, the paid kept', () => {
    const motive = optionByCode(annulmentMotives, 'falta_de_pago').id;
    const effect = apply('annulment', { motive: { annulment_motive: motive } });
    expect(effect.contract).toMatchObject({ status: status('anulled'), annul_reason: motive });
    expect(effect.annulQuotas).toEqual(['q3', 'q4']);
  });

  it('rehabilitation: in force again, the quotas annulled from its date pending again', () => {
    const state = policy();
    state.contract.status = status('anulled');
    state.quotas[3].status = ANNULLED;
    const effect = applyMovement(state, {
      movement: { movement_type: movementType('rehabilitation'), effective_date: '2026-05-01' },
      request: {},
      response: { totals: { premium_change: 0 }, quotas: { quota_quantity: 0 } },
    });
    expect(effect.contract).toMatchObject({ status: status('validity'), annul_reason: null });
    expect(effect.restoreQuotas).toEqual(['q4']);
  });

  it('cost change: the premium spread over the pending quotas, the totals added', () => {
    const effect = apply('cost_change', {
      totals: { net_premium: 100, surcharges: 0, taxes: 21, premium_change: 121 },
    });
    expect(effect.contract).toMatchObject({
      status: status('emitted_with_adjustment'),
      premium: 1431,
      net_premium: 1100,
      taxes: 231,
    });
    const added = effect.repriceQuotas.reduce((s, q) => s + Math.round(q.amount * 100), 0);
    expect(added).toBe(3 * 32750 + 12100);
    expect(effect.addQuotas).toEqual([]);
  });

  it('an endorsement with premium billed in new quotas after the last', () => {
    const effect = apply('new', {
      totals: { net_premium: 100, surcharges: 0, taxes: 0, premium_change: 100 },
      quotas: { quota_quantity: 3, first_due_date: '2026-06-15' },
    });
    expect(effect.addQuotas).toEqual([
      { number: 5, due_date: '2026-06-15', amount: 33.33 },
      { number: 6, due_date: '2026-07-15', amount: 33.33 },
      { number: 7, due_date: '2026-08-15', amount: 33.34 },
    ]);
    expect(effect.contract.status).toBe(status('emitted_with_endorsement'));
  });

  it('validity change, number change and an endorsement without premium change nothing else', () => {
    expect(
      apply('validity_change', { data: { validity_from: '2026-02-01', validity_to: '2027-02-01' } })
        .contract,
    ).toEqual({
      validity_from: '2026-02-01',
      validity_to: '2027-02-01',
    });
    expect(apply('change_contract_number', { data: { new_number: '001-999' } }).contract).toEqual({
      number: '001-999',
    });
    const none = apply('movement_no_prime');
    expect(none.contract).toEqual({});
    expect([none.annulQuotas, none.repriceQuotas, none.addQuotas, none.addItems]).toEqual([
      [],
      [],
      [],
      [],
    ]);
  });

  it('item change: excluded by plate however typed, added with their fields', () => {
    const added = {
      item_type: optionByCode(itemTypes, 'vehicle').id,
      description: 'VW Gol',
      identifier: 'AD 001 AA',
      sum_insured: 50,
    };
    const effect = apply('item_change', {
      data: { removed_identifiers: 'ac456ef, zz 000 zz', added_items: [added] },
    });
    expect(effect.removeItems).toEqual(['2']);
    expect(effect.addItems).toEqual([added]);
  });

  it('a refund larger than what is left to pay reprices nothing', () => {
    const effect = apply('coverage_change', { totals: { premium_change: -5000 } });
    expect(effect.repriceQuotas).toEqual([]);
    expect(effect.premiumAfter).toBe(1310 - 5000);
  });
});

describe('prorating and billing', () => {
  it('bills the days left of the policy', () => {
    expect(prorate(cents(365), '2026-07-02', '2026-01-01', '2027-01-01')).toBe(cents(183));
    expect(prorate(cents(100), '2027-01-01', '2026-01-01', '2027-01-01')).toBe(cents(0));
    expect(expectedQuotas(-10).quota_quantity).toBe(0);
    expect(expectedQuotas(10, new Date('2026-03-31T12:00:00Z'))).toEqual({
      quota_quantity: 1,
      first_due_date: '2026-04-30',
    });
  });

  it('adds up to the cent for any premium and any plan', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e9 }),
        fc.integer({ min: 0, max: 12 }),
        (change, count) => {
          const effect = apply('new', {
            totals: { premium_change: change / 100 },
            quotas: { quota_quantity: count, first_due_date: '2026-06-01' },
          });
          const billed = [
            ...effect.addQuotas.map((q) => q.amount),
            ...effect.repriceQuotas.map((q) => q.amount),
          ];
          const total = billed.reduce((s, a) => s + Math.round(a * 100), 0);
          const before = count === 0 ? 3 * 32750 : 0;
          expect(total).toBe(change + before);
        },
      ),
    );
  });
});

describe('what a policy can be asked', () => {
  const facts = { status: 'validity', validity_from: '2026-01-01', validity_to: '2027-01-01' };
  it('offers every requestable type with a Spanish name', () => {
    expect(REQUESTABLE.length).toBeGreaterThan(8);
  });
  it('refuses a rehabilitation in force, anything else once annulled, a date outside', () => {
    const motive = (code: MovementCode, date = '2026-06-01') => ({
      movement_type: movementType(code),
      effective_date: date,
    });
    expect(requestProblems(facts, motive('rehabilitation'), null).movement_type).toMatch(/vigente/);
    expect(
      requestProblems({ ...facts, status: 'anulled' }, motive('cost_change'), null).movement_type,
    ).toMatch(/rehabilitación/);
    expect(
      requestProblems(facts, motive('cost_change', '2027-02-01'), null).effective_date,
    ).toMatch(/01\/01\/2027/);
    expect(
      requestProblems(facts, motive('validity_change'), {
        validity_from: '2026-05-01',
        validity_to: '2026-04-01',
      }).validity_to,
    ).toBeTruthy();
    expect(requestProblems(facts, motive('item_change'), {}).added_items).toBeTruthy();
    expect(requestProblems(facts, motive('cost_change'), { description: 'Ajuste' })).toEqual({});
  });
  it('offers in the picker exactly the types the request rule lets the policy ask', () => {
    expect(offeredMovementTypes('anulled')).toEqual([movementType('rehabilitation')]);
    const inForce = offeredMovementTypes('validity');
    expect(inForce).not.toContain(movementType('rehabilitation'));
    expect(inForce).toContain(movementType('annulment'));
    expect(inForce).toHaveLength(REQUESTABLE.length - 1);
    for (const status of ['validity', 'anulled', 'expired'])
      for (const code of REQUESTABLE)
        expect(offeredMovementTypes(status).includes(movementType(code))).toBe(
          !requestProblems({ ...facts, status }, { movement_type: movementType(code) }, null)
            .movement_type,
        );
  });
});
