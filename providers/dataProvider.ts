/** ra-data-simple-rest over our HTTP client: resources live at /api/v1/{resource}. */
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { apiV1 } from '../src/config';
import { raHttpClient } from './httpClient';

export const createDataProvider = (): DataProvider =>
  simpleRestProvider(apiV1(), raHttpClient as never);

export const dataProvider = createDataProvider();
