import { describe, expect, it } from 'vitest';
import { quoteRequestOf } from './offers';
import type { InsurerQuoteRequest } from './quoteRequest';
import {
  ageFactor,
  coverageLevel,
  instalments,
  strongestCode,
  strongestLetter,
  tariff,
  taxShare,
  zoneFactor,
  withExtraDiscount,
} from './tariff';
import {
  simulatedAnswer,
  simulatedInsurer,
  simulatedInsurers,
  simulatedLatency,
} from './simulatedInsurers';

const taxes = {
  vat: 21,
  ssn: 0.6,
  stampCaba: 1,
  stampBuenosAires: 1.2,
  stampOther: 1,
  roadSafety: 1,
};

const request = (more: Partial<InsurerQuoteRequest> = {}): InsurerQuoteRequest => ({
  opportunityId: '7d0c8a52-3c1e-4a43-9a8e-1f0b9c2d4e11',
  branchId: 1,
  sumInsured: 25_000_000,
  province: 'C',
  holderAge: 40,
  vehicleYear: 2022,
  zeroKm: false,
  insuredCount: null,
  subject: 'Toyota Corolla 2.0 XEI CVT 2022',
  today: '2026-11-27',
  taxes,
  validityDays: 15,
  companyId: 3,
  package: {
    id: 2,
    name: 'Auto Plus',
    insurerCode: 'SC-PL',
    coverageIds: [4, 5],
    coverageCodes: ['C1', 'C+'],
    coverages: [
      { id: 4, code: 'C1', name: 'Terceros completos con granizo' },
      { id: 5, code: 'C+', name: 'Terceros completos premium' },
    ],
    hail: true,
    deductible: 1,
  },
  discount: 0,
  ...more,
});

describe('the simulated tariff', () => {
  it('prices by the strongest coverage, with taxes and instalments to the cent', () => {
    expect(strongestLetter(['A', 'C+', 'B1'])).toBe('C');
    expect(strongestLetter(['D1', 'C'])).toBe('D');
    expect(strongestCode(['C1', 'C+', 'A'])).toBe('C+');
    expect(strongestCode(['C', 'C1'])).toBe('C1');
    const plain = request({ vehicleYear: null });
    const priced = tariff(
      { ...plain, package: { ...plain.package, coverageCodes: ['A', 'C'] } },
      1,
    );
    // 2.8 % a year of 25 M for six months, in CABA (×1.25), taxes 23.6 %.
    expect(priced.netPremium).toBe(437_500);
    expect(priced.premium).toBe(Math.round(437_500 * 1.236 * 100) / 100);
    // "C+" adds the insurer's extras: 10 % over plain C.
    expect(tariff(plain, 1).netPremium).toBe(481_250);
    expect(priced.quotaQuantity).toBe(6);
    const rest = Math.round((priced.premium - priced.quotaAmount * 6) * 100);
    expect(rest).toBeGreaterThanOrEqual(0);
    expect(rest).toBeLessThan(6);
    expect(priced.franchise).toBeNull();
    // Shown as paid: the last instalment takes the odd cents, as the contract's plan does.
    expect(instalments(100.05, 6, 16.67)).toBe('5 × $ 16,67 + 1 × $ 16,70');
    expect(instalments(100.02, 6, 16.67)).toBe('6 × $ 16,67');
  });

  it('weighs zone, age, vehicle age and discounts; todo riesgo carries a deductible', () => {
    const base = tariff(request(), 1).netPremium;
    expect(tariff(request({ province: 'Q' }), 1).netPremium).toBeLessThan(base);
    expect(tariff(request({ holderAge: 21 }), 1).netPremium).toBeGreaterThan(base);
    expect(tariff(request({ vehicleYear: 2010 }), 1).netPremium).toBeLessThan(base);
    expect(tariff(request({ discount: 15 }), 1).netPremium).toBeCloseTo(base * 0.85, 1);
    const allRisk = request({ package: { ...request().package, coverageCodes: ['D'] } });
    expect(tariff(allRisk, 1).franchise).toBe(500_000);
    expect(zoneFactor(null)).toBe(0.95);
    expect(ageFactor(null)).toBe(1);
    expect(taxShare(taxes, 'B')).toBeCloseTo(0.238, 6);
    // An admin's odd code never reaches the object's prototype.
    expect(strongestCode(['Cconstructor', 'C'])).toMatch(/^C/);
  });

  it('answers the same for the same request, and each habit as declared', () => {
    expect(simulatedInsurers.map((i) => i.companyId)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 21, 101, 145, 163, 171, 172,
    ]);
    const sancor = simulatedInsurer(3);
    expect(simulatedAnswer(sancor, request())).toEqual(simulatedAnswer(sancor, request()));
    const latency = simulatedLatency(sancor, request());
    expect(latency).toBeGreaterThanOrEqual(200);
    expect(latency).toBeLessThanOrEqual(800);
    const zurich = simulatedInsurer(6);
    expect(simulatedAnswer(zurich, request({ sumInsured: 70_000_000 })).outcome).toBe(
      'pending_technical',
    );
    const rioUruguay = simulatedInsurer(11);
    const old = simulatedAnswer(rioUruguay, request({ vehicleYear: 2005 }));
    expect(old).toMatchObject({ outcome: 'has_not_cost' });
    const answer = simulatedAnswer(sancor, request());
    expect(answer).toMatchObject({
      outcome: 'quoted',
      validFrom: '2026-11-27',
      validTo: '2026-12-12',
    });
    expect(simulatedInsurer(999)).toMatchObject({ companyId: 999, level: 1 });
  });
});

