import { defineEntity } from '../engine/entity';
import { campaignChannels } from '../enums/marketing';
import { boolean, date, enumeration, longText, money, reference, text } from '../engine/fields';

/**
 * A marketing campaign: where leads come from and what they cost. Landings, widgets and the
 * caller-priority rules name it; its UTM code is how web leads are traced back to it.
 */
export const campaign = defineEntity({
  name: 'admin/campaign',
  table: 'campaigns',
  label: { one: 'Campaña', many: 'Campañas' },
  scope: 'organization',
  menuGroup: 'commercial',
  fields: {
    name: text({
      label: 'Nombre',
      required: true,
      unique: true,
      uniqueMessage: 'Ya existe una campaña con ese nombre en tu organización.',
      max: 120,
    }),
    channel: enumeration({
      label: 'Canal',
      enumeration: campaignChannels,
      required: true,
      filter: true,
    }),
    branch_id: reference({
      label: 'Ramo',
      target: 'admin/branch',
      helperText: 'Vacío si la campaña abarca varios ramos',
    }),
    utm_campaign: text({
      label: 'Código UTM',
      max: 60,
      unique: true,
      uniqueMessage: 'Ya existe una campaña con ese código UTM en tu organización.',
      hiddenInList: true,
      pattern: {
        regex: /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/,
        message:
          'El campo :attribute solo admite minúsculas, números, guiones y guiones bajos, p. ej. autos-verano-2027.',
      },
      helperText: 'Valor de utm_campaign en los enlaces, p. ej. autos-verano-2027',
    }),
    date_from: date({ label: 'Desde', required: true, filter: true }),
    date_to: date({ label: 'Hasta', filter: true }),
    budget: money({ label: 'Presupuesto', min: 0 }),
    cost_per_lead: money({ label: 'Costo por prospecto', min: 0 }),
    active: boolean({ label: 'Activa', default: true, filter: true }),
    notes: longText({ label: 'Observaciones', hiddenInList: true }),
  },
  list: ['id', 'name', 'channel', 'branch_id', 'date_from', 'date_to', 'budget', 'active'],
  search: ['name', 'utm_campaign'],
  sort: { field: 'date_from', order: 'DESC' },
  recordLabel: 'name',
  offeredWhile: 'active',
  ranges: [
    {
      from: 'date_from',
      to: 'date_to',
      message: 'La fecha Hasta no puede ser anterior a la fecha Desde.',
    },
  ],
});
