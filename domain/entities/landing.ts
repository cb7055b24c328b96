import { defineEntity } from '../engine/entity';
import {
  IMAGE_TYPES,
  boolean,
  choiceList,
  choicesOf,
  file,
  integer,
  longText,
  reference,
  text,
} from '../engine/fields';
import { landingFormFields } from '../enums/marketing';

/** Lower-case words joined by single dashes: what a page address can carry unencoded. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A lead-capture page (cotizá tu auto, tu hogar…): its address, branch and form. */
export const landing = defineEntity({
  name: 'admin/landing',
  table: 'landings',
  label: { one: 'Landing', many: 'Landings' },
  scope: 'organization',
  menuGroup: 'content',
  fields: {
    slug: text({
      label: 'Dirección (slug)',
      required: true,
      unique: true,
      uniqueMessage: 'Ya existe una landing con esa dirección en tu organización.',
      max: 80,
      pattern: {
        regex: SLUG,
        message:
          'El campo :attribute solo admite minúsculas sin acentos, números y guiones simples, p. ej. cotiza-tu-auto.',
      },
      helperText: 'Parte final de la dirección, p. ej. cotiza-tu-auto',
    }),
    title: text({ label: 'Título', required: true, max: 150 }),
    subtitle: text({ label: 'Subtítulo', max: 255, hiddenInList: true }),
    hero_image: file({
      label: 'Imagen de portada',
      accept: IMAGE_TYPES,
      maxBytes: 3 * 1024 * 1024,
      hiddenInList: true,
      helperText: 'PNG, JPG o WebP de hasta 3 MB',
    }),
    branch_id: reference({ label: 'Ramo', target: 'admin/branch', required: true }),
    campaign_id: reference({ label: 'Campaña', target: 'admin/campaign' }),
    form_fields: choiceList({
      label: 'Campos del formulario',
      choices: choicesOf(landingFormFields),
      required: true,
      hiddenInList: true,
      helperText: 'En el orden en que se piden',
    }),
    thank_you_message: longText({
      label: 'Mensaje de agradecimiento',
      max: 500,
      hiddenInList: true,
      helperText: 'Lo que ve la persona después de enviar sus datos',
    }),
    active: boolean({ label: 'Publicada', default: true, filter: true }),
  },
  list: ['id', 'title', 'slug', 'branch_id', 'campaign_id', 'active'],
  search: ['title', 'slug'],
  sort: { field: 'title', order: 'ASC' },
  recordLabel: 'title',
  children: [
    {
      entity: 'admin/landing-company',
      field: 'landing_id',
      label: 'Compañías que muestra',
      tab: 'companies',
    },
  ],
});

/** An insurer shown on a landing, in order, with the name and logo the page uses. */
export const landingCompany = defineEntity({
  name: 'admin/landing-company',
  table: 'landing_companies',
  label: { one: 'Compañía de landing', many: 'Compañías de landings' },
  scope: 'organization',
  menuGroup: 'content',
  fields: {
    landing_id: reference({ label: 'Landing', target: 'admin/landing', required: true }),
    company_id: reference({
      label: 'Compañía',
      target: 'admin/company',
      required: true,
    }),
    // Unique by the name the page shows: two cards with one name would confuse the visitor.
    display_name: text({
      label: 'Nombre mostrado',
      required: true,
      unique: { within: ['landing_id'] },
      uniqueMessage: 'La landing ya muestra una compañía con ese nombre.',
      max: 120,
      helperText: 'Cómo la presenta la landing, p. ej. Sancor Seguros',
    }),
    logo: file({
      label: 'Logo',
      accept: IMAGE_TYPES,
      maxBytes: 512 * 1024,
      helperText: 'PNG, JPG o WebP de hasta 512 KB, fondo transparente si es posible',
    }),
    position: integer({
      label: 'Orden',
      required: true,
      min: 1,
      max: 999,
      default: 1,
      helperText: '1 aparece primero',
    }),
    highlight: text({
      label: 'Texto destacado',
      max: 120,
      hiddenInList: true,
      helperText: 'p. ej. Hasta 25% de descuento pagando con débito',
    }),
    active: boolean({ label: 'Visible', default: true, filter: true }),
  },
  list: ['id', 'landing_id', 'position', 'logo', 'company_id', 'display_name', 'active'],
  search: ['display_name'],
  sort: { field: 'position', order: 'ASC' },
  recordLabel: 'display_name',
  recordQualifier: 'landing_id',
});
