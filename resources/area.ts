/**
 * A business area's screens part, registered once in `resources/areas.ts` under the name of
 * its domain part (domain/engine/area.ts). The resources (resources/index.tsx), the record
 * panels (generic/recordPanels.tsx), the record pages' buttons (generic/GenericShow.tsx) and
 * the menu's icons (src/layout/icons.tsx) read the list of areas and name none.
 */
import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material';
import type { AccessLists } from '../domain/engine/access';
import type { Entity } from '../domain/engine/entity';
import type { Action } from '../domain/routes';
import type { LazyPart } from '../src/lazyPart';

export type View = 'list' | 'create' | 'edit' | 'show';

/** A screen of a resource beyond list/create/edit/show, with the route and action it needs. */
export interface ExtraRoute {
  /** Below the resource's path (`upload`, `:id/password/change`, `car/*`). */
  path: string;
  route: string;
  action: Action;
  view: ComponentType;
}

/** The screen of a panel tab a declaration names (entity option `panels`). */
export interface RecordPanelScreen {
  component: ComponentType;
  /** Whether this access sees the tab on `entity`'s pages; absent: whoever opens the page. */
  shows?: (access: AccessLists | null | undefined, entity: Entity) => boolean;
}

export interface ScreenArea {
  /** The name of the area's domain part. */
  name: string;
  /** Views a resource's own screens replace, by resource name; the rest stay generated. */
  overrides?: Record<string, Partial<Record<View, LazyPart<object>>>>;
  /** Screens beyond the four views, by resource name. */
  extraRoutes?: Record<string, readonly ExtraRoute[]>;
  /**
   * Screens of a spec route that is no resource (`movements/{contract}/contract_request/…`,
   * an endorsement's wizards on its policy): `path` from the root, guarded by `route`'s rule.
   */
  pages?: readonly ExtraRoute[];
  /** Panel tabs' screens, by the panel's name in the declaration. */
  panels?: Record<string, RecordPanelScreen>;
  /**
   * Buttons a record's page shows in its toolbar, by resource name (a policy's documents); each
   * reads the page's record from react-admin's context and decides itself whom it shows to.
   */
  recordButtons?: Record<string, ComponentType>;
  /** Menu icons of its sections and named lists, by route. */
  icons?: readonly (readonly [string, ComponentType<SvgIconProps>])[];
}

export const defineScreenArea = (area: ScreenArea): ScreenArea => area;