describe('the tariff of home, business, personal accidents and ART', () => {
  const plan = (...codes: string[]) => ({
    ...request().package,
    coverageCodes: codes,
    coverages: codes.map((code, i) => ({ id: i + 1, code, name: code })),
  });
  const HOME = 4;
  const PERSONAL_ACCIDENTS = 17;
  const ART = 2;

  it('prices a home a year by its strongest coverage, in twelve instalments, zone weighing', () => {
    const home = request({ branchId: HOME, sumInsured: 50_000_000, vehicleYear: null });
    const combined = tariff({ ...home, package: plan('INC', 'CF') }, 1);
    // 0,22 % a year of 50 M in CABA (×1,25): 137.500, without a franchise.
    expect(combined.netPremium).toBe(137_500);
    expect(combined.quotaQuantity).toBe(12);
    expect(combined.franchise).toBeNull();
    expect(combined.level).toBe('CF');
    expect(Math.round((combined.premium - combined.quotaAmount * 12) * 100)).toBeLessThan(12);
    const full = tariff({ ...home, package: plan('HI') }, 1);
    expect(full.netPremium).toBeGreaterThan(combined.netPremium);
    const inland = tariff({ ...home, province: 'Q', package: plan('INC', 'CF') }, 1);
    expect(inland.netPremium).toBeLessThan(combined.netPremium);
    // A small home pays the branch's least; the holder's age does not weigh on a home.
    const small = request({ branchId: HOME, sumInsured: 1_000_000, package: plan('INC') });
    expect(tariff(small, 1).netPremium).toBe(75_000);
    expect(tariff({ ...small, holderAge: 21 }, 1).netPremium).toBe(75_000);
    // A code the tariff does not know prices as the branch's middle coverage.
    expect(tariff({ ...home, package: plan('XYZ') }, 1).netPremium).toBe(137_500);
    expect(coverageLevel(HOME, ['HI', 'CF'])).toBe('HI');
    // An unknown code groups with the coverage it is priced as, whatever the plan's order.
    expect(coverageLevel(HOME, ['XYZ', 'INC'])).toBe('CF');
    expect(coverageLevel(HOME, ['INC', 'XYZ'])).toBe('CF');
    expect(coverageLevel(1, ['A', 'C+', 'B1'])).toBe('C');
  });

  it('adds the single covers a home plan includes, each at its rate on its own sum', () => {
    const home = request({ branchId: HOME, sumInsured: 50_000_000, vehicleYear: null });
    const coverSums = {
      theft_sum: 2_000_000,
      glass_sum: 500_000,
      liability_sum: 10_000_000,
      electronics_sum: 1_000_000,
    };
    const priced = (codes: string[], sums?: Record<string, number>) =>
      tariff({ ...home, coverSums: sums, package: plan(...codes) }, 1).netPremium;
    // Combinado familiar: theft 1,5 %, glass 1 % and liability 0,2 % a year, over the 110.000
    // of the building and contents; electronics is not in it. In CABA (×1,25).
    expect(priced(['CF'], coverSums)).toBe((110_000 + 30_000 + 5_000 + 20_000) * 1.25);
    expect(priced(['CF'], coverSums)).toBeGreaterThan(priced(['CF']));
    expect(priced(['CF'], { electronics_sum: 1_000_000 })).toBe(priced(['CF']));
    // Hogar integral adds electronics at 2 %; a fire-only plan none of them.
    expect(priced(['HI'], { electronics_sum: 1_000_000 }) - priced(['HI'])).toBe(20_000 * 1.25);
    expect(priced(['INC'], coverSums)).toBe(priced(['INC']));
    // The covers count toward the branch's least: under it, the least is paid.
    const small = { ...home, sumInsured: 1_000_000, package: plan('CF') };
    expect(tariff(small, 1).netPremium).toBe(75_000);
    const fewCovers = { theft_sum: 1_000_000, glass_sum: 3_000_000, liability_sum: 10_000_000 };
    // 2.200 + 15.000 + 30.000 + 20.000 a year: over the least of 60.000.
    expect(tariff({ ...small, coverSums: fewCovers }, 1).netPremium).toBe(67_200 * 1.25);
  });

  it('prices personal accidents per insured person and ART on the payroll and the workers', () => {
    const one = request({
      branchId: PERSONAL_ACCIDENTS,
      sumInsured: 30_000_000,
      package: plan('MI'),
      insuredCount: null,
    });
    // 0,12 % a year of 30 M per person, the zone left aside.
    expect(tariff(one, 1).netPremium).toBe(36_000);
    expect(tariff({ ...one, insuredCount: 3 }, 1).netPremium).toBe(108_000);
    expect(tariff({ ...one, province: 'Q' }, 1).netPremium).toBe(36_000);
    const art = request({
      branchId: ART,
      sumInsured: 10_000_000,
      insuredCount: 10,
      package: plan('LRT'),
      taxes: { ...taxes, vat: 0, roadSafety: 0 },
    });
    // 3,2 % of the monthly payroll and 1.300 a worker, twelve months.
    expect(tariff(art, 1).netPremium).toBe(12 * (320_000 + 13_000));
    expect(tariff({ ...art, insuredCount: 20 }, 1).netPremium).toBe(12 * (320_000 + 26_000));
  });

  it('counts the insured people or the declared workers from the object step', () => {
    const requestWith = (branchId: number, object: Record<string, unknown>) =>
      quoteRequestOf({
        opportunity: { id: 'o-1', branch_id: branchId, sum_insured: 1 },
        steps: { object },
        birthdate: null,
        stateCode: 'AR-C',
        setting: () => undefined,
        today: '2026-11-27',
      }).insuredCount;
    expect(requestWith(PERSONAL_ACCIDENTS, { people: [{}, {}, {}] })).toBe(3);
    expect(requestWith(PERSONAL_ACCIDENTS, { people: [] })).toBeNull();
    expect(requestWith(ART, { headcount: 45 })).toBe(45);
    expect(requestWith(HOME, { building_sum: 1 })).toBeNull();
  });

  it('reads the home’s single covers from the object step, the blank ones left out', () => {
    const sums = quoteRequestOf({
      opportunity: { id: 'o-1', branch_id: HOME, sum_insured: 1 },
      steps: {
        object: { building_sum: 1, theft_sum: 300_000, glass_sum: null, liability_sum: '' },
      },
      birthdate: null,
      stateCode: 'AR-C',
      setting: () => undefined,
      today: '2026-11-27',
    }).coverSums;
    expect(sums).toEqual({ theft_sum: 300_000 });
  });
});

