/**
 * What a coverage change (movement type coverage_change, or modification 507) does to the
 * policy's coverage rows, beside OWN_EFFECTS (movementEffects.ts): the rows are rebuilt as
 * emission builds them (domain/contracts/coverageRows.ts) from the new coverage and the plan
 * the insurer quoted for it, the priced one carrying the policy's sum insured and the quoted
 * franchise. A row the new set holds as it is stays (its history reads it unchanged); the
 * others end, and the new set's others are added. The server reads the coverage, its branch
 * and the plan (server/movements/coverageChoice.ts); the rules are here.
 */
import { coverageRowsOf, planCoverageIds } from '../contracts/coverageRows';

type Row = Record<string, unknown>;

export const coverageChangeMessages = {
  coverageOfBranch: 'La cobertura elegida no es del ramo de la póliza.',
} as const;

/** The coverage a change moves the policy to, as the server read it. */
export interface CoverageChoice {
  coverageId: number;
  /** The coverage's branch; null when there is no such coverage. */
  branchId: number | null;
  /** The coverages of the plan quoted for the change (empty: totals typed by hand). */
  planCoverages: readonly number[];
  /** The franchise of the quoted plan, or typed with the totals; null: none. */
  franchise: number | null;
}

/** Rows ended (by id) and rows added. */
export interface CoverageReplacement {
  remove: string[];
  add: Row[];
}

export const NO_REPLACEMENT: CoverageReplacement = { remove: [], add: [] };

/** A coverage of another branch than the policy's (or none): refused, by the data's field. */
export function coverageChoiceProblems(
  policy: Row,
  choice: Pick<CoverageChoice, 'branchId'>,
): Record<string, string> {
  return choice.branchId !== null && choice.branchId === Number(policy.branch_id)
    ? {}
    : { new_coverage_id: coverageChangeMessages.coverageOfBranch };
}

const amount = (value: unknown) =>
  value === null || value === undefined || value === '' ? null : Number(value);
const keyOf = (row: Row) =>
  JSON.stringify([Number(row.coverage_id), amount(row.sum_insured), amount(row.franchise)]);

/**
 * The policy's rows replaced by those of `choice` for a policy insured for `sumInsured` (after
 * the endorsement): which go, which come. Refuses (throws) a coverage of another branch: the
 * request's steps checked it already (quoteChecks.ts), so it is a programming error here.
 */
export function replacedCoverages(
  policy: Row,
  current: readonly Row[],
  choice: CoverageChoice,
  sumInsured: unknown,
): CoverageReplacement {
  const [problem] = Object.values(coverageChoiceProblems(policy, choice));
  if (problem) throw new Error(problem);
  const wanted = coverageRowsOf(
    planCoverageIds(choice.coverageId, choice.planCoverages),
    sumInsured,
    choice.franchise,
  );
  const left = new Map<string, number>();
  for (const row of wanted) left.set(keyOf(row), (left.get(keyOf(row)) ?? 0) + 1);
  const remove: string[] = [];
  for (const row of current) {
    const key = keyOf(row);
    const count = left.get(key) ?? 0;
    if (count > 0) left.set(key, count - 1);
    else remove.push(String(row.id));
  }
  const add = wanted.filter((row) => {
    const count = left.get(keyOf(row)) ?? 0;
    if (count > 0) left.set(keyOf(row), count - 1);
    return count > 0;
  });
  return { remove, add };
}
