/**
 * The ids a row's first reference (`Assignment.via`, the row's column `cited`) must hold for the
 * row to be the user's: the owners passing `owned`, or, through the records crossed on the way
 * (`beyond`), the ones citing such owners: a quota's contract among the contracts of the user's
 * clients. The record nearest the row is read by the row's own reference (correlated), so a
 * policy's quotas cost a lookup each, not the list of every policy of the user's clients.
 */
import type { Assignment } from '../../domain/engine/recordScope';
import { quoteIdentifier as quote } from '../db/database';

export function citedOwners(assignment: Assignment, owned: string, cited: string): string {
  const owner = quote(assignment.owner.table);
  let ids = `select ${owner}.id from ${owner} where ${owned}`;
  const hops = assignment.beyond ?? [];
  for (let n = hops.length - 1; n >= 0; n--) {
    const table = quote(hops[n].entity.table);
    const nearest = n === 0 ? `${table}.id = ${cited} and ` : '';
    ids = `select ${table}.id from ${table} where ${nearest}${table}.${quote(hops[n].via)} in (${ids})`;
  }
  return ids;
}

/** Every table the ids are read from, for the caches that must know (compiledScope.ts). */
export const hopTables = (assignment: Assignment): string[] => [
  assignment.owner.table,
  ...(assignment.beyond ?? []).map((hop) => hop.entity.table),
];
