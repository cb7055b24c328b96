/**
 * Record-level scope (entity option `assignedTo`), our reading of spec 6 for a brokerage: an
 * executive works the clients assigned to them; whoever holds the section's full access (or is
 * an administrator) sees every record of their organization. Teams (admin/team) widen the
 * first: a team's supervisor also sees its members' records, and the members of a team that
 * shares its portfolio see each other's (server/resources/teamScope.ts). Records hanging from an assigned
 * one (the links of an account to its contacts) follow it. The server adds the condition to the rows' scope;
 * forms use the same rule to offer the assignment only to who may change it.
 */
import { ADMINISTRATOR, hasAccess, type AccessLists } from './access';
import type { Entity } from './entity';
import { entityByName } from './entities';
import { optionByCode, teamRoles } from './enums';

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
  via?: string;
}

export function assignmentOf(entity: Entity): Assignment | null {
  const rule = entity.assignedTo;
  if (!rule) return null;
  if ('field' in rule) return { owner: entity, field: rule.field, seeAll: rule.seeAll };
  const reference = entity.fields[rule.through];
  if (reference?.kind !== 'reference') throw new Error(`${entity.name}: ${rule.through}`);
  const parent = assignmentOf(entityByName(reference.target));
  if (!parent || parent.via) throw new Error(`${entity.name}: ${rule.through} is not assigned`);
  return { ...parent, via: rule.through };
}

/** The assignment that limits `access` on `entity`, or null when they see every record. */
export function limitingAssignment(
  entity: Entity,
  access: AccessLists | null | undefined,
): Assignment | null {
  const assignment = assignmentOf(entity);
  if (!assignment) return null;
  const everything = [ADMINISTRATOR, ...assignment.seeAll].join('|');
  return hasAccess(access, { permission: [everything] }) ? null : assignment;
}

/** Whether `access` sees only the records of `entity` assigned to the user (directly). */
export function seesOnlyAssigned(entity: Entity, access: AccessLists | null | undefined): boolean {
  const limit = limitingAssignment(entity, access);
  return limit !== null && !limit.via;
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
