/**
 * The bench's front-end baseline: the smallest react-admin app that does what any back office
 * must (REST data provider, Spanish texts, one resource with a list), written the way the
 * react-admin tutorial does it, with nothing split or lazy. Only built, never served.
 */
import { createRoot } from 'react-dom/client';
import { Admin, Datagrid, List, Resource, TextField } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import spanishMessages from '@blackbox-vision/ra-language-spanish/dist-web/index.js';

const dataProvider = simpleRestProvider('/api/v1');
const i18nProvider = polyglotI18nProvider(() => spanishMessages, 'es');

const CompanyList = () => (
  <List>
    <Datagrid>
      <TextField source="id" />
      <TextField source="name" />
    </Datagrid>
  </List>
);

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dataProvider} i18nProvider={i18nProvider}>
    <Resource name="admin/company" list={CompanyList} />
  </Admin>,
);
