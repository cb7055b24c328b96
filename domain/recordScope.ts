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
} as const;
