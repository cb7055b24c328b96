/**
 * The Spanish names of the words permissions are made of (`area: action`): an area's name, and
 * what an action word lets its holder do. The permission catalogue (domain/permissions.ts)
 * composes every permission from them; an area names the words its routes bring
 * (domain/engine/area.ts, `permissionNames`).
 */

/** What a permission lets its holder do, given the area's Spanish name. */
export type Describe = (area: string) => string;

export interface ActionLabel {
  label: string;
  describe: Describe;
}

export const low = (area: string) => area.toLowerCase();

export const verb = (label: string, describe: Describe): ActionLabel => ({ label, describe });

/** A screen of an area: `admin: companies` opens the Compañías section of Administración. */
export const section = (label: string): ActionLabel => ({
  label,
  describe: (area) => `Abre la sección ${label} de ${area}.`,
});

export interface PermissionNames {
  /** Spanish names of permission areas (the part before the colon), plural as in menus. */
  areas?: Record<string, string>;
  /** Sections and actions (the word after the colon). */
  actions?: Record<string, ActionLabel>;
}
