/**
 * A coverage change and a change of place on a policy (movement types coverage_change and
 * modifications 506/507): the coverage rows rebuilt as emission builds them, the rows the new
 * set keeps left alone, a coverage of another branch refused in Spanish, the risk's province
 * moved, and what the printed endorsement says changed.
 */
import { describe, expect, it } from 'vitest';
import { optionByCode } from '../engine/defineEnum';
import { modificationMotives } from '../enums/catalogues';
import { contractStatus } from '../enums/statuses';
import { coverageRowsOf, planCoverageIds } from '../contracts/coverageRows';
import {
  coverageChangeMessages,
  coverageChoiceProblems,
  replacedCoverages,
  type CoverageChoice,
} from './coverageChange';
import { applyMovement, type PolicyState } from './movementEffects';
import { movementChanges } from './movementChanges';
import { movementType, type MovementCode } from './movementKinds';

const CAR = 1;
const policy = {
  id: 'p1',
  branch_id: CAR,
  status: optionByCode(contractStatus, 'validity').id,
  validity_from: '2026-01-01',
  validity_to: '2026-07-01',
  sum_insured: 12_000_000,
  risk_state_id: 2,
  net_premium: 1000,
  surcharges: 0,
  taxes: 210,
  premium: 1210,
};
// Emitted with plan [C (priced), B, A]: the rows emission wrote.
const emitted = coverageRowsOf([3, 2, 1], 12_000_000, null).map((row, i) => ({
  ...row,
  id: 10 + i,
}));
const state = (): PolicyState => ({ contract: policy, items: [], quotas: [], coverages: emitted });
const choice = (over: Partial<CoverageChoice> = {}): CoverageChoice => ({
  coverageId: 4,
  branchId: CAR,
  planCoverages: [1, 2, 3, 4],
  franchise: 350_000,
  ...over,
});

const motive = (code: MovementCode, reason?: string) => ({
  movement_type: movementType(code),
  effective_date: '2026-03-01',
  modification_motive: reason ? optionByCode(modificationMotives, reason).id : null,
});
const applied = (movement: Record<string, unknown>, data: object, coverage?: CoverageChoice) =>
  applyMovement(state(), {
    movement,
    request: { data: { ...data } },
    response: { totals: { premium_change: 0 }, quotas: { quota_quantity: 0 } },
    coverage: coverage ?? null,
  });

describe('the coverage rows a plan gives a policy', () => {
  it('puts the priced coverage first, each once, with the sum insured and franchise', () => {
    expect(planCoverageIds(4, [1, 4, 2])).toEqual([4, 1, 2]);
    expect(planCoverageIds(null, undefined)).toEqual([]);
    expect(coverageRowsOf([4, 1], '900', 50)).toEqual([
      { coverage_id: 4, sum_insured: 900, franchise: 50 },
      { coverage_id: 1, sum_insured: null, franchise: null },
    ]);
  });
});

describe('replacedCoverages', () => {
  it('ends the rows the new set does not hold as they are, adds those it lacks', () => {
    const { remove, add } = replacedCoverages(policy, emitted, choice(), 12_000_000);
    // C was priced (sum on it); now D is, so C's row goes; B and A stay as they were.
    expect(remove).toEqual(['10']);
    expect(add).toEqual([
      { coverage_id: 4, sum_insured: 12_000_000, franchise: 350_000 },
      { coverage_id: 3, sum_insured: null, franchise: null },
    ]);
  });

  it('without a quoted plan, the policy keeps the new coverage alone', () => {
    const { remove, add } = replacedCoverages(
      policy,
      emitted,
      choice({ planCoverages: [], franchise: null }),
      12_000_000,
    );
    expect(remove).toEqual(['10', '11', '12']);
    expect(add).toEqual([{ coverage_id: 4, sum_insured: 12_000_000, franchise: null }]);
  });

  it('changes nothing when the rows are already the new set', () => {
    const same = choice({ coverageId: 3, planCoverages: [3, 2, 1], franchise: null });
    expect(replacedCoverages(policy, emitted, same, 12_000_000)).toEqual({ remove: [], add: [] });
  });

  it('refuses a coverage of another branch, or none, in Spanish', () => {
    const problem = { new_coverage_id: coverageChangeMessages.coverageOfBranch };
    expect(coverageChoiceProblems(policy, { branchId: 9 })).toEqual(problem);
    expect(coverageChoiceProblems(policy, { branchId: null })).toEqual(problem);
    expect(coverageChoiceProblems(policy, { branchId: CAR })).toEqual({});
    expect(coverageChangeMessages.coverageOfBranch).toBe(
      'La cobertura elegida no es del ramo de la póliza.',
    );
    expect(() => replacedCoverages(policy, emitted, choice({ branchId: 9 }), 1)).toThrow(
      coverageChangeMessages.coverageOfBranch,
    );
  });
});

describe('applying a coverage change or a change of place', () => {
  it('coverage_change replaces the coverage rows and says so, before and after', () => {
    const effect = applied(motive('coverage_change'), { new_coverage_id: 4 }, choice());
    expect(effect.replaceCoverages.remove).toEqual(['10']);
    expect(effect.replaceCoverages.add.map((row) => row.coverage_id)).toEqual([4, 3]);
    const changes = movementChanges(state(), effect);
    expect(changes.coverages.before.map((c) => c.coverage_id)).toEqual([3, 2, 1]);
    expect(changes.coverages.after.map((c) => c.coverage_id)).toEqual([2, 1, 4, 3]);
    expect(changes.coverages.after.find((c) => c.coverage_id === 4)).toEqual({
      coverage_id: 4,
      sum_insured: 12_000_000,
      franchise: 350_000,
    });
  });

  it('modification 507 (coverage) does the same; other types leave the coverages', () => {
    const effect = applied(motive('modifications', 'coverage'), { new_coverage_id: 4 }, choice());
    expect(effect.replaceCoverages.remove).toEqual(['10']);
    const cost = applied(motive('cost_change'), { new_coverage_id: 4 }, choice());
    expect(cost.replaceCoverages).toEqual({ remove: [], add: [] });
    expect(movementChanges(state(), cost).coverages).toEqual({ before: [], after: [] });
  });

  it('modification 506 (location) moves the risk to the new province, before and after', () => {
    const effect = applied(motive('modifications', 'location'), { new_state_id: '7' });
    expect(effect.contract).toMatchObject({ risk_state_id: 7 });
    expect(effect.replaceCoverages).toEqual({ remove: [], add: [] });
    expect(movementChanges(state(), effect).fields).toEqual([
      { field: 'risk_state_id', from: 2, to: 7 },
    ]);
    // A province typed for another motive is not applied.
    const sum = applied(motive('modifications', 'sa'), { new_sum_insured: 1, new_state_id: 7 });
    expect(sum.contract).not.toHaveProperty('risk_state_id');
  });
});
