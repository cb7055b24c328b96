import { usePermissions, useResourceContext } from 'react-admin';
import type { AccessLists } from '../../domain/access';
import { canAccess, type Action } from '../../domain/routes';
import { findEntity } from '../../domain/entities';
import type { Entity } from '../../domain/entity';

/** The declaration behind the current react-admin resource. */
export function useEntity(): Entity {
  const resource = useResourceContext();
  const entity = resource ? findEntity(resource) : undefined;
  if (!entity) throw new Error(`No declaration for resource ${resource}`);
  return entity;
}

/** Spec routes: `/{resource}/{id}/edit` (react-admin's own default would be `/{resource}/{id}`). */
export const editPath = (resource: string, id: unknown) =>
  `/${resource}/${encodeURIComponent(String(id))}/edit`;
export const showPath = (resource: string, id: unknown) =>
  `/${resource}/${encodeURIComponent(String(id))}/show`;

const WRITES: Action[] = ['create', 'edit', 'delete'];

/** The entity's route rule (domain/routes.ts), the one the API enforces; read-only ones are never written. */
export const mayAccess = (
  access: AccessLists | null | undefined,
  entity: Entity,
  action: Action = 'list',
) => !(entity.readOnly && WRITES.includes(action)) && canAccess(access, entity.name, action);

/** Whether the logged-in user may do `action` on the current entity. */
export function useMayDo(action: Action): boolean {
  const entity = useEntity();
  const { permissions } = usePermissions<AccessLists>();
  return mayAccess(permissions, entity, action);
}
