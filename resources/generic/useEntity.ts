import { useResourceContext } from 'react-admin';
import type { AccessLists } from '../../domain/engine/access';
import { canAccess, type Action } from '../../domain/routes';
import { entityByName, findEntity } from '../../domain/entities';
import { hasRecordPage } from '../../domain/engine/detailTabs';
import type { Entity } from '../../domain/engine/entity';
import { tenancyRefusal } from '../../domain/tenancy';
import { currentProfile } from '../../providers/authProvider';
import { useAccess } from '../../src/access';

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
/**
 * Where a record opens from a list, a tab or the search: its page when it has related-record
 * tabs (`/{resource}/{id}`, resources/index.tsx), else its form, or its read-only view for a
 * user who may not edit it.
 */
export function openPath(access: AccessLists | null | undefined, resource: string, id: unknown) {
  const entity = entityByName(resource);
  if (hasRecordPage(entity)) return `/${resource}/${encodeURIComponent(String(id))}`;
  return mayAccess(access, entity, 'edit') ? editPath(resource, id) : showPath(resource, id);
}

const WRITES: Action[] = ['create', 'edit', 'delete'];

/** The logged-in user's organizations, the working one first (empty before the profile). */
export const profileOrganizations = (): number[] =>
  currentProfile()?.organizations.map((o) => o.organization_id) ?? [];

/**
 * The entity's route rule (domain/routes.ts) and the organizations' part (domain/tenancy.ts:
 * a shared catalogue is written only in the product organization), the ones the API enforces;
 * read-only ones are never written. Before the profile arrives only the route rule applies.
 */
export const mayAccess = (
  access: AccessLists | null | undefined,
  entity: Entity,
  action: Action = 'list',
) =>
  !(entity.readOnly && WRITES.includes(action)) &&
  canAccess(access, entity.name, action) &&
  (!currentProfile() || !tenancyRefusal(entity, action, access, profileOrganizations()));

/** Whether the logged-in user may do `action` on the current entity. */
export function useMayDo(action: Action): boolean {
  const entity = useEntity();
  const permissions = useAccess();
  return mayAccess(permissions, entity, action);
}
