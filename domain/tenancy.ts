/**
 * Tenancy rules (spec sections 6 and 9): who manages whom across organizations. Organization 1
 * is the product's own brokerage; its administrators are the product-wide administrators. What
 * every organization shares (an entity's `sharedRows`: the insurers, the locations, the global
 * roles…) is changed only by the product organization; the product's own sections
 * (`productOnly`: the scheduled jobs) are seen and run only by its administrators. The server
 * (requireAccess and the three writes) and the screens (mayAccess) ask the same functions.
 */
import {
  isAdministrator,
  normalisedList,
  normalisePermission,
  type AccessLists,
} from './engine/access';
import { DEFAULT_ORGANIZATION } from './entities/auth';
import type { Entity } from './engine/entity';
import type { Action } from './engine/routeAccess';

export const PRODUCT_ORGANIZATION = DEFAULT_ORGANIZATION;

export const tenancyMessages = {
  sharedRecord:
    'Este registro lo comparten todas las organizaciones: solo lo cambia la organización principal.',
  productOnly: 'Esta sección es de la organización principal: solo la usan sus administradores.',
  foreignOrganization: 'Solo podés asignar organizaciones a las que pertenecés.',
  foreignGrant:
    'Ese rol o cargo es de otra organización: elegí uno compartido o de una organización de la persona.',
  permissionNotHeld: 'No podés otorgar permisos que no tenés: :permissions.',
  heldElsewhere:
    'No podés cambiar este registro: lo tienen personas de organizaciones que no administrás.',
} as const;

/** The superuser holds every permission (within their organizations); others only their own. */
export function holdsPermission(access: AccessLists, permission: string): boolean {
  return (
    isAdministrator(access) ||
    normalisedList(access.permission).includes(normalisePermission(permission))
  );
}

export function isProductAdministrator(
  access: AccessLists | null | undefined,
  organizations: readonly number[],
): boolean {
  return isAdministrator(access ?? undefined) && organizations.includes(PRODUCT_ORGANIZATION);
}

/** A person is managed only by someone who belongs to every one of their organizations. */
export const managesMembersOf = (actor: readonly number[], person: readonly number[]) =>
  person.every((organization) => actor.includes(organization));

/**
 * Organizations a writer may give a person: their own; any, for a product administrator, who
 * onboards an organization by creating its first administrator.
 */
export const mayAssignOrganization = (
  access: AccessLists,
  actor: readonly number[],
  organization: number,
) => actor.includes(organization) || isProductAdministrator(access, actor);

/** Every row of the entity is shared by all organizations (a catalogue with no organization). */
export const sharesEveryRow = (entity: Entity) => !!entity.sharedRows && !entity.scope;

/**
 * Whether a stored row is shared: any row of a shared catalogue, or a global row (organization
 * null) of an entity whose organizations also keep rows of their own (roles, cargos, settings).
 */
export const isSharedRow = (entity: Entity, rowOrganization: number | null | undefined) =>
  !!entity.sharedRows && (!entity.scope || rowOrganization === null);

/**
 * Shared rows are changed by the product organization's people, each in the sections their
 * permissions open (its administrators in all; a subscriber in the coverages); the people of
 * other organizations only read them.
 */
export const changesSharedRows = (organizations: readonly number[]) =>
  organizations.includes(PRODUCT_ORGANIZATION);

const WRITES: readonly Action[] = ['create', 'edit', 'delete'];

/**
 * Why the organizations refuse `action` on the section to someone its permissions let in, or
 * null: writing a shared catalogue outside the product organization, or opening one of the
 * product's own sections without being its administrator. The row-level part (a global role
 * among an organization's own) is `isSharedRow`, checked where the row is known.
 */
export function tenancyRefusal(
  entity: Entity,
  action: Action,
  access: AccessLists | null | undefined,
  organizations: readonly number[],
): string | null {
  if (entity.productOnly && !isProductAdministrator(access, organizations))
    return tenancyMessages.productOnly;
  if (WRITES.includes(action) && sharesEveryRow(entity) && !changesSharedRows(organizations))
    return tenancyMessages.sharedRecord;
  return null;
}

/** What a new person's organizations start as: the writer's working one (their first). */
export const membershipDefault = (organizations: readonly number[] | undefined) =>
  organizations?.length ? [organizations[0]] : [PRODUCT_ORGANIZATION];
