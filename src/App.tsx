/**
 * The application: react-admin in Spanish around the signed-in workspace (src/workspace.tsx),
 * which loads apart from this shell: the login and the public pages need none of the areas.
 */
import type { ReactNode } from 'react';
import { lazyPart as lazy } from './lazyPart';
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
  login: (params) =>
    Promise.all([authProvider.login(params), loadWorkspace()]).then(([answer]) => answer),
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

/** A visitor without a session, on any page of the workspace, is sent to log in. */
function LoginFirst() {
  useAuthenticated();
  return null;
}

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

/**
 * react-admin's routes for this access: the workspace's, at once if it has arrived; a signed-in
 * user's once it does (react-admin shows its loading page meanwhile); a visitor's way to the
 * login without waiting for it.
 */
function routesFor(permissions: AccessLists | null) {
  const workspace = loadedWorkspace();
  if (workspace) return [...workspace.workspaceRoutes(permissions), publicRoutes];
  if (!permissions) return [visitorRoutes, publicRoutes];
  return loadWorkspace().then((loaded) => [...loaded.workspaceRoutes(permissions), publicRoutes]);
}

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
      {routesFor}
    </Admin>
  );
}
