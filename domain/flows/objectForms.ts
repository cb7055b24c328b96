/**
 * The person step and the object step of each branch's quoting wizard (issue 13 section 3):
 * what Argentine insurers ask to quote a home, a shop, a personal accidents cover, an ART
 * contract, and anything else (description, sum and where it is).
 */
import { defineEntity } from '../engine/entity';
import { artOpportunityTypes } from '../enums/catalogues';
import { constructionKinds, dwellingKinds } from '../enums/risks';
import {
  boolean,
  cuit,
  embeddedList,
  enumeration,
  integer,
  longText,
  money,
  text,
} from '../engine/fields';
import { date, reference } from '../engine/fields';
import type { RecordValues } from '../engine/rules';
import { addressFields } from '../entities/contactPoints';
import { isBlank } from '../engine/display';

const LOCATIONS = 'admin/locations';

export const personForm = defineEntity({
  name: 'flows/opportunity/person',
  table: '',
  label: { one: 'Cliente', many: 'Clientes' },
  fields: {
    account_id: reference({
      label: 'Cliente',
      target: 'account',
      required: true,
      helperText: 'Buscalo por nombre, CUIT o teléfono; si no está, crealo',
    }),
  },
  recordLabel: 'account_id',
});

/**
 * Where the risk is: a client's address fields (street, number, detail, the locality and zip
 * code cascading from the province), the province itself asked directly: the risk is in
 * Argentina, so no country.
 */
const riskPlace = {
  street: addressFields.street,
  street_number: addressFields.street_number,
  detail: addressFields.detail,
  state_id: reference({ label: 'Provincia', target: `${LOCATIONS}/state`, required: true }),
  locality_id: addressFields.locality_id,
  zipcode_id: addressFields.zipcode_id,
};

const SUM = { min: 0, max: 1e12 } as const;

/**
 * A building and its contents need at least one sum to be quoted. The combined home policy's
 * other covers (theft, glass, liability, electronics) are added over that fire cover, never
 * sold alone under the branch (liability alone is its own branch), so they do not count.
 */
const someSum = (message: string) => ({
  field: 'building_sum' as const,
  uses: ['contents_sum'] as const,
  check: (v: RecordValues) => (isBlank(v.building_sum) && isBlank(v.contents_sum) ? message : null),
});

/**
 * The combined home policy's other covers, each optional and at first risk (a sum the insurer
 * pays up to, whatever the whole is worth). The tariff prices each one that is filled
 * (domain/quoting/branchRates.ts `covers`, by these names).
 */
const homeCoverSums = {
  theft_sum: money({
    label: 'Suma por robo del contenido',
    min: 1,
    max: 1e11,
    helperText: 'A primer riesgo: hasta la suma del contenido',
  }),
  glass_sum: money({
    label: 'Suma por cristales',
    min: 1,
    max: 1e10,
    helperText: 'Vidrios, espejos y mamparas',
  }),
  liability_sum: money({
    label: 'Suma por responsabilidad civil',
    min: 1,
    max: 1e11,
    helperText: 'Daños a terceros por hechos privados',
  }),
  electronics_sum: money({
    label: 'Suma por equipos electrónicos',
    min: 1,
    max: 1e10,
    helperText: 'Notebooks, televisores, consolas, equipos de audio',
  }),
};

/** Theft of the contents is of the contents: their sum must be told, and it is the ceiling. */
const theftWithinContents = {
  field: 'theft_sum' as const,
  uses: ['contents_sum'] as const,
  check: (v: RecordValues) => {
    if (isBlank(v.theft_sum)) return null;
    if (isBlank(v.contents_sum))
      return 'Para asegurar el robo del contenido indicá también la suma del contenido.';
    return Number(v.theft_sum) > Number(v.contents_sum)
      ? 'El robo del contenido no puede superar la suma del contenido.'
      : null;
  },
};

export const homeForm = defineEntity({
  name: 'flows/opportunity/home/object',
  table: '',
  label: { one: 'Vivienda', many: 'Viviendas' },
  fields: {
    dwelling: enumeration({
      label: 'Tipo de vivienda',
      enumeration: dwellingKinds,
      required: true,
    }),
    ...riskPlace,
    construction: enumeration({
      label: 'Construcción',
      enumeration: constructionKinds,
      required: true,
      default: 1,
    }),
    surface: integer({ label: 'Superficie cubierta (m²)', min: 10, max: 100_000, required: true }),
    permanent: boolean({ label: 'Vivienda permanente', default: true }),
    alarm: boolean({ label: 'Tiene alarma monitoreada' }),
    building_sum: money({ label: 'Suma del edificio', ...SUM }),
    contents_sum: money({ label: 'Suma del contenido', ...SUM }),
    ...homeCoverSums,
  },
  recordLabel: 'street',
  rules: [someSum('Indicá la suma del edificio, la del contenido o ambas.'), theftWithinContents],
});

