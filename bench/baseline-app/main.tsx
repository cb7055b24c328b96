/**
 * The bench's front-end baseline: the smallest react-admin app that does what any back office
 * must (REST data provider, Spanish texts, lists and a record page), written the way the
 * react-admin tutorial does it, with nothing split or lazy. `bench/bundle.ts` weighs its build;
 * `bench/browser.ts` serves it beside the product over the same API and the same session (the
 * product's login leaves its token in this origin's storage) and drives both in Chromium.
 */
import { createRoot } from 'react-dom/client';
import {
  Admin,
  Datagrid,
  fetchUtils,
  List,
  Resource,
  Show,
  SimpleShowLayout,
  TextField,
  Title,
} from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import spanishMessages from '@blackbox-vision/ra-language-spanish/dist-web/index.js';

/** The product's stored session (providers/tokens.ts), sent as the product sends it. */
const httpClient = (url: string, options: fetchUtils.Options = {}) => {
  const tokens = JSON.parse(localStorage.getItem('auth.tokens') ?? '{}') as {
    access_token?: string;
  };
  return fetchUtils.fetchJson(url, {
    ...options,
    user: { authenticated: true, token: `Bearer ${tokens.access_token ?? ''}` },
  });
};
const dataProvider = simpleRestProvider('/api/v1', httpClient);
const i18nProvider = polyglotI18nProvider(() => spanishMessages, 'es');

/** Eight text columns (fewer where the record has fewer), as a tutorial list has. */
const columns: Record<string, string[]> = {
  'admin/company': ['id', 'name', 'business_name', 'cuit', 'email', 'phone', 'website', 'address'],
  account: [
    'display_name',
    'person_type',
    'document_number',
    'cuit',
    'email',
    'phone',
    'status',
    'main_locality',
  ],
  opportunity: [
    'title',
    'subject',
    'status',
    'substatus',
    'source',
    'plate',
    'sum_insured',
    'requested_at',
  ],
  'admin/locations/zipcode': ['id', 'code', 'locality_id', 'created_at', 'updated_at'],
};

const listOf = (name: string) => () => (
  <List perPage={25}>
    <Datagrid>
      {columns[name].map((source) => (
        <TextField key={source} source={source} />
      ))}
    </Datagrid>
  </List>
);

const AccountShow = () => (
  <Show>
    <SimpleShowLayout>
      {[
        'display_name',
        'cuit',
        'document_number',
        'email',
        'phone',
        'status',
        'birthdate',
        'vat_situation',
        'main_locality',
        'notes',
      ].map((source) => (
        <TextField key={source} source={source} />
      ))}
    </SimpleShowLayout>
  </Show>
);

const Dashboard = () => <Title title="Inicio" />;

createRoot(document.getElementById('root')!).render(
  <Admin
    dashboard={Dashboard}
    dataProvider={dataProvider}
    i18nProvider={i18nProvider}
    disableTelemetry
  >
    {Object.keys(columns).map((name) => (
      <Resource
        key={name}
        name={name}
        list={listOf(name)}
        show={name === 'account' ? AccountShow : undefined}
      />
    ))}
  </Admin>,
);
