/**
 * Record-level scope (entity option `assignedTo`), our reading of spec 6 for a brokerage: an
 * executive works the clients assigned to them; whoever holds the section's full access (or is
 * an administrator) sees every record of their organization. Teams (admin/team) widen the
 * first: a team's supervisor also sees its members' records, and the members of a team that
 * shares its portfolio see each other's (server/rest/teamScope.ts). Records hanging from
 * an assigned one (the links of an account to its contacts) follow it; those that may hang
 * from either of two (an interaction with a client or a lead) follow the first they cite. The
 * server adds the condition to the rows' scope; forms use the same rule to offer the
 * assignment only to who may change it.
 */
import { ADMINISTRATOR, hasAccess, type AccessLists } from './access';
import type { Entity } from './entity';
import type { OwnAssignmentRule } from './entityOptions';
import { entityByName } from './registry';
import { optionByCode } from './defineEnum';
import { teamRoles } from '../enums/clients';

/** A team member's role that supervises the others (admin/team). */
export const TEAM_SUPERVISOR = Number(optionByCode(teamRoles, 'supervisor').id);

/**
 * Where an entity's assignment is read: `field` of the entity itself (`via` absent), or
 * `field` of the entity `via` points at (the row's reference column `via`).
 */
export interface Assignment {
  owner: Entity;
  field: string;
  seeAll: readonly string[];
  seeUnassigned?: readonly string[];
  via?: string;
  /**
   * The records crossed after `via` before the owner, each with its reference leading on: a
   * quota's `via` is `contract_id`, and `beyond` the contract with its `account_id`.
   */
  beyond?: readonly Hop[];
}

/** A record crossed on the way to the owner, and its reference that leads further. */
export interface Hop {
  entity: Entity;
  via: string;
}

/**
 * Each way a row of `entity` is assigned: its own field (one per labor, then the reference a
 * record of several labors is also seen through), or each reference of `through`.
 */
export function assignmentsOf(entity: Entity): Assignment[] {
  const rule = entity.assignedTo;
  if (!rule) return [];
  if ('field' in rule) return [ownOf(entity, rule)];
  if ('byLabor' in rule)
    return [
      ...rule.byLabor.map((own) => ownOf(entity, own)),
      ...(rule.through ? citedAssignments(entity, [rule.through]) : []),
    ];
  const references: readonly string[] =
    typeof rule.through === 'string' ? [rule.through] : rule.through;
  return citedAssignments(entity, references, rule.seeAll);
}

const ownOf = (entity: Entity, own: OwnAssignmentRule): Assignment => ({
  owner: entity,
  field: own.field,
  seeAll: own.seeAll,
  seeUnassigned: own.seeUnassigned,
});

/** The assignment of the record each reference cites, read through it (`via`). */
function citedAssignments(
  entity: Entity,
  references: readonly string[],
  seeAll: readonly string[] = [],
): Assignment[] {
  return references.flatMap((via) => {
    const reference = entity.fields[via];
    if (reference?.kind !== 'reference') throw new Error(`${entity.name}: ${via}`);
    const target = entityByName(reference.target);
    const parents = assignmentsOf(target);
    if (!parents.length) throw new Error(`${entity.name}: ${via} is not assigned`);
    // A record of two labors (a contract request's executive and subscriber) lends both, each
    // a way the row shows, as does what it is read through (its policy's client).
    return parents.map((parent) => ({
      ...parent,
      via,
      beyond: parent.via ? [{ entity: target, via: parent.via }, ...(parent.beyond ?? [])] : [],
      seeAll: [...parent.seeAll, ...seeAll],
    }));
  });
}

/**
 * The references before the `n`th assignment's that govern a row when they hold a record: the
 * first one holding a record decides, and the labors of one reference are alternatives.
 */
export function governingBefore(assignments: readonly Assignment[], n: number): string[] {
  const via = assignments[n].via;
  const earlier = assignments.slice(0, n).flatMap((a) => (a.via ? [a.via] : []));
  return [...new Set(earlier.filter((reference) => reference !== via))];
}

/**
 * Whether a branch seen whole ("cites one") must still cross its records: one of them may cite
 * nothing further (a request not issued has no policy), so citing it is not yet being its owner's.
 */
export const crossesOptional = (assignment: Assignment): boolean =>
  (assignment.beyond ?? []).some((hop) => !hop.entity.fields[hop.via]?.required);

/** The assignments a record keeps in user fields of its own (a task's assignee), if any. */
export const ownAssignments = (entity: Entity): Assignment[] =>
  assignmentsOf(entity).filter((assignment) => !assignment.via);

/** The first of them: the one a record created by someone who works only their own takes. */
export function ownAssignment(entity: Entity): Assignment | null {
  return ownAssignments(entity)[0] ?? null;
}