export const businessForm = defineEntity({
  name: 'flows/opportunity/business/object',
  table: '',
  label: { one: 'Comercio', many: 'Comercios' },
  fields: {
    activity: text({
      label: 'Actividad',
      required: true,
      max: 120,
      helperText: 'P. ej. almacén, farmacia, taller mecánico',
    }),
    ...riskPlace,
    construction: enumeration({
      label: 'Construcción',
      enumeration: constructionKinds,
      required: true,
      default: 1,
    }),
    surface: integer({ label: 'Superficie (m²)', min: 5, max: 1_000_000, required: true }),
    employees: integer({ label: 'Empleados', min: 0, max: 100_000 }),
    building_sum: money({ label: 'Suma del edificio', ...SUM }),
    contents_sum: money({ label: 'Suma de contenido y mercadería', ...SUM }),
  },
  recordLabel: 'activity',
  rules: [someSum('Indicá la suma del edificio, la del contenido o ambas.')],
});

/** One person a personal accidents cover insures. */
export const insuredPerson = defineEntity({
  name: 'flows/opportunity/insured_person',
  table: '',
  label: { one: 'Persona asegurada', many: 'Personas aseguradas' },
  fields: {
    full_name: text({ label: 'Apellido y nombre', required: true, max: 120 }),
    document: text({
      label: 'DNI',
      required: true,
      max: 10,
      pattern: { regex: /^\d{7,8}$/, message: 'El DNI debe tener 7 u 8 dígitos, sin puntos.' },
    }),
    birthdate: date({ label: 'Fecha de nacimiento', required: true }),
  },
  recordLabel: 'full_name',
});

export const personalAccidentsForm = defineEntity({
  name: 'flows/opportunity/personal_accidents/object',
  table: '',
  label: { one: 'Accidentes personales', many: 'Accidentes personales' },
  fields: {
    activity: text({ label: 'Actividad o profesión', required: true, max: 120 }),
    death_sum: money({ label: 'Suma por muerte', required: true, min: 1, max: 1e11 }),
    disability_sum: money({ label: 'Suma por invalidez', required: true, min: 1, max: 1e11 }),
    medical_sum: money({ label: 'Reintegro de gastos médicos', min: 0, max: 1e10 }),
    people: embeddedList({
      label: 'Personas aseguradas',
      of: insuredPerson,
      parentField: 'opportunity_id',
      max: 200,
      required: true,
    }),
  },
  recordLabel: 'activity',
});

export const artForm = defineEntity({
  name: 'flows/opportunity/art/object',
  table: '',
  label: { one: 'ART', many: 'ART' },
  fields: {
    art_type: enumeration({
      label: 'Tipo de operación',
      enumeration: artOpportunityTypes,
      required: true,
    }),
    employer_cuit: cuit({ label: 'CUIT del empleador', required: true }),
    activity: text({ label: 'Actividad (CIIU)', required: true, max: 120 }),
    headcount: integer({ label: 'Cantidad de empleados', required: true, min: 1, max: 1_000_000 }),
    payroll: money({ label: 'Masa salarial mensual', required: true, min: 1, max: 1e13 }),
    current_insurer: text({ label: 'ART actual', max: 80, helperText: 'Si es un traspaso' }),
  },
  recordLabel: 'activity',
});

/** Any other branch: what is insured, for how much, and where. */
export const genericObjectForm = defineEntity({
  name: 'flows/opportunity/object',
  table: '',
  label: { one: 'Bien asegurado', many: 'Bienes asegurados' },
  fields: {
    description: longText({
      label: 'Qué se asegura',
      required: true,
      max: 2000,
      helperText:
        'P. ej. cosechadora John Deere S680, obra en Córdoba 1200, una carga de Rosario a Salta',
    }),
    sum_insured: money({ label: 'Suma asegurada', required: true, min: 1, max: 1e13 }),
    street: text({ label: 'Calle del riesgo', max: 120 }),
    street_number: text({ label: 'Número', max: 10 }),
    state_id: reference({ label: 'Provincia', target: `${LOCATIONS}/state` }),
    locality_id: reference({
      label: 'Localidad',
      target: `${LOCATIONS}/locality`,
      dependsOn: {
        field: 'state_id',
        via: 'state_id',
        message: 'La localidad elegida no pertenece a la provincia.',
      },
    }),
  },
  recordLabel: 'description',
});
