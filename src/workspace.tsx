/**
 * The signed-in workspace: the layout, every area's screens and routes, and the domain
 * declarations they are generated from. A part of its own (src/workspacePart.ts): the login
 * page needs none of it, and loads it while the person types; a returning user's start loads
 * it beside the session check.
 */
import { Navigate, Route } from 'react-router-dom';
import { CustomRoutes } from 'react-admin';
import type { AccessLists } from '../domain/engine/access';
// The door to the declarations: it registers every area (domain/areas.ts) for the registry.
import { entities } from '../domain/entities';
import { canAccess } from '../domain/routes';
import { dataProvider } from '../providers/dataProvider';
import { warmStart } from '../providers/warmStartPage';
import { screenAreas } from '../resources/areas';
import { ownRouteListViews, preloadScreenOf, resourcesFor } from '../resources';
import { lazyPart as lazy } from './lazyPart';
import { HomePart as Home } from './pages/homePart';

export { Layout } from './layout/Layout';
export { entities };

const Profile = lazy(() => import('./pages/ProfilePage'));
const AwaitingApproval = lazy(() => import('./pages/AwaitingApproval'));
const Forbidden = lazy(() => import('./pages/Forbidden'));
const Agenda = lazy(() => import('../resources/schedule/AgendaPage'));

/** The areas' screens of spec routes that are no resource, each behind its route's rule. */
const areaPages = screenAreas.flatMap((area) => area.pages ?? []);

/** What react-admin's routes hold for this access: resources, named lists, screens. */
export function workspaceRoutes(permissions: AccessLists | null) {
  return [
    ...resourcesFor(permissions),
    ownRouteListViews(permissions),
    <CustomRoutes key="routes">
      <Route path="/home" element={<Home />} />
      <Route path="/profile" element={<Profile />} />
      <Route
        path="/schedule"
        element={canAccess(permissions, 'schedule') ? <Agenda /> : <Forbidden />}
      />
      <Route path="/register/pending" element={<AwaitingApproval />} />
      <Route path="/admin" element={<Navigate to="/admin/company" replace />} />
      {areaPages.map(({ path, route, action, view: View }) => (
        <Route
          key={path}
          path={`/${path}`}
          element={canAccess(permissions, route, action) ? <View /> : <Forbidden />}
        />
      ))}
    </CustomRoutes>,
  ];
}

/**
 * The screen a returning user's address opens starts loading now, and a record's page asks for
 * its record (and that record's names) as soon as the access is known; react-admin reuses both.
 */
export function warmStartAt(pathname: string, access: Promise<AccessLists | null>) {
  const screen = preloadScreenOf(pathname);
  if (screen?.id !== undefined && (screen.view === 'show' || screen.view === 'edit')) {
    const { entity, id, view } = screen;
    const showsFields = view === 'show' && !screen.tab;
    void warmStart(dataProvider, { entity, id, view, showsFields }, access);
  }
}

/** Home is where a login lands: its code loads while the person types. */
export const preloadHome = () => Home.preload();
