/**
 * Tenancy rules (spec sections 6 and 9): who manages whom across organizations. Organization 1
 * is the product's own brokerage; its administrators are the product-wide administrators who
 * alone change what every organization shares (global roles and cargos).
 */
import { isAdministrator, normalisedList, normalisePermission, type AccessLists } from './access';
import { DEFAULT_ORGANIZATION } from './entities/auth';

export const PRODUCT_ORGANIZATION = DEFAULT_ORGANIZATION;

export const tenancyMessages = {
  sharedRecord:
    'Este registro lo comparten todas las organizaciones: solo lo cambia un administrador de la organización principal.',
  foreignOrganization: 'Solo podés asignar organizaciones a las que pertenecés.',
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

export function isProductAdministrator(access: AccessLists, organizations: number[]): boolean {
  return isAdministrator(access) && organizations.includes(PRODUCT_ORGANIZATION);
}

/** A person is managed only by someone who belongs to every one of their organizations. */
export const managesMembersOf = (actor: readonly number[], person: readonly number[]) =>
  person.every((organization) => actor.includes(organization));
