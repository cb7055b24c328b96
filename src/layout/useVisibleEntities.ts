import { entities, findEntity } from '../../domain/entities';
import { menuGroups, type MenuGroup } from '../../domain/menuGroups';
import type { Entity } from '../../domain/engine/entity';
import { mayAccess } from '../../resources';
import { canAccess } from '../../domain/routes';
import { areaScreens } from '../../domain/screens';
import { useAccess } from '../access';

/** The declared entities the logged-in user may list: menu, title dropdown and home agree. */
export function useVisibleEntities(): Entity[] {
  const permissions = useAccess();
  return entities.filter((entity) => mayAccess(permissions, entity));
}

/** The hand-written screens of an area (the agenda) the user may open, listed after home. */
export function useVisibleScreens() {
  const permissions = useAccess();
  return areaScreens.filter((screen) => canAccess(permissions, screen.path));
}

/**
 * The menu group of a section (its declaration's `menuGroup`, domain/menuGroups.ts); '' for one
 * declared without (notifications), listed right after home, under no heading.
 */
export const groupOf = (name: string): MenuGroup | '' => findEntity(name)?.menuGroup ?? '';

/** Groups in menu order (domain/menuGroups.ts): the ungrouped entries first. */
export const groupsOf = (list: Entity[]): (MenuGroup | '')[] => {
  const present = new Set(list.map((e) => groupOf(e.name)));
  const ordered = (Object.keys(menuGroups) as MenuGroup[]).filter((g) => present.has(g));
  return present.has('') ? ['', ...ordered] : ordered;
};
