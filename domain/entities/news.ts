import { defineEntity } from '../engine/entity';
import {
  IMAGE_TYPES,
  boolean,
  datetime,
  file,
  referenceList,
  richText,
  text,
} from '../engine/fields';

/**
 * A staff announcement, shown on home to its audience (people holding one of its roles, or
 * everyone when none is chosen) while its publication window is open.
 */
export const news = defineEntity({
  name: 'admin/news',
  table: 'news',
  label: { one: 'Novedad', many: 'Novedades' },
  scope: 'organization',
  menuGroup: 'content',
  fields: {
    title: text({ label: 'Título', required: true, max: 150 }),
    summary: text({
      label: 'Resumen',
      max: 300,
      hiddenInList: true,
      helperText: 'Una o dos líneas que se ven en el inicio',
    }),
    body: richText({ label: 'Texto', required: true, max: 20000 }),
    image: file({
      label: 'Imagen',
      accept: IMAGE_TYPES,
      maxBytes: 2 * 1024 * 1024,
      hiddenInList: true,
      helperText: 'PNG, JPG, GIF o WebP de hasta 2 MB',
    }),
    audience: referenceList({
      label: 'Destinatarios (roles)',
      target: 'auth-admin/role',
      hiddenInList: true,
      helperText: 'Vacío: la ven todas las personas de la organización',
    }),
    published_from: datetime({ label: 'Inicio de publicación', required: true, filter: true }),
    published_to: datetime({
      label: 'Fin de publicación',
      filter: true,
      helperText: 'Vacío: sin fecha de baja',
    }),
    pinned: boolean({ label: 'Destacada', filter: true, helperText: 'Se muestra primero' }),
  },
  list: ['id', 'title', 'published_from', 'published_to', 'pinned'],
  search: ['title', 'summary'],
  sort: { field: 'published_from', order: 'DESC' },
  recordLabel: 'title',
  ranges: [
    {
      from: 'published_from',
      to: 'published_to',
      message: 'El fin de publicación no puede ser anterior a su inicio.',
    },
  ],
});
