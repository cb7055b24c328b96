/**
 * The viewer's part of a compiled read (compiledQueries.ts): the rows they may see, as SQL text
 * with bound parameters: their organization, what they own, what their access keeps
 * (`rowsSeenBy`), and what is assigned to them or to their teammates (store.ts `visibleTo` is the same rule for the builder's queries).
 */
import { ORGANIZATION_COLUMN, type Entity } from '../../domain/engine/entity';
import {
  assignmentsOf,
  crossesOptional,
  governingBefore,
  limitingScope,
} from '../../domain/engine/recordScope';
import { quoteIdentifier as quote } from '../db/database';
import { citedOwners, hopTables } from './assignmentHops';
import type { Statement, ReadInput } from './sqlStatement';
import type { Viewer } from './store';
import { assignedWithinTeams, TEAM_TABLES } from './teamScope';

/**
 * Which scoping applies to a viewer: none (the product itself), or these parts; `assigned`,
 * per branch of the record scope (recordScope.ts `limitingScope`), whether it is limited, and
 * `unassigned`, whether it also shows the rows assigned to nobody.
 */
export type ViewerShape = null | {
  working: boolean;
  owned: boolean;
  assigned: readonly boolean[] | null;
  unassigned?: readonly boolean[];
  /** The fields whose values the viewer's access keeps (`rowsSeenBy`). */
  kept?: readonly string[];
};

export function viewerShape(entity: Entity, viewer: Viewer | null): ViewerShape {
  if (!viewer) return null;
  const branches = limitingScope(entity, viewer.access);
  const kept = entity.rowsSeenBy?.(viewer.access);
  return {
    working: viewer.organizationId != null,
    owned: !!entity.ownedBy && viewer.userId != null,
    assigned: branches?.map((b) => b.limited) ?? null,
    // Only when some branch has it, so the shapes (and compiled texts) of others stay as they were.
    ...(branches?.some((b) => b.unassigned) && { unassigned: branches.map((b) => b.unassigned) }),
    ...(kept && { kept: Object.keys(kept) }),
  };
}

/**
 * The rows `viewer` may see (store.ts `visibleTo`, as SQL text). `byRows`: the caller's other
 * conditions already name few rows (a CUIT looked up in a trigram index), so the organization
 * must not lead SQLite's plan through an index of all its rows: a unary `+` (the same
 * comparison, the column's index set aside) leaves the plan to those rows.
 */
export function scopeConditions(
  s: Statement,
  entity: Entity,
  shape: ViewerShape,
  byRows = false,
): string[] {
  if (!shape) return [];
  const column = (name: string) => `${quote(entity.table)}.${quote(name)}`;
  const out: string[] = [];
  const shared = (own: string) =>
    entity.sharedRows ? `(${own} or ${column(ORGANIZATION_COLUMN)} is null)` : own;
  if (entity.scope === 'organization') {
    const own = shape.working
      ? `${byRows ? '+' : ''}${column(ORGANIZATION_COLUMN)} = ${s.param((i) => i.viewer!.organizationId)}`
      : '1 = 0';
    out.push(shared(own));
  } else if (entity.scope === 'organizations') {
    out.push(shared(s.inList(column(ORGANIZATION_COLUMN), (i) => i.viewer!.organizations)));
  }
  if (entity.membersOf) {
    const field = entity.fields[entity.membersOf];
    const catalogue = field.kind === 'choiceList' ? field.choices.map((c) => c.id) : [];
    // A JSON array `[2,1]` read as `,2,1,`; NULL (a row older than the column) holds none.
    const list = `coalesce(${column(entity.membersOf)}, '[]')`;
    const wrapped = `(',' || substr(${list}, 2, length(${list}) - 2) || ',')`;
    const outside = (i: ReadInput) =>
      catalogue
        .filter((id) => !i.viewer!.organizations.includes(Number(id)))
        .map((id) => `%,${JSON.stringify(id)},%`);
    out.push(`not ${s.likeAny(wrapped, outside, '')}`);
  }
  if (shape.owned) out.push(`${column(entity.ownedBy!)} = ${s.param((i) => i.viewer!.userId)}`);
  for (const field of shape.kept ?? [])
    out.push(
      s.inList(column(field), (i) => [...(entity.rowsSeenBy!(i.viewer!.access)?.[field] ?? [])]),
    );
  if (shape.assigned) {
    const user = () => s.param((i) => i.viewer!.userId ?? -1);
    const assignments = assignmentsOf(entity);
    const branches = assignments.map((assignment, n) => {
      const pool = shape.unassigned?.[n] ?? false;
      if (!assignment.via) return assignedWithinTeams(column(assignment.field), user, pool);
      // The first reference holding a record governs (recordScope.ts `limitingScope`).
      const governs = governingBefore(assignments, n)
        .map((earlier) => `${column(earlier)} is null and `)
        .join('');
      const limited = shape.assigned![n];
      if (!limited && !crossesOptional(assignment))
        return `(${governs}${column(assignment.via)} is not null)`;
      const owner = quote(assignment.owner.table);
      hopTables(assignment).forEach((table) => s.tables.add(table));
      const owned = limited
        ? assignedWithinTeams(`${owner}.${quote(assignment.field)}`, user, pool)
        : `${owner}.id is not null`;
      const cited = column(assignment.via);
      return `(${governs}${cited} in (${citedOwners(assignment, owned, cited)}))`;
    });
    TEAM_TABLES.forEach((table) => s.tables.add(table));
    out.push(branches.length === 1 ? branches[0] : `(${branches.join(' or ')})`);
  }
  return out;
}

/**
 * `select id` of the `target` rows passing `tests` that the viewer sees: how a list reads the
 * records its rows cite (a search in a client's text, a sort by a client's name, a dotted filter)
 * without telling anything of those the viewer may not open. The table is not aliased, so the
 * scope's table-qualified columns read it (inside the subquery it hides an outer table of the
 * same name, as a client's referrals need). `tests` come first: their parameters were bound first.
 */
export function visibleRowsOf(
  s: Statement,
  target: Entity,
  shape: ViewerShape,
  tests: readonly string[],
  byRows = false,
): string {
  s.tables.add(target.table);
  const table = quote(target.table);
  const where = [...tests, ...scopeConditions(s, target, shape, byRows)];
  return `select ${table}.id from ${table}${where.length ? ` where ${where.join(' and ')}` : ''}`;
}
