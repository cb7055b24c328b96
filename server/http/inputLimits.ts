/**
 * Limits on the shape of what a client sends (JSON bodies and JSON query parameters), checked
 * before anything walks the value: a 100,000-deep array would overflow the stack of every
 * recursive walker (String(), JSON.stringify, the database driver) and end in a 500.
 */
import { HttpProblem } from './problems';

/** Deep enough for every record and filter the product has (at most 3 levels today). */
export const MAX_NESTING = 16;
/** Values of one list in a request (ids of a filter, items of a list field). */
export const MAX_LIST_ITEMS = 5000;

/** Nesting depth of a parsed JSON value, walked without recursion; stops past `limit`. */
export function nestingDepth(value: unknown, limit = MAX_NESTING): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length) {
    const [item, depth] = pending.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    const level = depth + 1;
    if (level > deepest) deepest = level;
    if (deepest > limit) return deepest;
    for (const child of Object.values(item)) pending.push([child, level]);
  }
  return deepest;
}

/** A 400 naming `what` when the value is nested deeper than the product ever needs. */
export function refuseDeepNesting(value: unknown, what: string) {
  if (nestingDepth(value) > MAX_NESTING)
    throw new HttpProblem(
      400,
      `${what} tiene demasiados niveles de anidamiento (como máximo ${MAX_NESTING}).`,
    );
}
