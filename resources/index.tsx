/**
 * Turns every entity declaration into a react-admin <Resource>. Views are generated unless an
 * area's screens (resources/areas.ts) replace one; all of them load lazily, outside the initial
 * bundle.
 */
import { lazyPart as lazy, type LazyPart } from '../src/lazyPart';
import { matchPath, Navigate, Route, useParams } from 'react-router-dom';
import { CustomRoutes, Resource, ResourceContextProvider, type RaRecord } from 'react-admin';
import { displayValue } from '../domain/engine/display';
import { hasRecordPage } from '../domain/engine/detailTabs';
import { entities } from '../domain/entities';
import type { Entity } from '../domain/engine/entity';
import type { AccessLists } from '../domain/engine/access';
import { canAccess, type Action } from '../domain/routes';
import { listViewOf, mayOpenListView } from '../domain/engine/listViews';
import { screenAreas } from './areas';
import type { ExtraRoute, View } from './area';
import { editPath, mayAccess } from './generic/useEntity';
import { iconOf } from '../src/layout/icons';

export { mayAccess };

const generated: Record<View, LazyPart<object>> = {
  list: lazy(() => import('./generic/GenericList')),
  create: lazy(() => import('./generic/GenericCreate')),
  edit: lazy(() => import('./generic/GenericEdit')),
  show: lazy(() => import('./generic/GenericShow')),
};

/** Views an area's screens replace (resources/areas.ts); the rest stay generated. */
const overrides: Record<string, Partial<Record<View, LazyPart<object>>>> = Object.assign(
  {},
  ...screenAreas.map((area) => area.overrides ?? {}),
);

/** Screens of a resource beyond list/create/edit/show, with the route and action they need. */
const extraRoutes: Record<string, readonly ExtraRoute[]> = Object.assign(
  {},
  ...screenAreas.map((area) => area.extraRoutes ?? {}),
);

const view = (entity: Entity, name: View) => overrides[entity.name]?.[name] ?? generated[name];

/** A named list of the entity (domain/engine/listViews.ts): its generated list on its own route. */
const ListViewPage = lazy(() => import('./generic/ListViewPage'));
/** A singleton's section opens its one record (entity option `singleton`). */
const SingletonPage = lazy(() => import('./generic/SingletonPage'));

/** The resource and view a page opened by its address shows (`/account/{id}` → its page). */
export function screenAt(
  pathname: string,
): { entity: Entity; view: View; id?: string; tab?: string } | null {
  const path = pathname.replace(/^\/+/, '');
  // A named list on a route of its own (`contract_research_renewal`) is its entity's list.
  const own = entities.find((e) => e.listViews.some((v) => v.route === path));
  if (own) return { entity: own, view: 'list' };
  const entity = entities
    .filter((e) => path === e.name || path.startsWith(`${e.name}/`))
    .sort((a, b) => b.name.length - a.name.length)[0];
  if (!entity) return null;
  const rest = path.slice(entity.name.length + 1);
  // A screen of its own (`auth-admin/user/5/password/change`) is no record's page.
  if ((extraRoutes[entity.name] ?? []).some((extra) => matchPath(extra.path, `/${rest}`)))
    return null;
  // A named list (`coverage_old/without-identifier`) is the entity's list on its own route.
  if (listViewOf(entity, rest)) return { entity, view: 'list' };
  const [first, second] = rest.split('/');
  if (!first) return { entity, view: 'list' };
  if (first === 'create') return { entity, view: 'create' };
  const page = second === 'show' || (second !== 'edit' && hasRecordPage(entity));
  const view = page ? 'show' : 'edit';
  // A tab other than the record's fields: `/account/{id}/segmentation`.
  const tab = second && second !== 'show' && second !== 'edit' ? second : undefined;
  try {
    return { entity, view, id: decodeURIComponent(first), tab };
  } catch {
    // A malformed address (`%E0%A4`): its screen says so; nothing is asked for early.
    return { entity, view };
  }
}

/**
 * Starts loading that screen while the session is still being checked: otherwise its code is
 * asked for only once the profile has arrived, one wait after the other. Access is still
 * decided when it renders. Returns the screen, whose record main.tsx asks for early too.
 */
export function preloadScreenOf(pathname: string) {
  const screen = screenAt(pathname);
  if (screen) view(screen.entity, screen.view).preload();
  return screen;
}

