import { defineEntity } from '../engine/entity';
import { mapKinds } from '../enums/insurersVehiclesPayments';
import { enumeration, reference, text } from '../engine/fields';

/**
 * How an insurer's web service spells one of our values (a branch, a body type, a province…):
 * the quote connectors translate through it. Not scoped: an insurer's codes are the same for
 * every organization, so the product keeps one table.
 */
export const map = defineEntity({
  name: 'admin/map',
  table: 'maps',
  sharedRows: true,
  label: { one: 'Equivalencia de códigos', many: 'Equivalencias de códigos' },
  menuGroup: 'insurers',
  fields: {
    company_id: reference({
      label: 'Compañía',
      target: 'admin/company',
      required: true,
      filter: true,
      // The insurer's page lists its codes (a connector's whole translation at a glance).
      detailTab: { tab: 'codes', label: 'Códigos' },
    }),
    kind: enumeration({
      label: 'Qué se traduce',
      enumeration: mapKinds,
      required: true,
      filter: true,
    }),
    our_value: text({
      label: 'Nuestro valor',
      required: true,
      max: 120,
      unique: { within: ['company_id', 'kind'] },
      uniqueMessage: 'Ese valor ya tiene una equivalencia para la compañía.',
      helperText: 'Como lo llamamos nosotros, p. ej. Sedán o Buenos Aires',
    }),
    insurer_code: text({
      label: 'Código de la compañía',
      required: true,
      max: 60,
      helperText: 'El código que espera el servicio web de la compañía',
    }),
    insurer_label: text({ label: 'Descripción de la compañía', max: 120, hiddenInList: true }),
  },
  list: ['id', 'company_id', 'kind', 'our_value', 'insurer_code'],
  search: ['our_value', 'insurer_code', 'insurer_label'],
  sort: { field: 'company_id', order: 'ASC' },
  recordLabel: 'our_value',
  recordQualifier: 'company_id',
});
