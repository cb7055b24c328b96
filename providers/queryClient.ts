import { QueryClient } from '@tanstack/react-query';

/** How long a session check holds: as long as react-admin keeps the permissions (usePermissions). */
export const SESSION_CHECK_FRESH_MS = 5 * 60 * 1000;

/**
 * react-admin's query client, with the session check (`checkAuth`) kept fresh as long as the
 * permissions. Unset, every screen's `useAuthenticated` ran it again when it mounted, and each
 * run re-rendered react-admin's routes, and with them every row and link on screen, twice
 * (its fetching state, then its answer): two extra renders of a list at each navigation. A
 * session that ends meanwhile is noticed by the next request's 401 (authProvider.checkError),
 * and a logout clears every query.
 */
export function createQueryClient() {
  const client = new QueryClient();
  client.setQueryDefaults(['auth', 'checkAuth'], { staleTime: SESSION_CHECK_FRESH_MS });
  return client;
}