/**
 * The generated screens almost every visit opens (a list, a record), loaded once the first
 * screen has settled and the browser is idle: a first visit of a list then costs its rendering,
 * not also fetching, parsing and running its code (issue 30: 3–8× the plain app's first visit).
 * Not sooner: some sixty files fetched beside the home's own requests delayed its news by 0.7 s.
 */
export function preloadCommonScreens() {
  const load = () => {
    generated.list.preload();
    generated.show.preload();
    generated.edit.preload();
  };
  const timer = setTimeout(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 5000 });
    else load();
  }, PRELOAD_AFTER_MS);
  return () => clearTimeout(timer);
}

const PRELOAD_AFTER_MS = 3000;

const CreateFromRoute = lazy(() => import('./generic/CreateFrom'));

/** A screen of a registered resource that this user's access does not open. */
const Forbidden = lazy(() => import('../src/pages/Forbidden'));

/** react-admin links an edit as /{resource}/{id}; the spec's route is /{resource}/{id}/edit. */
function RedirectToEdit({ resource }: { resource: string }) {
  const { id } = useParams();
  return <Navigate to={editPath(resource, id)} replace />;
}

/**
 * Whether the user reaches any screen of the entity: its list, or only its records' pages (a
 * type's own import section: the imports of its type, not the imports list).
 */
const mayReach = (access: AccessLists | null | undefined, entity: Entity) =>
  mayAccess(access, entity) || mayAccess(access, entity, 'show');

export function resourcesFor(access: AccessLists | null | undefined) {
  return entities
    .filter((entity) => mayReach(access, entity))
    .map((entity) => {
      // A screen the user may not open says so (access denied) instead of opening.
      const may = (action: Action) =>
        !(entity.readOnly && ['create', 'edit', 'delete'].includes(action)) &&
        mayAccess(access, entity, action);
      const Edit = may('edit') ? view(entity, 'edit') : Forbidden;
      return (
        <Resource
          key={entity.name}
          name={entity.name}
          list={entity.singleton ? SingletonPage : may('list') ? view(entity, 'list') : Forbidden}
          create={may('create') ? view(entity, 'create') : undefined}
          show={may('show') ? view(entity, 'show') : Forbidden}
          // `/{resource}/{id}` opens the edit form (spec route `{id}/edit`), except for a
          // record with related-record tabs: there `{id}` is its page (`admin/global_type/{id}`).
          edit={
            hasRecordPage(entity) ? (
              may('show') ? (
                view(entity, 'show')
              ) : (
                Forbidden
              )
            ) : (
              <RedirectToEdit resource={entity.name} />
            )
          }
          icon={iconOf(entity.name)}
          recordRepresentation={(record: RaRecord) =>
            displayValue(entity.fields[entity.recordLabel], record[entity.recordLabel], record)
          }
        >
          <Route path=":id/edit/*" element={<Edit />} />
          {(extraRoutes[entity.name] ?? []).map(({ path, route, action, view: View }) => (
            <Route
              key={path}
              path={path}
              element={canAccess(access, route, action) ? <View /> : <Forbidden />}
            />
          ))}
          {entity.listViews
            .filter((listView) => !listView.route)
            .map((listView) => (
              <Route
                key={listView.path}
                path={listView.path}
                element={
                  mayOpenListView(access, entity, listView) ? (
                    <ListViewPage path={listView.path} />
                  ) : (
                    <Forbidden />
                  )
                }
              />
            ))}
          {entity.createFrom && may('create') && (
            <Route path="create/:from/:fromId" element={<CreateFromRoute />} />
          )}
          {/* Without a create screen react-admin would read "create" as an id. */}
          {!may('create') && <Route path="create" element={<Forbidden />} />}
        </Resource>
      );
    });
}

/**
 * The named lists with a route of their own (spec 2.3's `contract_research_renewal`), outside
 * their entity's `/{name}/…`: the same generated list, in the entity's resource context.
 */
export function ownRouteListViews(access: AccessLists | null | undefined) {
  const routes = entities
    .filter((entity) => mayReach(access, entity))
    .flatMap((entity) =>
      entity.listViews
        .filter((listView) => listView.route)
        .map((listView) => (
          <Route
            key={listView.route}
            path={`/${listView.route}`}
            element={
              mayOpenListView(access, entity, listView) ? (
                <ResourceContextProvider value={entity.name}>
                  <ListViewPage path={listView.path} />
                </ResourceContextProvider>
              ) : (
                <Forbidden />
              )
            }
          />
        )),
    );
  return <CustomRoutes key="own-route-lists">{routes}</CustomRoutes>;
}
