/**
 * Imports (spec 2.3 admin/import, statuses 701–704 of spec 4): one row per uploaded CSV or XLSX
 * file, written only by the product (upload, the import job, cancel), so the generic API lists
 * and shows it and refuses writes. Rows belong to the organization they were imported into. A
 * type with a section of its own (`ImportType.section`: spec 2.3's `import_news`) lists its
 * imports there, a named list with that route.
 */
import { defineEntity } from '../engine/entity';
import { importStatus } from '../enums/statuses';
import {
  datetime,
  enumeration,
  integer,
  longText,
  reference,
  status,
  text,
} from '../engine/fields';
import { importTypeList, importTypes } from '../imports';
import { importsSeenBy } from '../importAccess';

export const importRecord = defineEntity({
  name: 'admin/import',
  table: 'imports',
  label: { one: 'Importación', many: 'Importaciones' },
  readOnly: true,
  scope: 'organization',
  // A type's own section's admins see its type's imports alone (domain/importAccess.ts).
  rowsSeenBy: importsSeenBy,
  menuGroup: 'system',
  fields: {
    type: enumeration({ label: 'Tipo', enumeration: importTypes, required: true, filter: true }),
    file_name: text({ label: 'Archivo', required: true, max: 255 }),
    status: status({
      label: 'Estado',
      enumeration: importStatus,
      required: true,
      default: 701,
    }),
    progress: integer({ label: 'Avance (%)', min: 0, max: 100, default: 0 }),
    rows_total: integer({ label: 'Filas', min: 0 }),
    rows_ok: integer({ label: 'Filas importadas', min: 0 }),
    rows_failed: integer({ label: 'Filas con error', min: 0 }),
    message: longText({ label: 'Detalle', max: 2000, hiddenInList: true }),
    // Who imported, also by name: the people who import may not be allowed to list users.
    user_id: reference({ label: 'Usuario', target: 'auth-admin/user', hiddenInList: true }),
    user_name: text({ label: 'Importada por', max: 255 }),
    started_at: datetime({ label: 'Comenzó', hiddenInList: true }),
    finished_at: datetime({ label: 'Terminó', hiddenInList: true }),
    failed_download_id: integer({
      label: 'Descarga de filas con error',
      min: 1,
      hiddenInList: true,
    }),
  },
  list: [
    'id',
    'created_at',
    'type',
    'file_name',
    'status',
    'progress',
    'rows_ok',
    'rows_failed',
    'user_name',
  ],
  search: ['file_name', 'user_name'],
  sort: { field: 'id', order: 'DESC' },
  recordLabel: 'file_name',
  listViews: importTypeList.flatMap((type) =>
    type.section
      ? [
          {
            path: type.key,
            route: type.section.route,
            label: type.section.label,
            filter: { type: type.id },
            list: [
              'id',
              'created_at',
              'file_name',
              'status',
              'rows_ok',
              'rows_failed',
              'user_name',
            ],
            links: [
              { label: 'Importar archivo', route: `admin/import/upload?type=${type.id}` },
              ...(type.section.links ?? []),
            ],
          },
        ]
      : [],
  ),
});
