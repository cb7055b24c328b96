/** The application: react-admin in Spanish, resources generated from domain/, custom routes. */
import { lazyPart as lazy } from './lazyPart';
import { Navigate, Route } from 'react-router-dom';
import { Admin, CustomRoutes, Notification } from 'react-admin';
import type { AccessLists } from '../domain/engine/access';
import { canAccess } from '../domain/routes';
import { authProvider, currentProfile } from '../providers/authProvider';
import { preferencesStore } from '../providers/preferencesStore';
import { createQueryClient } from '../providers/queryClient';
import { dataProvider } from '../providers/dataProvider';
import { i18nProvider } from '../providers/i18n';

import { screenAreas } from '../resources/areas';
import { ownRouteListViews, resourcesFor } from '../resources';
import { PRODUCT_NAME } from './config';
import { Layout } from './layout/Layout';
import { LoginPage } from './pages/LoginPage';
import { HomePart as Home } from './pages/homePart';
import { theme } from './theme';

const NotFound = lazy(() => import('./pages/NotFound'));
const Logout = lazy(() => import('./pages/Logout'));
const Profile = lazy(() => import('./pages/ProfilePage'));
const Register = lazy(() => import('./pages/auth/RegisterPage'));
const AwaitingApproval = lazy(() => import('./pages/AwaitingApproval'));
const PasswordEmail = lazy(() => import('./pages/auth/PasswordEmailPage'));
const PasswordReset = lazy(() => import('./pages/auth/PasswordResetPage'));
const Forbidden = lazy(() => import('./pages/Forbidden'));
const Agenda = lazy(() => import('../resources/schedule/AgendaPage'));

const RedirectHome = () => <Navigate to="/home" replace />;

/** The areas' screens of spec routes that are no resource, each behind its route's rule. */
const areaPages = screenAreas.flatMap((area) => area.pages ?? []);

const store = preferencesStore(() => currentProfile()?.id);
const queryClient = createQueryClient();

/**
 * Messages at the top: at the bottom, «El formulario tiene errores» covered the very button a
 * form or a dialog is sent with (Guardar, Siguiente, Cargar cotización) for seconds.
 */
const TopNotification = () => (
  <Notification anchorOrigin={{ vertical: 'top', horizontal: 'center' }} />
);

export function App() {
  return (
    <Admin
      title={PRODUCT_NAME}
      dataProvider={dataProvider}
      authProvider={authProvider}
      store={store}
      queryClient={queryClient}
      i18nProvider={i18nProvider}
      layout={Layout}
      notification={TopNotification}
      loginPage={LoginPage}
      dashboard={RedirectHome}
      catchAll={NotFound}
      theme={theme}
      disableTelemetry
    >
      {(permissions: AccessLists | null) => [
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
        <CustomRoutes key="public" noLayout>
          <Route path="/logout" element={<Logout />} />
          <Route path="/register" element={<Register />} />
          <Route path="/password/email" element={<PasswordEmail />} />
          <Route path="/password/reset/:token" element={<PasswordReset />} />
        </CustomRoutes>,
      ]}
    </Admin>
  );
}
