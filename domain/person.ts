/**
 * A person of spec 3 (persona humana or jurídica) as the fields, rules and proposals that any
 * declaration holding one spreads into its own: accounts, contacts and leads share one reading
 * of names, documents, CUIT/CUIL, birthdate and tax situation. Phones and addresses are the
 * person's child records (their own declarations).
 */
import {
  civilStatuses,
  documentTypes,
  genders,
  grossIncomeSituations,
  personTypes,
  vatSituations,
} from './enums/catalogues';
import { optionByCode } from './engine/defineEnum';
import { boolean, cuit, date, enumeration, reference, text } from './engine/fields';
import { argentineToday } from './engine/format';
import { isBlank } from './engine/display';
import type { EntityProposal, EntityRule, RecordValues } from './engine/rules';
import { computeCuil, formatCuit, isValidCuit, onlyDigits, type CuilGender } from './validators';

const PHYSICAL = optionByCode(personTypes, 'physical').id;
const LEGAL = optionByCode(personTypes, 'legal').id;
const MALE = optionByCode(genders, 'male').id;
const FEMALE = optionByCode(genders, 'female').id;
/** Documents that carry the number the CUIL is built on. */
const NATIONAL_DOCUMENTS = new Set(
  ['dni', 'le', 'lc'].map((c) => optionByCode(documentTypes, c).id),
);
/** The CUIT prefixes of companies (personas jurídicas); a person's CUIL starts otherwise. */
const LEGAL_PREFIXES = ['30', '33', '34'];
const TAX_DOCUMENTS = new Set(['cuit', 'cuil'].map((c) => optionByCode(documentTypes, c).id));
const WITH_GROSS_INCOME_NUMBER = new Set(
  ['local', 'multilateral', 'simplified'].map((c) => optionByCode(grossIncomeSituations, c).id),
);
/** The oldest birthdate taken: a person 120 years old. */
export const MAX_AGE_YEARS = 120;

export const personMessages = {
  firstName: 'Ingresá el nombre de la persona.',
  lastName: 'Ingresá el apellido de la persona.',
  businessName: 'Ingresá la razón social.',
  nationalDocument: 'El documento tiene 7 u 8 dígitos, sin puntos.',
  taxDocument: 'El CUIT ingresado no es válido',
  legalPrefix: 'El CUIT de una persona jurídica empieza con 30, 33 o 34.',
  physicalPrefix: 'El CUIL de una persona humana empieza con 20, 23, 24 o 27.',
  cuilDocument: 'El CUIL no corresponde al documento ingresado.',
  cuilGender: 'El CUIL no corresponde al género ingresado.',
  birthdateFuture: 'La fecha de nacimiento no puede ser posterior a hoy.',
  birthdateTooOld: `La fecha de nacimiento no puede ser de hace más de ${MAX_AGE_YEARS} años.`,
  pepDate: 'Indicá la fecha de la declaración jurada de persona expuesta políticamente.',
  pepDateFuture: 'La declaración jurada no puede tener fecha posterior a hoy.',
  grossIncomeNumber: 'Ingresá el número de inscripción en Ingresos Brutos.',
} as const;

const isPhysical = (v: RecordValues) => v.person_type !== LEGAL;

export const personFields = {
  person_type: enumeration({
    label: 'Tipo de persona',
    enumeration: personTypes,
    required: true,
    default: PHYSICAL,
    filter: true,
  }),
  first_name: text({ label: 'Nombre', max: 100, shownWhen: (v) => isPhysical(v) }),
  last_name: text({ label: 'Apellido', max: 100, shownWhen: (v) => isPhysical(v) }),
  business_name: text({ label: 'Razón social', max: 200, shownWhen: (v) => !isPhysical(v) }),
  document_type: enumeration({ label: 'Tipo de documento', enumeration: documentTypes }),
  document_number: text({
    label: 'Número de documento',
    max: 20,
    hiddenInList: true,
    digitGroups: true,
  }),
  cuit: cuit({
    label: 'CUIT/CUIL',
    helperText: 'A una persona humana se le propone el CUIL por su DNI y género',
    invalidMessage: personMessages.taxDocument,
  }),
  gender: enumeration({
    label: 'Género',
    enumeration: genders,
    hiddenInList: true,
    shownWhen: (v) => isPhysical(v),
  }),
  birthdate: date({ label: 'Fecha de nacimiento o de constitución', hiddenInList: true }),
  nationality_id: reference({
    label: 'Nacionalidad',
    target: 'admin/locations/country',
    hiddenInList: true,
  }),
  profession: text({
    label: 'Profesión u ocupación',
    max: 120,
    hiddenInList: true,
    shownWhen: (v) => isPhysical(v),
  }),
  civil_status: enumeration({
    label: 'Estado civil',
    enumeration: civilStatuses,
    hiddenInList: true,
    shownWhen: (v) => isPhysical(v),
  }),
  politically_exposed: boolean({
    label: 'Persona expuesta políticamente',
    default: false,
    hiddenInList: true,
    helperText: 'Resolución UIF 35/2023',
    shownWhen: (v) => isPhysical(v),
  }),
  pep_declared_on: date({
    label: 'Fecha de la declaración PEP',
    hiddenInList: true,
    shownWhen: (v) => isPhysical(v) && v.politically_exposed === true,
  }),
  vat_situation: enumeration({
    label: 'Condición frente al IVA',
    enumeration: vatSituations,
    filter: true,
    hiddenInList: true,
  }),
  gross_income_situation: enumeration({
    label: 'Ingresos Brutos',
    enumeration: grossIncomeSituations,
    hiddenInList: true,
  }),
  gross_income_number: text({
    label: 'N.º de Ingresos Brutos',
    max: 30,
    hiddenInList: true,
    shownWhen: (v) => WITH_GROSS_INCOME_NUMBER.has(Number(v.gross_income_situation)),
  }),
};

