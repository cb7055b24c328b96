/**
 * A business area declared only for zeroCode.test.ts, with the domain's own declaration
 * functions and nothing in fixtures/server/: an inspection request with a status machine (one
 * plain transition and one run by a server handler), and a two-step wizard that stores it.
 */
import { defineEntity } from '../../domain/engine/entity';
import { defineEnum, numbered } from '../../domain/engine/defineEnum';
import { enumeration, integer, text } from '../../domain/engine/fields';
import type { Flow } from '../../domain/engine/flows';

export const inspectionStatus = defineEnum(
  'inspection_status',
  numbered(1, [
    ['requested', 'Pedida', 'warning'],
    ['scheduled', 'Agendada', 'info'],
    ['priced', 'Cotizada', 'success'],
  ]),
);

/** The handler's name: the server would compute the inspection's fee; fixtures mode cans it. */
export const PRICE_INSPECTION = 'priceInspection';

export const inspection = defineEntity({
  name: 'admin/inspection',
  table: 'zero_code_inspections',
  label: { one: 'Inspección', many: 'Inspecciones' },
  idKind: 'uuid',
  fields: {
    plate: text({ label: 'Dominio', required: true, max: 10, filter: true }),
    place: text({ label: 'Lugar', max: 120 }),
    fee: integer({ label: 'Arancel', min: 0, system: true }),
    status: enumeration({
      label: 'Estado',
      enumeration: inspectionStatus,
      required: true,
      default: 1,
      filter: true,
    }),
  },
  search: ['plate'],
  sort: { field: 'plate', order: 'ASC' },
  recordLabel: 'plate',
  statusMachine: {
    field: 'status',
    initial: 'requested',
    transitions: [
      { command: 'schedule', label: 'Agendar', from: ['requested'], to: 'scheduled' },
      {
        command: 'price',
        label: 'Cotizar',
        from: ['scheduled'],
        to: 'priced',
        handler: PRICE_INSPECTION,
      },
    ],
  },
});

const vehicleStep = defineEntity({
  name: 'inspection_vehicle',
  table: '',
  label: { one: 'Vehículo', many: 'Vehículos' },
  fields: { plate: text({ label: 'Dominio', required: true, max: 10 }) },
  recordLabel: 'plate',
});
const placeStep = defineEntity({
  name: 'inspection_place',
  table: '',
  label: { one: 'Lugar', many: 'Lugares' },
  fields: { place: text({ label: 'Lugar', required: true, max: 120 }) },
  recordLabel: 'place',
});

export const inspectionFlow: Flow = {
  name: 'inspection',
  entity: inspection.name,
  stepsFor: () => [
    { name: 'vehicle', label: 'Vehículo', form: vehicleStep },
    { name: 'place', label: 'Lugar', form: placeStep },
  ],
};
