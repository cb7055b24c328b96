import { defineEntity } from '../engine/entity';
import { boolean, date, decimal, longText, reference, text } from '../engine/fields';

/**
 * A quoting promotion: an insurer's discount on one branch during a period, applied by the
 * quoting screens. Scoped: each organization negotiates its own.
 */
export const quoteCampaign = defineEntity({
  name: 'admin/quote_campaign',
  table: 'quote_campaigns',
  label: { one: 'Campaña de cotización', many: 'Campañas de cotización' },
  scope: 'organization',
  menuGroup: 'insurers',
  fields: {
    name: text({
      label: 'Nombre',
      required: true,
      unique: true,
      uniqueMessage: 'Ya existe una campaña de cotización con ese nombre en tu organización.',
      max: 120,
    }),
    company_id: reference({
      label: 'Compañía',
      target: 'admin/company',
      required: true,
      filter: true,
    }),
    branch_id: reference({ label: 'Ramo', target: 'admin/branch', required: true, filter: true }),
    discount: decimal({
      label: 'Descuento (%)',
      scale: 2,
      required: true,
      min: 0.01,
      max: 100,
      helperText: 'Sobre la prima cotizada, p. ej. 15,00',
    }),
    date_from: date({ label: 'Desde', required: true, filter: true }),
    date_to: date({ label: 'Hasta', required: true, filter: true }),
    active: boolean({ label: 'Activa', default: true, filter: true }),
    conditions: longText({ label: 'Condiciones', max: 1000, hiddenInList: true }),
  },
  list: ['id', 'name', 'company_id', 'branch_id', 'discount', 'date_from', 'date_to', 'active'],
  search: ['name'],
  sort: { field: 'date_from', order: 'DESC' },
  recordLabel: 'name',
  ranges: [
    {
      from: 'date_from',
      to: 'date_to',
      message: 'La fecha Hasta no puede ser anterior a la fecha Desde.',
    },
  ],
});
