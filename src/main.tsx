/** History-mode router (spec section 2.1) around the app; react-admin uses it instead of its hash router. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { installErrorReporting } from './errorReporting';
import { checkProfile } from '../providers/authProvider';
import { readTokens } from '../providers/tokens';
import { preloadScreenOf } from '../resources';

installErrorReporting();

// A returning user's session check and the screen their address opens start now, side by
// side, instead of one after the other once the app has mounted (react-admin then reuses both).
if (readTokens()) {
  void checkProfile().catch(() => undefined);
  preloadScreenOf(window.location.pathname);
}

const router = createBrowserRouter([{ path: '*', element: <App /> }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
