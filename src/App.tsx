/**
 * The application: react-admin in Spanish around the signed-in workspace (src/workspace.tsx),
 * which loads apart from this shell: the login and the public pages need none of the areas.
 */
import { useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LoadFailed, lazyPart as lazy, withTimeout } from './lazyPart';
import { Navigate, Route } from 'react-router-dom';
import {
  Admin,
  CustomRoutes,
  Notification,
  useAuthenticated,
  type AuthProvider,
} from 'react-admin';
import type { AccessLists } from '../domain/engine/access';
import { authProvider, currentProfile } from '../providers/authProvider';
import { preferencesStore } from '../providers/preferencesStore';
import { createQueryClient } from '../providers/queryClient';
import { dataProvider } from '../providers/dataProvider';
import { i18nProvider } from '../providers/i18n';
import { PRODUCT_NAME } from './config';
import { LoginPage } from './pages/LoginPage';
import { theme } from './theme';
import { loadedWorkspace, loadWorkspace } from './workspacePart';

const NotFound = lazy(() => import('./pages/NotFound'));
const Logout = lazy(() => import('./pages/Logout'));
const Register = lazy(() => import('./pages/auth/RegisterPage'));
const PasswordEmail = lazy(() => import('./pages/auth/PasswordEmailPage'));
const PasswordReset = lazy(() => import('./pages/auth/PasswordResetPage'));

const RedirectHome = () => <Navigate to="/home" replace />;

/**
 * A login resolves once the workspace has arrived too (it loads while the person types, and
 * beside the token's request if not yet): the first screen after Ingresar then renders at once,
 * without react-admin's loading page.
 */
const shellAuthProvider: AuthProvider = {
  ...authProvider,
  // A workspace that failed to load does not fail the login: its routes say so (routesFor).
  login: (params) =>
    Promise.all([authProvider.login(params), loadWorkspace().catch(() => undefined)]).then(
      ([answer]) => answer,
    ),
};

const store = preferencesStore(() => currentProfile()?.id);
const queryClient = createQueryClient();

/**
 * Messages at the top: at the bottom, «El formulario tiene errores» covered the very button a
 * form or a dialog is sent with (Guardar, Siguiente, Cargar cotización) for seconds.
 */
const TopNotification = () => (
  <Notification anchorOrigin={{ vertical: 'top', horizontal: 'center' }} />
);

/** The workspace's layout; before it has arrived only a visitor's way to the login shows. */
function ShellLayout({ children }: { children: ReactNode }) {
  const Layout = loadedWorkspace()?.Layout;
  return Layout ? <Layout>{children}</Layout> : children;
}

/**
 * A visitor without a session, on any page of the workspace, is sent to log in. A session that
 * holds after all (its profile check had failed for a moment) asks for its access again, which
 * brings the workspace's routes.
 */
function LoginFirst() {
  const { authenticated } = useAuthenticated();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (authenticated) void queryClient.invalidateQueries({ queryKey: ['auth', 'getPermissions'] });
  }, [authenticated, queryClient]);
  return null;
}

/** The workspace's code did not arrive (the network, or a release replaced its files). */
const reload = () => window.location.reload();
const workspaceFailed = (
  <CustomRoutes key="workspace-failed" noLayout>
    <Route path="*" element={<LoadFailed onRetry={reload} />} />
  </CustomRoutes>
);

const publicRoutes = (
  <CustomRoutes key="public" noLayout>
    <Route path="/logout" element={<Logout />} />
    <Route path="/register" element={<Register />} />
    <Route path="/password/email" element={<PasswordEmail />} />
    <Route path="/password/reset/:token" element={<PasswordReset />} />
  </CustomRoutes>
);

const visitorRoutes = (
  <CustomRoutes key="visitor">
    <Route path="*" element={<LoginFirst />} />
  </CustomRoutes>
);

let lastRouting = 0;

/**
 * react-admin's routes for this access: the workspace's, at once if it has arrived; a signed-in
 * user's once it does (react-admin shows its loading page meanwhile); a visitor's way to the
 * login without waiting for it. react-admin adds what a promise answers to the routes it holds,
 * so only the latest call's answer counts (StrictMode runs the effect asking twice).
 */
function routesFor(permissions: AccessLists | null) {
  const routing = ++lastRouting;
  const workspace = loadedWorkspace();
  if (workspace) return workspace.workspaceRoutes(permissions);
  if (!permissions) return [visitorRoutes];
  return withTimeout(loadWorkspace()).then(
    (loaded) => (routing === lastRouting ? loaded.workspaceRoutes(permissions) : never()),
    () => (routing === lastRouting ? [workspaceFailed] : never()),
  );
}

/** The answer of a call overtaken by a later one: none. */
const never = () => new Promise<never>(() => undefined);

export function App() {
  return (
    <Admin
      title={PRODUCT_NAME}
      dataProvider={dataProvider}
      authProvider={shellAuthProvider}
      store={store}
      queryClient={queryClient}
      i18nProvider={i18nProvider}
      layout={ShellLayout}
      notification={TopNotification}
      loginPage={LoginPage}
      dashboard={RedirectHome}
      catchAll={NotFound}
      theme={theme}
      disableTelemetry
    >
      {publicRoutes}
      {routesFor}
    </Admin>
  );
}
