/**
 * The ids a row's first reference (`Assignment.via`) must hold for the row to be the user's:
 * the owners passing `owned`, or, through the records crossed on the way (`beyond`), the ones
 * citing such owners: a quota's contract among the contracts of the user's clients.
 */
import type { Assignment } from '../../domain/engine/recordScope';
import { quoteIdentifier as quote } from '../db/database';

export function citedOwners(assignment: Assignment, owned: string): string {
  const owner = quote(assignment.owner.table);
  let ids = `select ${owner}.id from ${owner} where ${owned}`;
  for (const hop of [...(assignment.beyond ?? [])].reverse()) {
    const table = quote(hop.entity.table);
    ids = `select ${table}.id from ${table} where ${table}.${quote(hop.via)} in (${ids})`;
  }
  return ids;
}

/** Every table the ids are read from, for the caches that must know (compiledScope.ts). */
export const hopTables = (assignment: Assignment): string[] => [
  assignment.owner.table,
  ...(assignment.beyond ?? []).map((hop) => hop.entity.table),
];