type PersonField = keyof typeof personFields;

/** Years before `iso` (a `YYYY-MM-DD`): the same day and month, `years` earlier. */
const yearsBefore = (iso: string, years: number) =>
  `${String(Number(iso.slice(0, 4)) - years).padStart(4, '0')}${iso.slice(4)}`;

function cuitAgreesWithPerson(v: RecordValues): string | null {
  if (isBlank(v.cuit)) return null;
  const digits = onlyDigits(String(v.cuit));
  const prefix = digits.slice(0, 2);
  const legalPrefix = LEGAL_PREFIXES.includes(prefix);
  if (!isPhysical(v)) return legalPrefix ? null : personMessages.legalPrefix;
  if (legalPrefix) return personMessages.physicalPrefix;
  if (NATIONAL_DOCUMENTS.has(Number(v.document_type)) && !isBlank(v.document_number)) {
    const document = onlyDigits(String(v.document_number)).padStart(8, '0');
    if (digits.slice(2, 10) !== document) return personMessages.cuilDocument;
  }
  if ((v.gender === MALE && prefix === '27') || (v.gender === FEMALE && prefix === '20'))
    return personMessages.cuilGender;
  return null;
}

function documentNumberFits(v: RecordValues): string | null {
  if (isBlank(v.document_number)) return null;
  const number = String(v.document_number);
  const type = Number(v.document_type);
  if (NATIONAL_DOCUMENTS.has(type) && !/^\d{7,8}$/.test(number))
    return personMessages.nationalDocument;
  if (TAX_DOCUMENTS.has(type) && !isValidCuit(number)) return personMessages.taxDocument;
  return null;
}

function birthdateInRange(v: RecordValues): string | null {
  if (isBlank(v.birthdate)) return null;
  const today = argentineToday();
  const birthdate = String(v.birthdate);
  if (birthdate > today) return personMessages.birthdateFuture;
  if (isPhysical(v) && birthdate < yearsBefore(today, MAX_AGE_YEARS))
    return personMessages.birthdateTooOld;
  return null;
}

export const personRules: readonly EntityRule<PersonField>[] = [
  {
    field: 'first_name',
    uses: ['person_type'],
    check: (v) => (isPhysical(v) && isBlank(v.first_name) ? personMessages.firstName : null),
  },
  {
    field: 'last_name',
    uses: ['person_type'],
    check: (v) => (isPhysical(v) && isBlank(v.last_name) ? personMessages.lastName : null),
  },
  {
    field: 'business_name',
    uses: ['person_type'],
    check: (v) => (!isPhysical(v) && isBlank(v.business_name) ? personMessages.businessName : null),
  },
  { field: 'document_number', uses: ['document_type'], check: documentNumberFits },
  {
    field: 'cuit',
    uses: ['person_type', 'document_type', 'document_number', 'gender'],
    check: cuitAgreesWithPerson,
  },
  { field: 'birthdate', uses: ['person_type'], check: birthdateInRange },
  {
    field: 'pep_declared_on',
    uses: ['politically_exposed'],
    check: (v) => {
      if (v.politically_exposed === true && isBlank(v.pep_declared_on))
        return personMessages.pepDate;
      if (!isBlank(v.pep_declared_on) && String(v.pep_declared_on) > argentineToday())
        return personMessages.pepDateFuture;
      return null;
    },
  },
  {
    field: 'gross_income_number',
    uses: ['gross_income_situation'],
    check: (v) =>
      WITH_GROSS_INCOME_NUMBER.has(Number(v.gross_income_situation)) &&
      isBlank(v.gross_income_number)
        ? personMessages.grossIncomeNumber
        : null,
  },
];

const cuilGenderOf = (gender: unknown): CuilGender | null =>
  gender === MALE ? 'male' : gender === FEMALE ? 'female' : isBlank(gender) ? null : 'other';

/** The CUIL of a persona humana with a DNI (or LE, LC) and a gender (spec 5). */
export function proposedCuil(v: RecordValues): string | null {
  const gender = cuilGenderOf(v.gender);
  const number = String(v.document_number ?? '');
  if (!isPhysical(v) || !gender || !NATIONAL_DOCUMENTS.has(Number(v.document_type))) return null;
  if (!/^\d{7,8}$/.test(number)) return null;
  return formatCuit(computeCuil(gender, number));
}

export const personProposals: readonly EntityProposal<PersonField>[] = [
  {
    field: 'cuit',
    from: ['person_type', 'document_type', 'document_number', 'gender'],
    compute: proposedCuil,
  },
];

/**
 * A person's DNI: the national document typed as such, else read from the CUIL (its eight
 * middle digits are the DNI, zero-padded), as insurers identify an insured person. Null for a
 * company or when neither tells it.
 */
export function nationalDocumentOf(person: RecordValues): string | null {
  const typed = isBlank(person.document_number) ? '' : onlyDigits(String(person.document_number));
  if (NATIONAL_DOCUMENTS.has(Number(person.document_type)) && /^\d{7,8}$/.test(typed)) return typed;
  const cuil = isBlank(person.cuit) ? '' : onlyDigits(String(person.cuit));
  if (cuil.length !== 11 || LEGAL_PREFIXES.includes(cuil.slice(0, 2))) return null;
  const fromCuil = cuil.slice(2, 10).replace(/^0/, '');
  return /^\d{7,8}$/.test(fromCuil) ? fromCuil : null;
}