describe('an extra discount on a quote', () => {
  it('takes it off the net premium to the cent, keeps the taxes share, and instalments add up', () => {
    const discounted = withExtraDiscount(
      { net_premium: 99_672.06, premium: 123_394.01, quota_quantity: 6, discount: 8 },
      15.5,
    );
    // 9.967.206 cents × 0,845 = 8.422.289,07 → 8.422.289; the taxes, 2.372.195 cents of
    // 9.967.206, keep that share: 2.004.504,76 → 2.004.505. 8 % then 15,5 % is 22,26 %.
    expect(discounted).toEqual({
      net_premium: 84_222.89,
      premium: 104_267.94,
      quota_quantity: 6,
      quota_amount: 17_377.99,
      discount: 22.26,
    });
    // Six equal instalments, the last taking any odd cents: they add up to the premium.
    const last = Math.round((discounted.premium - discounted.quota_amount * 5) * 100) / 100;
    expect(Math.round((5 * discounted.quota_amount + last) * 100)).toBe(10_426_794);
    const odd = withExtraDiscount(
      { net_premium: 1000, premium: 1271.01, quota_quantity: 6, discount: 0 },
      10,
    );
    expect(odd).toMatchObject({ premium: 1143.91, quota_amount: 190.65, discount: 10 });
    expect(Math.round((odd.premium - 5 * odd.quota_amount) * 100)).toBe(19_066);
  });
});
