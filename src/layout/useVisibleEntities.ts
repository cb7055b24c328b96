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

/**
 * `admin/locations/state` → `locations`; `admin/branch` → `admin`; a top-level route such as
 * `notifications` → '' (listed right after home, under no heading).
 */
export const groupOf = (name: string) => {
  const parts = name.split('/');
  if (parts.length === 1) return '';
  return parts.length > 2 ? parts[parts.length - 2] : parts[0];
};

/** Groups in menu order: the ungrouped entries first. */
export const groupsOf = (entities: Entity[]) =>
  [...new Set(entities.map((e) => groupOf(e.name)))].sort((a, b) =>
    a === '' ? -1 : b === '' ? 1 : 0,
  );
