/**
 * The opportunity wizard's declaration: spec 2.5's steps per branch and spec 2.4's link rule,
 * over every one of the 41 branch ids, and what the steps give the opportunity.
 */
import { describe, expect, it } from 'vitest';
import { branches, isCommonBranch } from '../enums/branches';
import { optionByCode } from '../engine/defineEnum';
import { opportunityStatus } from '../enums/statuses';
import {
  branchOfSlug,
  branchSlug,
  branchSlugs,
  newOpportunityLink,
  opportunityFromSteps,
  opportunityLink,
  opportunitySteps,
} from './opportunityFlow';

const branch = (code: string) => optionByCode(branches, code).id;
const status = (code: string) => optionByCode(opportunityStatus, code).id;
const ID = '5b0c2d9e-7a41-4f6e-9d3a-1c2b3a4d5e6f';
const ALL_IDS = Array.from({ length: 41 }, (_, i) => i + 1);

describe('the opportunity wizard’s steps (spec 2.5)', () => {
  it('declares all 41 branch ids of spec 3', () => {
    expect(branches.options.map((o) => o.id)).toEqual(ALL_IDS);
  });

  it.each(ALL_IDS)(
    'branch %i: vehicle first for cars and motorcycles, else person, object',
    (id) => {
      const names = opportunitySteps(id).map((s) => s.name);
      if (id === 1 || id === 3) expect(names).toEqual(['vehicle', 'person', 'quotation']);
      else expect(names).toEqual(['person', 'object', 'quotation']);
      // Every step but the quotation has a form the server validates.
      expect(opportunitySteps(id).map((s) => !!s.form)).toEqual([true, true, false]);
    },
  );

  it('gives home, business, personal accidents, ART, fleet and caución their own object, the rest the generic one', () => {
    const objectOf = (code: string) => opportunitySteps(branch(code))[1].form!.name;
    expect(objectOf('home')).toBe('flows/opportunity/home/object');
    expect(objectOf('business')).toBe('flows/opportunity/business/object');
    expect(objectOf('personal_accidents')).toBe('flows/opportunity/personal_accidents/object');
    expect(objectOf('art')).toBe('flows/opportunity/art/object');
    expect(objectOf('surety')).toBe('flows/opportunity/surety/object');
    expect(objectOf('annual_caution')).toBe('flows/opportunity/surety/object');
    expect(objectOf('fleet')).toBe('flows/opportunity/fleet/object');
    expect(objectOf('transport')).toBe('flows/opportunity/object');
  });
});

describe('the opportunity link rule (spec 2.4)', () => {
  it.each(ALL_IDS)('branch %i: its name, `_common` for common branches, and back', (id) => {
    const code = branches.options[id - 1].code;
    const slug = branchSlug(id)!;
    expect(slug).toBe(isCommonBranch(id) ? `${code}_common` : code);
    expect(branchOfSlug(slug)).toBe(id);
    expect(newOpportunityLink(id)).toBe(`/opportunity/${slug}`);
    // Quotation by default, whatever the status…
    const link = opportunityLink({ id: ID, branch_id: id, status: status('quoted') });
    expect(link).toBe(`/opportunity/${slug}/${ID}/edit/quotation`);
    // …and at the object for home and business still being worked.
    const worked = ['active', 'in_process'].map((code) =>
      opportunityLink({ id: ID, branch_id: id, status: status(code) }),
    );
    const step = id === branch('home') || id === branch('business') ? 'object' : 'quotation';
    expect(worked).toEqual([1, 2].map(() => `/opportunity/${slug}/${ID}/edit/${step}`));
  });

  it('names the common branches with the suffix and nothing else', () => {
    expect(branchSlugs().filter((s) => s.endsWith('_common'))).toEqual([
      'surety_common',
      'liability_common',
      'consortium_common',
    ]);
    expect(branchSlug(7)).toBe('fleet');
    expect(branchOfSlug('surety')).toBeNull();
    expect(branchOfSlug('__proto__')).toBeNull();
    expect(branchSlug(42)).toBeNull();
    expect(opportunityLink({ id: ID, branch_id: 99, status: status('active') })).toBeNull();
  });
});

describe('what the steps give the opportunity', () => {
  it('names a vehicle by the guide and sums the CNG kit', () => {
    const vehicle = {
      brand: 'Toyota',
      model: 'Corolla',
      version: '2.0 XEI CVT',
      year: 2024,
      sum_insured: 38_500_000,
      cng_sum: 1_200_000,
    };
    expect(opportunityFromSteps(branch('car'), { vehicle, person: { account_id: 'a-1' } })).toEqual(
      { account_id: 'a-1', subject: 'Toyota Corolla 2.0 XEI CVT 2024', sum_insured: 39_700_000 },
    );
  });

  it('names a home by its kind and street and adds building and contents', () => {
    const object = {
      dwelling: 2,
      street: 'Av. Santa Fe',
      street_number: '3250',
      building_sum: 90_000_000,
      contents_sum: 15_000_000,
    };
    expect(opportunityFromSteps(branch('home'), { object })).toEqual({
      account_id: null,
      subject: 'Departamento en Av. Santa Fe 3250',
      sum_insured: 105_000_000,
    });
  });

  it('takes the payroll of an ART and the death sum of personal accidents', () => {
    expect(
      opportunityFromSteps(branch('art'), {
        object: { art_type: 560, headcount: 45, payroll: 54_000_000 },
      }),
    ).toMatchObject({ subject: 'Alta: 45 empleados', sum_insured: 54_000_000 });
    expect(
      opportunityFromSteps(branch('personal_accidents'), {
        object: { activity: 'Albañilería', death_sum: 20_000_000, people: [{}, {}] },
      }),
    ).toMatchObject({ subject: 'Albañilería: 2 personas', sum_insured: 20_000_000 });
  });

  it('counts a fleet and adds its vehicles’ sums in cents; a vehicle without one adds nothing', () => {
    const vehicles = [{ sum_insured: 0.1 }, { sum_insured: 0.2 }, { sum_insured: null }];
    expect(
      opportunityFromSteps(branch('fleet'), { object: { activity: 'Remises', vehicles } }),
    ).toMatchObject({ subject: 'Flota de 3 vehículos: Remises', sum_insured: 0.3 });
    expect(
      opportunityFromSteps(branch('fleet'), { object: { vehicles: [{ sum_insured: null }] } }),
    ).toMatchObject({ subject: 'Flota de 1 vehículo', sum_insured: null });
  });
});
