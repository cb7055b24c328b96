/**
 * The simulated market's rates for the usual branches that are not vehicles (our reading of
 * how Argentine insurers price them, in round figures): each of our coverage codes of the
 * branch has a rate, and the strongest coverage of a plan decides its price, as the letters
 * do for vehicles (tariff.ts). Home and business pay on the sums of building and contents,
 * plus the single covers of a combined policy on their own sums (theft, glass...),
 * personal accidents on the death sum of each insured person, ART a share of the monthly
 * payroll plus a fixed sum per worker. The codes are those of our demo coverages
 * (fixtures/coverages.ts); an unknown code prices as the branch's middle coverage.
 */
import { branches } from '../enums/branches';
import { optionByCode } from '../engine/defineEnum';

export interface BranchRates {
  /** Rate on the sum by our coverage code: a year's for `annual`, a month's for `payroll`. */
  rates: Readonly<Record<string, number>>;
  /** The code an unknown one prices as. */
  middle: string;
  /**
   * `annual`: a rate a year on the sum assured (per insured person when `perPerson`);
   * `payroll`: a monthly share of the payroll (the sum) plus `monthlyPerWorker` a worker.
   */
  basis: 'annual' | 'payroll';
  /** The least a policy costs a year, in pesos (per insured person when `perPerson`). */
  minAnnual: number;
  perPerson: boolean;
  /** ART's fixed part, in pesos a month per worker. */
  monthlyPerWorker: number;
  /** Theft and weather differ by province: the zone weighs. */
  zoned: boolean;
  /** Months of the policy, paid in as many monthly instalments. */
  periodMonths: number;
  /**
   * Single covers a plan adds over the sum (a home's theft, glass, liability, electronics),
   * each at first risk: its annual rate on its own sum, by the object step's field that holds
   * the sum (domain/flows/objectForms.ts).
   */
  covers: Readonly<Record<string, number>>;
  /** The covers each code includes: a fire-only plan none, the richest all. */
  coversOf: Readonly<Record<string, readonly string[]>>;
}

const id = (code: string) => optionByCode(branches, code).id;

const annual = (
  rates: Record<string, number>,
  middle: string,
  more: Partial<BranchRates> = {},
): BranchRates => ({
  rates,
  middle,
  basis: 'annual',
  minAnnual: 0,
  perPerson: false,
  monthlyPerWorker: 0,
  zoned: true,
  periodMonths: 12,
  covers: {},
  coversOf: {},
  ...more,
});

/** The combined home policy's covers (their coverages' texts: fixtures/propertyCoverages.ts). */
const HOME_COVERS = {
  theft_sum: 0.015,
  glass_sum: 0.01,
  liability_sum: 0.002,
  electronics_sum: 0.02,
};

const byBranch = new Map<number, BranchRates>([
  // Incendio, combinado familiar, hogar integral: on building plus contents.
  // The combined family one adds theft, glass and liability; the integral one electronics too.
  [
    id('home'),
    annual({ INC: 0.0012, CF: 0.0022, HI: 0.0032 }, 'CF', {
      minAnnual: 60_000,
      covers: HOME_COVERS,
      coversOf: {
        CF: ['theft_sum', 'glass_sum', 'liability_sum'],
        HI: Object.keys(HOME_COVERS),
      },
    }),
  ],
  // Incendio, integral de comercio, integral plus: on building plus contents and stock.
  [id('business'), annual({ INC: 0.002, IC: 0.0038, 'IC+': 0.005 }, 'IC', { minAnnual: 150_000 })],
  // Muerte e invalidez, and with medical expenses: on the death sum, per insured person.
  [
    id('personal_accidents'),
    annual({ MI: 0.0012, 'MI+': 0.0018 }, 'MI', {
      minAnnual: 24_000,
      perPerson: true,
      zoned: false,
    }),
  ],
  // The law's coverage: a share of the payroll and a fixed sum per worker, every month.
  [
    id('art'),
    {
      ...annual({ LRT: 0.032 }, 'LRT'),
      basis: 'payroll',
      monthlyPerWorker: 1_300,
      zoned: false,
    },
  ],
]);

/** How a branch is priced, or null for vehicles and branches priced by the letters. */
export const branchRatesOf = (branchId: number): BranchRates | null =>
  byBranch.get(branchId) ?? null;

/** The yearly price of the covers a code includes, on the sums told for them (pesos). */
export function coversPrice(
  rates: BranchRates,
  code: string,
  sums: Readonly<Record<string, number>> = {},
): number {
  const included = Object.hasOwn(rates.coversOf, code) ? rates.coversOf[code] : [];
  return included.reduce(
    (total, field) =>
      total + (Object.hasOwn(sums, field) ? sums[field] : 0) * (rates.covers[field] ?? 0),
    0,
  );
}

/** The rate of one of the branch's codes (an unknown one: the middle coverage's). */
export const rateOf = (rates: BranchRates, code: string) =>
  Object.hasOwn(rates.rates, code) ? rates.rates[code] : rates.rates[rates.middle];

/**
 * The strongest of a plan's codes: the one with the highest rate (the first among equals); an
 * unknown code counts as the middle coverage it is priced as, so plans compare alike.
 */
export function strongestRated(rates: BranchRates, codes: readonly string[]): string {
  const known = codes.map((code) => (Object.hasOwn(rates.rates, code) ? code : rates.middle));
  return known.reduce(
    (best, code) => (rateOf(rates, code) > rateOf(rates, best) ? code : best),
    known[0] ?? rates.middle,
  );
}

/** The branches of vehicles, by their codes: a car, a motorcycle, a fleet of them. */
export const VEHICLE_BRANCH_CODES = ['car', 'motorcycle', 'fleet'] as const;

const VEHICLE_BRANCHES = VEHICLE_BRANCH_CODES.map(id);

/** Branches of vehicles: coverage letters A to D, hail and a franchise mean something there. */
export const isVehicleBranch = (branchId: number) => VEHICLE_BRANCHES.includes(branchId);
