import { defineEntity } from '../engine/entity';
import { boolean, cuit, email, longText, phone, text, url } from '../engine/fields';

/** Insurer (compañía aseguradora); spec section 9 fixes the ids of the demo insurers. */
export const company = defineEntity({
  name: 'admin/company',
  table: 'companies',
  sharedRows: true,
  label: { one: 'Compañía', many: 'Compañías' },
  menuGroup: 'insurers',
  fields: {
    name: text({
      label: 'Nombre',
      required: true,
      unique: true,
      uniqueMessage: 'El nombre de la compañía ya existe.',
      max: 120,
    }),
    business_name: text({ label: 'Razón social', max: 200 }),
    cuit: cuit({
      label: 'CUIT',
      required: true,
      unique: true,
      uniqueMessage: 'Ya existe una compañía con ese CUIT.',
    }),
    // A code, not a quantity: the SSN writes it with its leading zeros (0396).
    ssn_code: text({
      label: 'Código SSN',
      max: 5,
      pattern: {
        regex: /^\d{1,5}$/,
        message: 'El código SSN tiene de 1 a 5 dígitos, p. ej. 0396.',
      },
      hiddenInList: true,
      helperText: 'Inscripción en la Superintendencia de Seguros de la Nación, p. ej. 0396',
    }),
    email: email({ label: 'Correo electrónico', hiddenInList: true }),
    phone: phone({ label: 'Teléfono', hiddenInList: true }),
    website: url({
      label: 'Sitio web',
      max: 200,
      hiddenInList: true,
      helperText: 'Dirección completa, p. ej. https://www.aseguradora.com.ar',
    }),
    address: text({ label: 'Domicilio', max: 200, hiddenInList: true }),
    active: boolean({ label: 'Activa', default: true, filter: true }),
    notes: longText({ label: 'Observaciones', hiddenInList: true }),
  },
  list: ['id', 'name', 'business_name', 'cuit', 'active'],
  search: ['name', 'business_name', 'cuit'],
  globalSearch: true,
  sort: { field: 'name', order: 'ASC' },
  recordLabel: 'name',
  offeredWhile: 'active',
});