/**
 * The assignment a record of the pool is taken into (a contract request's subscriber): the one
 * that shows unassigned rows, else the only one.
 */
export function poolAssignment(entity: Entity): Assignment | null {
  const own = ownAssignments(entity);
  return own.find((a) => a.seeUnassigned?.length) ?? (own.length === 1 ? own[0] : null);
}

/**
 * One way a row may show: `limited`, only when it is assigned to the user (directly, or
 * through the record `via` points at), or to nobody when `unassigned` (the pool they take
 * requests from); else whenever it cites a record of that kind at all.
 */
export interface ScopeBranch {
  assignment: Assignment;
  limited: boolean;
  unassigned: boolean;
}

/**
 * How `access` is narrowed on `entity`: null when it sees every record, else the branches. The
 * first reference that holds a record governs the row: an interaction with a client is the
 * client's, whatever lead it came from (a converted lead's calls follow the client when it is
 * handed to another executive), and one with a lead only is the lead's. Someone who sees every
 * client but only their own leads sees every interaction with a client and those with their
 * leads only, never another executive's lead-only call (an unlimited branch is "cites one",
 * not "every row").
 */
export function limitingScope(
  entity: Entity,
  access: AccessLists | null | undefined,
): ScopeBranch[] | null {
  const holds = (permissions: readonly string[]) =>
    permissions.length > 0 && hasAccess(access, { permission: [permissions.join('|')] });
  const branches = assignmentsOf(entity).map((assignment) => {
    const limited = !holds([ADMINISTRATOR, ...assignment.seeAll]);
    return { assignment, limited, unassigned: limited && holds(assignment.seeUnassigned ?? []) };
  });
  // Seeing every row of one labor (every request as the subscribers' supervisor) is seeing them all.
  if (branches.some((b) => !b.limited && !b.assignment.via)) return null;
  return branches.some((b) => b.limited) ? branches : null;
}

/** Whether `access` sees only the records of `entity` assigned to the user (directly). */
export function seesOnlyAssigned(entity: Entity, access: AccessLists | null | undefined): boolean {
  return !!limitingScope(entity, access)?.some((b) => b.limited && !b.assignment.via);
}

/**
 * The message for the assignment of a new record its creator must name (`namedOnCreate`):
 * they load records for others and left it empty. Null when fine (or for the product itself).
 */
export function unnamedAssignment(
  entity: Entity,
  access: AccessLists | null | undefined,
  values: Readonly<Record<string, unknown>>,
): string | null {
  const rule = entity.assignedTo;
  if (!access || !rule || !('field' in rule) || !rule.namedOnCreate) return null;
  const assigned = values[rule.field];
  if (assigned !== null && assigned !== undefined && assigned !== '') return null;
  const either = [ADMINISTRATOR, ...rule.namedOnCreate.unless].join('|');
  const works = hasAccess(access, { permission: [either] });
  return works ? null : rule.namedOnCreate.message;
}

export const recordScopeMessages = {
  onlySelf: 'Solo podés asignarte registros a vos. Pedile a tu supervisor que los reasigne.',
  onlyTeam:
    'Solo podés asignar registros a vos o a integrantes de los equipos que supervisás. Para otra persona, pedíselo a quien tenga acceso total.',
} as const;

type UserId = number | string | null | undefined;

/**
 * Whom a writer who sees only their own records (and their teams', teamScope) may leave a
 * record assigned to: themselves, whoever it already was (editing a teammate's record keeps
 * it theirs), and the members of the teams they supervise; never nobody. Null when allowed, else the message for the assignment field. Forms offer the same
 * people (`supervised` comes with the session's profile).
 */
export function assignmentProblem(
  assigned: UserId,
  current: UserId,
  self: number,
  supervised: readonly number[],
): string | null {
  const none = (id: UserId) => id === null || id === undefined;
  if (none(assigned) ? none(current) : assigned === self || assigned === current) return null;
  if (supervised.includes(Number(assigned))) return null;
  return supervised.length ? recordScopeMessages.onlyTeam : recordScopeMessages.onlySelf;
}

interface TeamWithMembers {
  active?: unknown;
  members?: readonly { user_id?: unknown; role?: unknown }[];
}

/**
 * The members of the active teams `userId` supervises, read off teams as their form holds
 * them (fixtures mode); the server asks the same of its tables (teamScope.ts).
 */
export function supervisedWithin(teams: readonly TeamWithMembers[], userId: number): number[] {
  const ids = new Set<number>();
  for (const team of teams) {
    const members = team.members ?? [];
    const leads = members.some(
      (m) => Number(m.user_id) === userId && Number(m.role) === TEAM_SUPERVISOR,
    );
    if (team.active && leads)
      for (const m of members) if (Number(m.user_id) !== userId) ids.add(Number(m.user_id));
  }
  return [...ids].sort((a, b) => a - b);
}
