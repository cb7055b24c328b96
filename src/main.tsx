/** History-mode router (spec section 2.1) around the app; react-admin uses it instead of its hash router. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { installErrorReporting } from './errorReporting';
import { checkProfile } from '../providers/authProvider';
import { readTokens } from '../providers/tokens';
import { loadWorkspace } from './workspacePart';

installErrorReporting();

// A returning user's session check and the workspace's code start now, side by side; once the
// workspace has arrived, the screen their address opens and that screen's record follow, still
// before the app has mounted (react-admin then reuses them all).
if (readTokens()) {
  const access = checkProfile().then(
    (profile) => profile.access ?? null,
    () => null,
  );
  const pathname = window.location.pathname;
  loadWorkspace().then(
    (workspace) => workspace.warmStartAt(pathname, access),
    () => undefined,
  );
}

const router = createBrowserRouter([{ path: '*', element: <App /> }]);

/*
 * Navigations render at once, not as transitions: a transition keeps the screen being left
 * mounted while the next one renders, and a list whose search box had not yet applied its text
 * then navigated back to itself, undoing the click that had opened a record. Screens waiting
 * for their code show their own spinner (src/lazyPart.tsx).
 */

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} useTransitions={false} />
  </StrictMode>,
);
