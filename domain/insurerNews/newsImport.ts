/**
 * The insurers' files of changes as an import type (domain/imports.ts, type 11): each row
 * answers an endorsement or records a rejected payment on its policy, or waits for review
 * (server/insurerNews/). Its section is spec 2.3's `import_news`, opened by spec 6's
 * `admin section_import_news`: the list of its imports, with the rows to review beside it.
 */
import type { ImportType } from '../imports';
import { newsExample } from './newsExample';
import { newsSheet } from './newsSheet';

export const insurerNewsImport: ImportType = {
  id: 11,
  key: 'insurer_news',
  label: 'Novedades de compañías',
  entity: 'import_news/row',
  sheet: newsSheet,
  section: {
    route: 'import_news',
    label: 'Importación de novedades',
    permission: 'admin: section_import_news',
    links: [
      { label: 'Novedades para revisar', route: 'import_news/row/review' },
      { label: 'Todas las novedades', route: 'import_news/row' },
    ],
  },
  example: newsExample,
};
