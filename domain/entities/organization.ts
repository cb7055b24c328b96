import { defineEntity } from '../engine/entity';
import {
  IMAGE_TYPES,
  colour,
  cuit,
  email,
  file,
  integer,
  phone,
  reference,
  text,
  url,
} from '../engine/fields';

/**
 * The organizations of spec 9 (ids 1 to 7, named as domain/enums `organizations`): who they are
 * to the outside (legal name, CUIT, SSN registration, address) and how their screens and
 * documents look (logo, colours). Not scoped: the row is the organization itself. Only a
 * product administrator creates one (server/general/organizationHooks.ts), and the seven of
 * the spec cannot be deleted.
 */
export const organization = defineEntity({
  name: 'admin/organization',
  table: 'organizations',
  label: { one: 'Organización', many: 'Organizaciones' },
  menuGroup: 'organization',
  fields: {
    name: text({
      label: 'Nombre',
      required: true,
      unique: true,
      uniqueMessage: 'Ya existe una organización con ese nombre.',
      max: 120,
    }),
    business_name: text({ label: 'Razón social', required: true, max: 200 }),
    cuit: cuit({
      label: 'CUIT',
      required: true,
      unique: true,
      uniqueMessage: 'Ya existe una organización con ese CUIT.',
    }),
    ssn_registration: integer({
      label: 'Matrícula SSN',
      min: 1,
      max: 999999,
      unique: true,
      uniqueMessage: 'Ya existe una organización con esa matrícula SSN.',
      helperText: 'Inscripción en la Superintendencia de Seguros de la Nación',
    }),
    address: text({ label: 'Domicilio', max: 200, hiddenInList: true }),
    locality_id: reference({ label: 'Localidad', target: 'admin/locations/locality' }),
    email: email({ label: 'Correo electrónico', hiddenInList: true }),
    phone: phone({ label: 'Teléfono', hiddenInList: true }),
    website: url({ label: 'Sitio web', max: 200, hiddenInList: true }),
    logo: file({
      label: 'Logo',
      accept: IMAGE_TYPES,
      maxBytes: 1024 * 1024,
      helperText: 'PNG, JPG o WebP de hasta 1 MB; se usa en pantallas y documentos',
    }),
    primary_colour: colour({ label: 'Color principal', required: true, default: '#1565C0' }),
    secondary_colour: colour({ label: 'Color secundario', hiddenInList: true }),
  },
  list: ['id', 'logo', 'name', 'cuit', 'ssn_registration', 'locality_id', 'primary_colour'],
  search: ['name', 'business_name', 'cuit'],
  globalSearch: true,
  sort: { field: 'id', order: 'ASC' },
  recordLabel: 'name',
});
