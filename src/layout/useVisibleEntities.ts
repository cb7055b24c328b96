import { entities, findEntity } from '../../domain/entities';
import { menuGroups, type MenuGroup } from '../../domain/menuGroups';
import type { Entity } from '../../domain/engine/entity';
import type { AccessLists } from '../../domain/engine/access';
import { mayAccess } from '../../resources';
import { canAccess } from '../../domain/routes';
import { mayOpenListView } from '../../domain/engine/listViews';
import { areaScreens } from '../../domain/screens';
import { useAccess } from '../access';
import { currentProfile } from '../../providers/authProvider';

/**
 * Worked out once per access and profile (mayAccess also reads the profile's organizations):
 * the menu, the title dropdown and home ask at every render, and each answer runs the access
 * rules over every entity, a visible share of the layout's first mount.
 */
function oncePerAccess<T>(work: (access: AccessLists | undefined) => T) {
  const done = new WeakMap<AccessLists, { profile: unknown; value: T }>();
  return (access: AccessLists | undefined): T => {
    if (!access) return work(access);
    const profile = currentProfile();
    const kept = done.get(access);
    if (kept && kept.profile === profile) return kept.value;
    const value = work(access);
    done.set(access, { profile, value });
    return value;
  };
}

const visibleEntities = oncePerAccess((access) =>
  entities.filter((entity) => entity.inMenu && mayAccess(access, entity)),
);
/** The sections the user lists, and those of which they open only named lists (import_news). */
const menuEntities = oncePerAccess((access) =>
  entities.filter(
    (entity) =>
      entity.inMenu &&
      (mayAccess(access, entity) ||
        entity.listViews.some((view) => mayOpenListView(access, entity, view))),
  ),
);
const visibleScreens = oncePerAccess((access) =>
  areaScreens.filter((screen) => canAccess(access, screen.path)),
);

/** The sections the logged-in user may list: menu, title dropdown and home agree. */
export function useVisibleEntities(): Entity[] {
  return visibleEntities(useAccess());
}

/**
 * The menu's sections: those the user may list, and those whose named lists alone they may open
 * (a type's own import section: its imports' list, without the imports section itself).
 */
export function useMenuEntities(): Entity[] {
  return menuEntities(useAccess());
}

/** The hand-written screens of an area (the agenda) the user may open, listed after home. */
export function useVisibleScreens() {
  return visibleScreens(useAccess());
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
