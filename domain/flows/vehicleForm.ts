/**
 * The vehicle step of the car and motorcycle wizards (spec 3 "Vehicle", spec 5 domains): the
 * guide's brand → model → version → year (its value proposed as the sum assured), the plate
 * checked by the branch's format (optional for a zero km, which may not have one yet), the CNG
 * equipment when it has one, and what insurers ask to tariff and inspect it.
 */
import { defineEntity } from '../engine/entity';
import { fuelTypes, vehicleBodies } from '../enums/insurersVehiclesPayments';
import { vehicleUses } from '../enums/risks';
import {
  boolean,
  date,
  enumeration,
  integer,
  longText,
  money,
  reference,
  text,
} from '../engine/fields';
import { isBlank } from '../engine/display';
import type { RecordValues } from '../engine/rules';
import { isValidCarDomain, isValidMotorcycleDomain } from '../validators';
import { paintedPlate } from '../validators/vehicleDomain';

export const vehicleMessages = {
  carDomain: 'La patente debe ser como AB 123 CD (Mercosur) o ABC 123.',
  motorcycleDomain: 'La patente de la moto debe ser como A 123 BCD (Mercosur), 123 ABC o A/D.',
  domainRequired: 'Indicá la patente: solo un 0 km puede no tenerla todavía.',
  cngRequired: 'Completá :attribute del equipo de GNC.',
  notInGuide: 'La guía Infocar no tiene esa versión en ese año: elegí un año de la lista.',
  zeroKmDomainTaken:
    'Esa patente ya figura en otra oportunidad de tu organización: un 0 km no puede tenerla.',
} as const;

const hasCng = (v: RecordValues) => v.cng === true;

/** The CNG kit fields, asked only when the vehicle has one (and then all of them). */
const CNG_FIELDS = {
  cng_sum: money({ label: 'Suma del equipo', min: 1, max: 1e11, shownWhen: hasCng }),
  cng_badge: text({
    label: 'Oblea',
    max: 20,
    shownWhen: hasCng,
    helperText: 'Número de la oblea del ENARGAS',
  }),
  cng_cylinder: text({ label: 'Número de cilindro', max: 30, shownWhen: hasCng }),
  cng_regulator: text({ label: 'Número de regulador', max: 30, shownWhen: hasCng }),
  cng_expiration: date({ label: 'Vencimiento de la oblea', shownWhen: hasCng }),
} as const;

const CNG_PARTS = [
  'cng_sum',
  'cng_badge',
  'cng_cylinder',
  'cng_regulator',
  'cng_expiration',
] as const;

function vehicleForm(kind: 'car' | 'motorcycle') {
  const validDomain = kind === 'car' ? isValidCarDomain : isValidMotorcycleDomain;
  const domainMessage =
    kind === 'car' ? vehicleMessages.carDomain : vehicleMessages.motorcycleDomain;
  return defineEntity({
    name: `flows/opportunity/${kind}/vehicle`,
    table: '',
    label: { one: 'Vehículo', many: 'Vehículos' },
    fields: {
      brand: text({ label: 'Marca', required: true, max: 60 }),
      model: text({ label: 'Modelo', required: true, max: 80 }),
      version: text({ label: 'Versión', required: true, max: 120 }),
      year: integer({ label: 'Año', required: true, min: 1950, max: 2030 }),
      // Set by choosing the year: the guide's row of that version and year.
      infocar_id: reference({
        label: 'Guía Infocar',
        target: 'admin/infocar',
        required: true,
        requiredMessage: vehicleMessages.notInGuide,
      }),
      sum_insured: money({
        label: 'Suma asegurada',
        required: true,
        min: 1,
        max: 1e11,
        helperText: 'Se propone el valor de la guía',
      }),
      zero_km: boolean({ label: '0 km' }),
      domain: text({
        label: 'Patente',
        max: 10,
        // Kept as it is painted, the way the opportunity, the search and the proposal say it.
        spelling: paintedPlate,
        helperText: kind === 'car' ? 'P. ej. AF 123 BC' : 'P. ej. A 123 BCD',
      }),
      use: enumeration({ label: 'Uso', enumeration: vehicleUses, required: true, default: 1 }),
      fuel: enumeration({ label: 'Combustible', enumeration: fuelTypes, required: true }),
      body: enumeration({ label: 'Carrocería', enumeration: vehicleBodies }),
      // Motorcycles do not run on CNG: their form has no kit to fill in.
      ...(kind === 'car' ? { cng: boolean({ label: 'Tiene equipo de GNC' }), ...CNG_FIELDS } : {}),
      chassis: text({ label: 'Número de chasis', max: 17 }),
      motor: text({ label: 'Número de motor', max: 20 }),
      color: text({ label: 'Color', max: 30 }),
      kilometres: integer({ label: 'Kilometraje', min: 0, max: 2_000_000 }),
      tracker: boolean({ label: 'Tiene rastreador satelital' }),
      accessories: longText({
        label: 'Accesorios',
        max: 1000,
        helperText: 'Equipo de audio, llantas, portaequipajes… con su valor si se aseguran',
      }),
    },
    recordLabel: 'version',
    rules: [
      {
        field: 'domain',
        uses: ['zero_km'],
        check: (v) => {
          if (isBlank(v.domain)) return v.zero_km === true ? null : vehicleMessages.domainRequired;
          // Typed with spaces as it is painted (AB 123 CD): read like hyphens.
          return validDomain(String(v.domain).trim().replace(/\s+/g, '-')) ? null : domainMessage;
        },
      },
      ...(kind === 'car' ? CNG_PARTS : []).map((field) => ({
        field,
        uses: ['cng'] as const,
        check: (v: RecordValues) =>
          hasCng(v) && isBlank(v[field])
            ? vehicleMessages.cngRequired.replace(':attribute', CNG_FIELDS[field].label)
            : null,
      })),
    ],
  });
}

export const carVehicleForm = vehicleForm('car');
export const motorcycleVehicleForm = vehicleForm('motorcycle');

/** "Toyota Corolla 2.0 XEi CVT 2021": how an opportunity names the vehicle it quotes. */
export function vehicleSubject(v: RecordValues): string | null {
  const parts = [v.brand, v.model, v.version, v.year].filter((p) => !isBlank(p)).map(String);
  // An opportunity's subject holds 200 characters.
  return parts.length ? parts.join(' ').slice(0, 200) : null;
}

/** The plate as insurers file it: capitals, no spaces or hyphens (`AB123CD`). */
export const plateKey = (domain: unknown) =>
  typeof domain === 'string' ? domain.toUpperCase().replace(/[\s-]/g, '') : '';
