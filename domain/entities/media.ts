/**
 * Uploaded files (spec 2.3 admin/media): one row per upload, written only by the upload route
 * (server/files/), so the generic API lists and shows it and refuses writes. The bytes live in
 * the hand-written `media_contents` table, so every instance serves them. A file field of any
 * entity holds the id of one of these rows; "where used" is computed from those fields.
 */
import { defineEntity } from '../engine/entity';
import { fileTypes } from '../enums/files';
import { enumeration, integer, reference, text } from '../engine/fields';

export const media = defineEntity({
  name: 'admin/media',
  table: 'media',
  label: { one: 'Archivo', many: 'Archivos multimedia' },
  readOnly: true,
  scope: 'organization',
  menuGroup: 'system',
  fields: {
    name: text({ label: 'Nombre', required: true, max: 255 }),
    file_type: enumeration({ label: 'Tipo', enumeration: fileTypes, required: true, filter: true }),
    size: integer({ label: 'Tamaño (bytes)', required: true, min: 0 }),
    // The section and field it was uploaded for, whose limits it met ("Novedades › Imagen").
    uploaded_for: text({ label: 'Subido para', max: 255 }),
    // Who uploaded it, also by name: people who upload may not be allowed to list users.
    uploaded_by: reference({ label: 'Usuario', target: 'auth-admin/user', hiddenInList: true }),
    uploaded_by_name: text({ label: 'Subido por', max: 255 }),
  },
  list: ['id', 'name', 'file_type', 'size', 'uploaded_for', 'uploaded_by_name', 'created_at'],
  search: ['name', 'uploaded_by_name'],
  sort: { field: 'id', order: 'DESC' },
  recordLabel: 'name',
});
