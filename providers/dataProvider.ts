/**
 * ra-data-simple-rest over our HTTP client: resources live at /api/v1/{resource}. In fixtures
 * mode (app-config `dataMode: 'fixtures'`) ra-data-json-server over the same client instead.
 */
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { apiV1 } from '../src/config';
import { createFixturesDataProvider, isFixturesMode } from './fixturesMode';
import { raHttpClient } from './httpClient';
import { withPagedLists } from './pagedLists';
import { withListViews } from './listViews';
import { withWarmStart } from './warmStart';

export const createDataProvider = (): DataProvider =>
  withWarmStart(
    isFixturesMode()
      ? createFixturesDataProvider()
      : withListViews(withPagedLists(simpleRestProvider(apiV1(), raHttpClient as never))),
  );

export const dataProvider = createDataProvider();
