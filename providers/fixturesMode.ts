/**
 * Fixtures mode (`npm run fixtures`): the front end talks to json-server 0.17 through
 * ra-data-json-server instead of the API. Chosen at start from /app-config.js (`dataMode`), so
 * the same build runs in both modes.
 */
import jsonServerProvider from 'ra-data-json-server';
import type { DataProvider } from 'react-admin';
import { findEntity } from '../domain/engine/registry';
import { isTextKind } from '../domain/engine/fields';
import { apiV1 } from '../src/config';
import { raHttpClient } from './httpClient';
import { listViewResource } from './listViews';

export const isFixturesMode = () =>
  typeof window !== 'undefined' &&
  (window.__APP_CONFIG__ as { dataMode?: string } | undefined)?.dataMode === 'fixtures';

/**
 * Our filters in json-server's words: a text field matches a part of the value, as the API's
 * `contains` does (json-server's `_like`, which the fixtures server reads as literal text,
 * fixtures/server/listReads.ts); bounds (`_gte`, `_lte`), equality, lists and `q` are the same.
 */
export function toJsonServerFilter(resource: string, filter: Record<string, unknown>) {
  const entity = findEntity(resource);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter ?? {})) {
    const field = entity && Object.hasOwn(entity.fields, key) ? entity.fields[key] : undefined;
    if (field && isTextKind(field.kind) && typeof value === 'string') out[`${key}_like`] = value;
    else out[key] = value;
  }
  return out;
}

export function createFixturesDataProvider(): DataProvider {
  const base = jsonServerProvider(apiV1(), raHttpClient as never);
  return {
    ...base,
    // A named list's own route (providers/listViews.ts), its filters read as the entity's.
    getList: (resource, params) =>
      base.getList(listViewResource(resource, params.meta), {
        ...params,
        filter: toJsonServerFilter(resource, params.filter),
      }),
    getManyReference: (resource, params) =>
      base.getManyReference(resource, {
        ...params,
        filter: toJsonServerFilter(resource, params.filter),
      }),
  };
}
