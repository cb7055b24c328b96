/**
 * The segment a client's figures propose (the active one of highest priority whose every
 * stated criterion they meet) and the Spanish wording of a segment's criteria.
 */
import { describe, expect, it } from 'vitest';
import {
  byPriority,
  describeSegmentCriteria,
  figuresSource,
  segmentFor,
  type ClientFigures,
  type Segment,
} from './segments';

const segment = (over: Partial<Segment>): Segment => ({
  id: 1,
  name: 'Segmento',
  branches: [],
  position: 1,
  active: true,
  ...over,
});

const figures = (over: Partial<ClientFigures> = {}): ClientFigures => ({
  annualPremium: 1_000_000,
  policyCount: 3,
  branchIds: [1],
  ...over,
});

const AUTOS = 1;
const HOGAR = 3;
const ART = 6;
const names = { [AUTOS]: 'Automotores', [HOGAR]: 'Hogar', [ART]: 'ART' };

describe('segmentFor', () => {
  const mid = segment({ id: 7, premium_min: 500_000, premium_max: 2_000_000 });

  it('takes both premium bounds as inclusive and refuses a peso beyond them', () => {
    expect(segmentFor([mid], figures({ annualPremium: 500_000 }))).toBe(mid);
    expect(segmentFor([mid], figures({ annualPremium: 2_000_000 }))).toBe(mid);
    expect(segmentFor([mid], figures({ annualPremium: 499_999.99 }))).toBeNull();
    expect(segmentFor([mid], figures({ annualPremium: 2_000_000.01 }))).toBeNull();
  });

  it('checks the policy count within its range', () => {
    const few = segment({ policy_count_min: 2, policy_count_max: 5 });
    expect(segmentFor([few], figures({ policyCount: 2 }))).toBe(few);
    expect(segmentFor([few], figures({ policyCount: 5 }))).toBe(few);
    expect(segmentFor([few], figures({ policyCount: 1 }))).toBeNull();
    expect(segmentFor([few], figures({ policyCount: 6 }))).toBeNull();
  });

  it('reads a segment with only a maximum as having no floor', () => {
    const small = segment({ premium_max: 800_000 });
    expect(segmentFor([small], figures({ annualPremium: 0 }))).toBe(small);
    expect(segmentFor([small], figures({ annualPremium: 800_001 }))).toBeNull();
  });

  it('lets any client into a segment that states no criteria', () => {
    const everyone = segment({ premium_min: null, policy_count_max: null, branches: null });
    expect(
      segmentFor([everyone], figures({ annualPremium: 0, policyCount: 0, branchIds: [] })),
    ).toBe(everyone);
  });

  it('asks for a policy in one of its branches, any branch when it names none', () => {
    const homes = segment({ branches: [HOGAR, ART] });
    expect(segmentFor([homes], figures({ branchIds: [AUTOS, ART] }))).toBe(homes);
    expect(segmentFor([homes], figures({ branchIds: [AUTOS] }))).toBeNull();
    expect(segmentFor([homes], figures({ branchIds: [] }))).toBeNull();
    // Ids may arrive as text from a filter or a URL: the same branch either way.
    expect(segmentFor([homes], figures({ branchIds: ['3'] }))).toBe(homes);
  });

  it('skips inactive segments, however high their priority', () => {
    const retired = segment({ id: 1, position: 1, active: false });
    const current = segment({ id: 2, position: 5 });
    expect(segmentFor([retired, current], figures())).toBe(current);
    expect(segmentFor([retired], figures())).toBeNull();
  });

  it('gives a client fitting several segments the lowest position, whatever the order given', () => {
    const premium = segment({ id: 3, position: 1, premium_min: 900_000 });
    const broad = segment({ id: 1, position: 2 });
    expect(segmentFor([broad, premium], figures())).toBe(premium);
    expect(segmentFor([broad, premium], figures({ annualPremium: 10 }))).toBe(broad);
  });

  it('breaks a priority tie by the segment created first, and leaves the input alone', () => {
    const newer = segment({ id: 9, position: 2 });
    const older = segment({ id: 4, position: 2 });
    const given = [newer, older];
    expect(segmentFor(given, figures())).toBe(older);
    expect(given).toEqual([newer, older]);
    expect(byPriority(segment({ position: null }), segment({ position: 999 }))).toBeGreaterThan(0);
  });

  it('proposes nothing for an empty catalogue', () => {
    expect(segmentFor([], figures())).toBeNull();
  });
});

describe('describeSegmentCriteria', () => {
  it('words a premium range in pesos, a policy range and the branches', () => {
    const lines = describeSegmentCriteria(
      segment({
        premium_min: 500_000,
        premium_max: 2_000_000,
        policy_count_min: 2,
        policy_count_max: 5,
        branches: [AUTOS, HOGAR],
      }),
      names,
    );
    expect(lines).toEqual([
      'Premio anual de $ 500.000 a $ 2.000.000',
      'De 2 a 5 pólizas',
      'Ramos: Automotores, Hogar',
    ]);
  });

  it('words open ranges, cents, and a single branch', () => {
    expect(
      describeSegmentCriteria(
        segment({ premium_min: 3_000_000.5, policy_count_min: 1, branches: [ART] }),
        names,
      ),
    ).toEqual(['Premio anual desde $ 3.000.000,50', 'Desde 1 póliza', 'Ramo: ART']);
    expect(
      describeSegmentCriteria(
        segment({ premium_min: 0, premium_max: 800_000, policy_count_max: 2 }),
        names,
      ),
    ).toEqual(['Premio anual hasta $ 800.000', 'Hasta 2 pólizas', 'Cualquier ramo']);
    expect(
      describeSegmentCriteria(segment({ policy_count_min: 1, policy_count_max: 1 }), names),
    ).toEqual(['Exactamente 1 póliza', 'Cualquier ramo']);
  });

  it('says "Cualquier ramo" alone for a segment without criteria', () => {
    expect(describeSegmentCriteria(segment({ branches: null }), {})).toEqual(['Cualquier ramo']);
  });

  it('counts branches whose names are not at hand instead of showing their ids', () => {
    expect(describeSegmentCriteria(segment({ branches: [AUTOS, 40, 41] }), names)).toEqual([
      'Ramos: Automotores y otros 2 ramos',
    ]);
    expect(describeSegmentCriteria(segment({ branches: [AUTOS, 40] }), names)).toEqual([
      'Ramos: Automotores y otro ramo',
    ]);
    expect(describeSegmentCriteria(segment({ branches: [40, 41] }), {})).toEqual([
      '2 ramos determinados',
    ]);
  });
});

describe('the source of figures', () => {
  it('is not declared until the policies area exists: no proposal is made up', () => {
    expect(figuresSource()).toBeNull();
  });
});
