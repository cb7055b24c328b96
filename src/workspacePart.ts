/**
 * Loads the signed-in workspace (src/workspace.tsx) once, with the entities' names learnt by
 * the i18nProvider before any of its screens renders. Started as early as it is known to be
 * needed: at start when a session is stored, on the login page while the person types.
 */
import { learnResources } from '../providers/i18n';

export type Workspace = typeof import('./workspace');

let loaded: Workspace | null = null;
let loading: Promise<Workspace> | null = null;

export function loadWorkspace(): Promise<Workspace> {
  if (!loading) {
    loading = import('./workspace').then(async (workspace) => {
      await learnResources(workspace.entities);
      loaded = workspace;
      return workspace;
    });
    // A failed load (the network dropped) may be tried again by the next caller.
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/** The workspace if it has arrived, for what must render at once (react-admin's routes). */
export const loadedWorkspace = () => loaded;
