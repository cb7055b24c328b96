import { defineEntity } from '../engine/entity';
import { boolean, colour, integer, longText, money, referenceList, text } from '../engine/fields';

/**
 * A client segment (premium, policy count, branches) that account screens tag clients with;
 * the colour marks the segment wherever a client is shown.
 */
export const segmentation = defineEntity({
  name: 'admin/segmentation',
  table: 'segmentations',
  label: { one: 'Segmento', many: 'Segmentación' },
  scope: 'organization',
  menuGroup: 'commercial',
  fields: {
    name: text({
      label: 'Nombre',
      required: true,
      unique: true,
      uniqueMessage: 'Ya existe un segmento con ese nombre en tu organización.',
      max: 80,
    }),
    description: longText({ label: 'Descripción', max: 1000, hiddenInList: true }),
    premium_min: money({
      label: 'Premio anual desde',
      min: 0,
      helperText: 'Suma de los premios anuales del cliente',
    }),
    premium_max: money({ label: 'Premio anual hasta', min: 0 }),
    policy_count_min: integer({ label: 'Pólizas desde', min: 0, max: 10000 }),
    policy_count_max: integer({ label: 'Pólizas hasta', min: 0, max: 10000 }),
    branches: referenceList({
      label: 'Ramos',
      target: 'admin/branch',
      hiddenInList: true,
      helperText: 'Vacío: cualquier ramo',
    }),
    colour: colour({
      label: 'Color',
      required: true,
      default: '#1565C0',
      helperText: 'Marca a los clientes del segmento en listas y fichas',
    }),
    position: integer({
      label: 'Prioridad',
      min: 1,
      max: 999,
      default: 1,
      helperText: 'Si un cliente entra en varios segmentos, gana el de número menor',
    }),
    active: boolean({ label: 'Activo', default: true, filter: true }),
  },
  list: [
    'id',
    'position',
    'colour',
    'name',
    'premium_min',
    'premium_max',
    'policy_count_min',
    'policy_count_max',
    'active',
  ],
  search: ['name'],
  sort: { field: 'position', order: 'ASC' },
  recordLabel: 'name',
  offeredWhile: 'active',
  ranges: [
    {
      from: 'premium_min',
      to: 'premium_max',
      message: 'El premio anual hasta no puede ser menor que el premio anual desde.',
    },
    {
      from: 'policy_count_min',
      to: 'policy_count_max',
      message: 'Pólizas hasta no puede ser menor que pólizas desde.',
    },
  ],
});
