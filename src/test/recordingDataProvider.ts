/**
 * A data provider over fixed rows per resource that records what the screen asked for: each
 * list read (resource, meta, filter) and each update. For component tests that assert which
 * route a screen reads and exactly what it saves.
 */
import type { DataProvider } from 'react-admin';

type Row = { id: unknown } & Record<string, unknown>;

export function recordingDataProvider(rows: Record<string, Row[]>) {
  const lists: { resource: string; meta: unknown; filter: Record<string, unknown> }[] = [];
  const updates: { resource: string; data: unknown }[] = [];
  const rowsOf = (resource: string) => (Object.hasOwn(rows, resource) ? rows[resource] : []);
  const dataProvider = {
    getList: async (
      resource: string,
      params: { meta?: unknown; filter?: Record<string, unknown> },
    ) => {
      lists.push({ resource, meta: params.meta, filter: params.filter ?? {} });
      const data = rowsOf(resource);
      return { data, total: data.length };
    },
    getMany: async (resource: string) => ({ data: rowsOf(resource) }),
    update: async (resource: string, params: { id: unknown; data: Record<string, unknown> }) => {
      updates.push({ resource, data: params.data });
      const current = rowsOf(resource).find((r) => String(r.id) === String(params.id));
      return { data: { ...current, ...params.data } };
    },
  } as unknown as DataProvider;
  return { dataProvider, lists, updates };
}
