import { usePermissions } from 'react-admin';
import type { AccessLists } from '../../domain/access';
import { entities } from '../../domain/entities';
import type { Entity } from '../../domain/entity';
import { mayAccess } from '../../resources';

/** The declared entities the logged-in user may list: menu, title dropdown and home agree. */
export function useVisibleEntities(): Entity[] {
  const { permissions } = usePermissions<AccessLists>();
  return entities.filter((entity) => mayAccess(permissions, entity));
}

/** `admin/locations/state` → `locations`; `admin/branch` → `admin`. */
export const groupOf = (name: string) => {
  const parts = name.split('/');
  return parts.length > 2 ? parts[parts.length - 2] : parts[0];
};
