/**
 * A named list (domain/engine/listViews.ts) is read from its own route: its screen keeps the entity
 * as its resource (columns, forms and caches are the entity's) and asks with `meta.listView`,
 * which sends the request to `/{resource}/{view}` instead.
 */
import type { DataProvider } from 'react-admin';

export const listViewResource = (resource: string, meta: unknown) => {
  const view = (meta as { listView?: unknown } | undefined)?.listView;
  return typeof view === 'string' && view ? `${resource}/${view}` : resource;
};

export const withListViews = (provider: DataProvider): DataProvider => ({
  ...provider,
  getList: (resource, params) => provider.getList(listViewResource(resource, params.meta), params),
});
