/**
 * The object step of a fleet (branch 7): the company's vehicles, typed one by one or loaded
 * from the model spreadsheet (spec 2.5: "the fleet upload offers a template spreadsheet link").
 * Each vehicle carries what insurers ask to rate a fleet: plate, make and model, year, body,
 * use and sum; a motorcycle's plate is read with the motorcycle format.
 */
import { defineEntity } from '../engine/entity';
import { fuelTypes, vehicleBodies } from '../enums/insurersVehiclesPayments';
import { optionByCode } from '../engine/defineEnum';
import { vehicleUses } from '../enums/risks';
import { boolean, embeddedList, enumeration, integer, money, text } from '../engine/fields';
import { isBlank } from '../engine/display';
import { add, cents, pesos } from '../engine/money';
import type { RecordValues } from '../engine/rules';
import { isValidCarDomain, isValidMotorcycleDomain } from '../validators';
import { plateKey, vehicleMessages } from './vehicleForm';

/** Most vehicles one fleet opportunity holds (the draft limit of domain/engine/flows.ts fits them). */
export const FLEET_MAX_VEHICLES = 200;

export const fleetMessages = {
  repeatedPlate: 'Esa patente ya está en otra fila de la flota.',
} as const;

const MOTORCYCLE = optionByCode(vehicleBodies, 'motorcycle').id;

export const fleetVehicle = defineEntity({
  name: 'flows/opportunity/fleet_vehicle',
  table: '',
  label: { one: 'Vehículo', many: 'Vehículos' },
  fields: {
    domain: text({ label: 'Patente', max: 10 }),
    zero_km: boolean({ label: '0 km' }),
    brand: text({ label: 'Marca', required: true, max: 60 }),
    model: text({ label: 'Modelo y versión', required: true, max: 120 }),
    year: integer({ label: 'Año', required: true, min: 1950, max: 2030 }),
    body: enumeration({ label: 'Carrocería', enumeration: vehicleBodies, required: true }),
    use: enumeration({ label: 'Uso', enumeration: vehicleUses, required: true, default: 2 }),
    fuel: enumeration({ label: 'Combustible', enumeration: fuelTypes }),
    sum_insured: money({ label: 'Suma asegurada', required: true, min: 1, max: 1e11 }),
    tracker: boolean({ label: 'Rastreador' }),
  },
  recordLabel: 'domain',
  rules: [
    {
      field: 'domain',
      uses: ['zero_km', 'body'],
      check: (v: RecordValues) => {
        if (isBlank(v.domain)) return v.zero_km === true ? null : vehicleMessages.domainRequired;
        const plate = String(v.domain).trim().replace(/\s+/g, '-');
        return Number(v.body) === MOTORCYCLE
          ? isValidMotorcycleDomain(plate)
            ? null
            : vehicleMessages.motorcycleDomain
          : isValidCarDomain(plate)
            ? null
            : vehicleMessages.carDomain;
      },
    },
  ],
});

export const fleetForm = defineEntity({
  name: 'flows/opportunity/fleet/object',
  table: '',
  label: { one: 'Flota', many: 'Flotas' },
  fields: {
    activity: text({
      label: 'Actividad de la empresa',
      max: 120,
      helperText: 'P. ej. distribución de alimentos, transporte de pasajeros',
    }),
    vehicles: embeddedList({
      label: 'Vehículos de la flota',
      of: fleetVehicle,
      parentField: 'opportunity_id',
      max: FLEET_MAX_VEHICLES,
      required: true,
      sheet: true,
      uniqueBy: { field: 'domain', message: fleetMessages.repeatedPlate, key: plateKey },
      helperText:
        'Cargalos uno por uno o bajá la planilla modelo, completala y subila con toda la flota.',
    }),
  },
  recordLabel: 'activity',
});

/** A fleet's vehicles as the opportunity counts them: how many and their summed value. */
export function fleetTotals(values: RecordValues): { count: number; sum: number | null } {
  const vehicles = Array.isArray(values.vehicles) ? (values.vehicles as RecordValues[]) : [];
  const sums = vehicles
    .filter((v) => !isBlank(v.sum_insured))
    .map((v) => Number(v.sum_insured))
    .filter((n) => Number.isFinite(n));
  // In cents: 0.1 + 0.2 is no amount of money.
  const total = add(...sums.map((n) => cents(n)));
  return { count: vehicles.length, sum: sums.length ? pesos(total) : null };
}
