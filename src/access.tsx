/**
 * The logged-in user's access, read once for the whole layout. react-admin's `usePermissions`
 * is a query observer with three effects and a `useNavigate` of its own: every component
 * calling it re-rendered on every navigation and every refetch, and a list page called it in
 * each of its cells (issue 30: about a fifth of a list's main-thread work). The layout reads it
 * once and hands the same value down; a component re-renders only when the access changes.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { usePermissions } from 'react-admin';
import type { AccessLists } from '../domain/engine/access';

const NOT_PROVIDED = Symbol('no AccessProvider');
const AccessContext = createContext<AccessLists | undefined | typeof NOT_PROVIDED>(NOT_PROVIDED);

export function AccessProvider({ children }: { children: ReactNode }) {
  const { permissions } = usePermissions<AccessLists>();
  return <AccessContext.Provider value={permissions}>{children}</AccessContext.Provider>;
}

/** What `usePermissions().permissions` gives (undefined until known), from the layout's read. */
export function useAccess(): AccessLists | undefined {
  const provided = useContext(AccessContext);
  // Outside the layout (the login pages, a component rendered alone in a test) there is no
  // provider, and never will be for that component's lifetime: it reads the access itself.
  // eslint-disable-next-line react-hooks/rules-of-hooks -- the branch never changes for a mount
  return provided === NOT_PROVIDED ? usePermissions<AccessLists>().permissions : provided;
}
