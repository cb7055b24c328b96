/**
 * The record scope (recordScope.ts `limitingScope`) read over rows in memory, for fixtures mode,
 * which keeps its data in collections rather than tables: the same branches, in the same order,
 * that the server turns into SQL (server/rest/store.ts `assignedTo`, teamScope.ts).
 */
import type { AccessLists } from './access';
import type { Entity } from './entity';
import { crossesOptional, governingBefore, limitingScope, TEAM_SUPERVISOR } from './recordScope';

type Row = Readonly<Record<string, unknown>>;

export interface RowViewer {
  userId: number;
  access: AccessLists | null | undefined;
  /** Whose records theirs include through teams (`teammatesWithin`). */
  teammates: readonly number[];
}

interface TeamRow {
  active?: unknown;
  shared_portfolio?: unknown;
  members?: readonly { user_id?: unknown; role?: unknown }[];
}

/**
 * The users whose records `userId` sees through active teams, as teamScope.ts `teammatesOf`:
 * the members of those they supervise, and of those sharing a portfolio they belong to.
 */
export function teammatesWithin(teams: readonly TeamRow[], userId: number): number[] {
  const ids = new Set<number>();
  for (const team of teams) {
    const members = team.members ?? [];
    const mine = members.find((m) => Number(m.user_id) === userId);
    if (!team.active || !mine) continue;
    if (Number(mine.role) === TEAM_SUPERVISOR || team.shared_portfolio === true)
      for (const m of members) ids.add(Number(m.user_id));
  }
  ids.delete(userId);
  return [...ids].sort((a, b) => a - b);
}

/**
 * Whether `row` of `entity` shows to `viewer` by record scope; `rowOf` reads the record a
 * reference cites (a contact link follows its client). The first reference holding a record
 * governs, as on the server.
 */
export function seesRow(
  entity: Entity,
  row: Row,
  viewer: RowViewer,
  rowOf: (entity: Entity, id: unknown) => Row | undefined,
): boolean {
  const kept = entity.rowsSeenBy?.(viewer.access) ?? {};
  if (
    !Object.entries(kept).every(([field, values]) =>
      values.map(String).includes(String(row[field])),
    )
  )
    return false;
  const branches = limitingScope(entity, viewer.access);
  if (!branches) return true;
  const none = (value: unknown) => value === null || value === undefined;
  const mine = (value: unknown, unassigned: boolean) =>
    none(value)
      ? unassigned
      : Number(value) === viewer.userId || viewer.teammates.includes(Number(value));
  return branches.some(({ assignment, limited, unassigned }, n) => {
    if (!assignment.via) return mine(row[assignment.field], unassigned);
    const governing = governingBefore(
      branches.map((b) => b.assignment),
      n,
    );
    if (governing.some((via) => !none(row[via]))) return false;
    const cited = row[assignment.via];
    if (none(cited)) return false;
    if (!limited && !crossesOptional(assignment)) return true;
    // Across the records between (a quota's contract) to the owner (its client).
    let reached: unknown = cited;
    for (const hop of assignment.beyond ?? []) reached = rowOf(hop.entity, reached)?.[hop.via];
    const owner = none(reached) ? undefined : rowOf(assignment.owner, reached);
    return !!owner && (!limited || mine(owner[assignment.field], unassigned));
  });
}
