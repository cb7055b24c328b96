/**
 * The widgets of the home page and who sees each (spec 3 "User components", spec 7
 * `GET user/component`): a widget is shown when the user may open what it summarises, so home
 * never offers what the API would refuse. Computed once here for the server and the screen.
 */
import type { AccessLists } from './engine/access';
import { canAccess, type Action } from './engine/routeAccess';

export interface HomeWidget {
  /** Key in `user_components`. */
  name: string;
  label: string;
  /** The route (and action) whose access the widget needs; none: every logged-in user. */
  route?: string;
  action?: Action;
}

export const homeWidgets: readonly HomeWidget[] = [
  { name: 'news_board', label: 'Novedades' },
  { name: 'shortcuts', label: 'Accesos directos' },
  { name: 'upcoming_areas', label: 'Lo que vas a poder hacer' },
  // The scheduler's figures, failed jobs and pending registrations: the administrator's.
  { name: 'admin_dashboard', label: 'Tablero de administración', route: 'admin/cron' },
  { name: 'sales_targets', label: 'Objetivos de venta', route: 'admin/sales-target' },
];

export type UserComponents = Record<string, boolean>;

/** `{ news: true, admin_dashboard: false, … }` for this access. */
export function userComponents(access: AccessLists | null | undefined): UserComponents {
  return Object.fromEntries(
    homeWidgets.map((w) => [
      w.name,
      !!access && (!w.route || canAccess(access, w.route, w.action ?? 'list')),
    ]),
  );
}
