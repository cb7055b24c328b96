import { defineEntity } from '../engine/entity';
import { IMAGE_TYPES, boolean, date, file, integer, text, url } from '../engine/fields';

/** A slide of the home carousel, shown in order while it is active. */
export const slider = defineEntity({
  name: 'admin/slider',
  table: 'sliders',
  label: { one: 'Imagen del carrusel', many: 'Carrusel de inicio' },
  scope: 'organization',
  menuGroup: 'content',
  fields: {
    title: text({ label: 'Título', required: true, max: 120 }),
    subtitle: text({ label: 'Subtítulo', max: 255, hiddenInList: true }),
    image: file({
      label: 'Imagen',
      required: true,
      accept: IMAGE_TYPES,
      maxBytes: 3 * 1024 * 1024,
      helperText: 'PNG, JPG, GIF o WebP de hasta 3 MB; se ve mejor a 1600 × 500 píxeles',
    }),
    link: url({
      label: 'Enlace',
      hiddenInList: true,
      helperText:
        'Dirección completa que abre el slide, p. ej. https://www.brokerdesk.com.ar/promo',
    }),
    position: integer({
      label: 'Orden',
      required: true,
      min: 1,
      max: 999,
      default: 1,
      helperText: '1 aparece primero',
    }),
    active_from: date({ label: 'Visible desde', required: true, filter: true }),
    active_to: date({ label: 'Visible hasta', filter: true }),
    active: boolean({ label: 'Activo', default: true, filter: true }),
  },
  list: ['id', 'position', 'image', 'title', 'active_from', 'active_to', 'active'],
  search: ['title'],
  sort: { field: 'position', order: 'ASC' },
  recordLabel: 'title',
  ranges: [
    {
      from: 'active_from',
      to: 'active_to',
      message: 'La fecha Visible hasta no puede ser anterior a Visible desde.',
    },
  ],
});
