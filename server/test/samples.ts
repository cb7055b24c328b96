/**
 * Valid and invalid values for any declared field, so CRUD and validation tests can be
 * generated from the declarations: a new entity is tested the day it is declared.
 */
import { flagWriteProblems } from '../../domain/engine/duplicateReview';
import { statusIdOf } from '../../domain/engine/statusMachine';
import type { Entity } from '../../domain/engine/entity';
import { entityByName } from '../../domain/entities';
import { confirmationKey, type Field } from '../../domain/engine/fields';
import { contactListMemberStatuses } from '../../domain/enums/clients';
import { grossIncomeSituations, personTypes, variableTypes } from '../../domain/enums/catalogues';
import { optionByCode } from '../../domain/engine/defineEnum';
import { cuitCheckDigit } from '../../domain/validators';
import type { Database } from '../db/database';
import { firstIds, makeRoomFor, mediaKey } from './sampleIds';
import { researchKind } from '../../domain/entities/contractResearches';

export { firstIds, makeRoomFor };

type Row = Record<string, unknown>;

const letters = (n: number, length: number) => {
  let out = '';
  for (let i = 0; i < length; i++) {
    out = String.fromCharCode(65 + ((Math.floor(n / 26 ** i) + 16) % 26)) + out;
  }
  return out;
};
const digits = (n: number, length: number) => String(n % 10 ** length).padStart(length, '0');

function patternCandidates(seed: number): string[] {
  return [
    `muestra_${seed}`,
    `/muestra/${seed}`,
    `muestra${seed}.ejemplo.com.ar`,
    `muestra${seed}@ejemplo.com.ar`,
    ...[1, 2, 3, 4].map((l) => letters(seed, l)),
    ...[4, 5, 6, 8].map((l) => digits(seed + 1000, l)),
    `${letters(seed, 1)}${digits(seed + 1000, 4)}${letters(seed, 3)}`,
  ];
}

function validCuit(seed: number): string {
  for (let n = seed; ; n++) {
    const base = `30${digits(n * 7919 + 10_000_000, 8)}`;
    const check = cuitCheckDigit(base);
    if (check !== null) return `${base.slice(0, 2)}-${base.slice(2)}-${check}`;
  }
}

function textSample(
  field: Field & { max?: number; pattern?: { regex: RegExp } },
  seed: number,
): string {
  if (field.pattern) {
    const found = patternCandidates(seed).find(
      (c) => field.pattern!.regex.test(c) && c.length <= (field.max ?? 255),
    );
    if (!found) throw new Error(`No sample matches ${field.pattern.regex} of ${field.label}`);
    return found;
  }
  return `Prueba ${seed} ñandú`.slice(0, field.max ?? 255);
}

function numberSample(
  field: Field & { min?: number; max?: number },
  seed: number,
  decimals: number,
): number {
  const min = field.min ?? 1;
  const max = field.max ?? min + 100_000;
  const whole = min + (seed % Math.max(1, Math.floor(max - min)));
  return decimals
    ? Math.min(max, Math.ceil(whole) + (decimals >= 2 ? 0.25 : 0.5))
    : Math.ceil(whole);
}

export function sampleValue(
  field: Field,
  seed: number,
  firstIdOf: (target: string) => unknown,
): unknown {
  switch (field.kind) {
    case 'text':
    case 'longText':
      return textSample(field, seed);
    case 'email':
      return `muestra${seed}@ejemplo.com.ar`;
    case 'phone':
      // As a phone is stored (domain/validators canonicalPhone), so it reads back unchanged.
      return `(011) 4${digits(seed, 3)}-${digits(seed * 7, 4)}`;
    case 'url':
      return `https://muestra${seed}.ejemplo.com.ar`;
    case 'cuit':
      return validCuit(seed);
    case 'integer':
      return numberSample(field, seed, 0);
    case 'decimal':
      return numberSample(field, seed, field.scale);
    case 'money':
      return numberSample(field, seed, 2);
    case 'boolean':
      return seed % 2 === 0;
    case 'date':
      return new Date(Date.UTC(2031, 0, 1) + seed * 86_400_000).toISOString().slice(0, 10);
    case 'datetime':
      return new Date(Date.UTC(2031, 0, 1) + seed * 3_600_000).toISOString();
    case 'enumeration':
    case 'status':
      return field.enumeration.options[seed % field.enumeration.options.length].id;
    case 'reference':
      // A unique reference takes a different row per seed, so consecutive samples never collide.
      return firstIdOf(field.unique ? `${field.target}@${seed}` : field.target);
    case 'referenceList':
      return [firstIdOf(field.target)];
    case 'memberList':
      // No member: a sample write never moves the demo clients between groups.
      return [];
    case 'choiceList':
      // The first choice: for organizations that is the demo administrator's own, the only
      // one they may grant (issue 9, item 3).
      return [field.choices[0].id];
    case 'password':
      return `Clave${seed}segura`;
    case 'file':
      return firstIdOf(mediaKey(field));
    case 'richText':
      return `<p>Prueba ${seed} <strong>ñandú</strong></p>`;
    case 'colour':
      return `#${digits(seed * 7919, 6)}`;
    case 'typedValue':
      return typedSample(seed);
    case 'embeddedList':
      // Items have their own rules (a phone's digits): an empty list is a value of every list.
      return [];
  }
}

/**
 * A value of the type the sibling type field gets for the same seed: the enumeration sample is
 * `options[seed % count]` of spec 3's Variable types.
 */
function typedSample(seed: number): unknown {
  const type = variableTypes.options[seed % variableTypes.options.length].code;
  const samples: Record<string, unknown> = {
    // As the API answers it (domain/engine/typedValue.ts stores a number as its text).
    number: String(1465.5 + seed),
    string: `Prueba ${seed}`,
    boolean: seed % 2 === 0 ? 'true' : 'false',
    date: '2031-03-09',
    datetime: '2031-03-09T14:30:00.000Z',
    time: '14:30',
    array: JSON.stringify(['uno', seed]),
    object: JSON.stringify({ clave: `valor ${seed}` }),
  };
  return samples[type];
}

/** A value of the right JSON type but refused by the field's rule, with the rule's name. */
export function invalidValue(field: Field): unknown {
  switch (field.kind) {
    case 'text':
    case 'longText':
      return field.pattern ? '###' : 'x'.repeat((field.max ?? 255) + 1);
    case 'email':
      return 'no-es-un-correo';
    case 'phone':
      return 'llamar a Juan';
    case 'url':
      return 'www sin protocolo';
    case 'cuit':
      return '20-12345678-0';
    case 'integer':
      return 'doce';
    case 'decimal':
    case 'money':
      return 'mil pesos';
    case 'boolean':
      return 'quizás';
    case 'date':
      return '2026-02-30';
    case 'datetime':
      return 'ayer';
    case 'enumeration':
    case 'status':
      return 987654;
    case 'reference':
      return entityByName(field.target).idKind === 'uuid'
        ? '00000000-0000-4000-8000-000000000000'
        : 987654;
    case 'referenceList':
      return [invalidValue({ ...field, kind: 'reference' })];
    case 'memberList':
      return [invalidValue({ ...field, kind: 'reference' })];
    case 'choiceList':
      return ['opción inexistente'];
    case 'password':
      return 'corta';
    case 'file':
      return 987654;
    case 'richText':
      return 'x'.repeat((field.max ?? 50000) + 1);
    case 'colour':
      return 'azul';
    case 'typedValue':
      // Too long for every type (a text of any type would otherwise pass as Texto).
      return '1'.repeat((field.max ?? 5000) + 1);
    case 'embeddedList':
      return Array.from({ length: field.max + 1 }, () => ({}));
  }
}

/**
 * A valid record to create (`create`: with each password and its confirmation) or to send as an
 * update (`update`: passwords are changed elsewhere). Fields the product sets are left out.
 */
export async function sampleRecord(
  database: Database,
  entity: Entity,
  seed: number,
  mode: 'create' | 'update' = 'create',
): Promise<Row> {
  return sampleRecordWith(entity, seed, await firstIds(database, entity), mode);
}

/** `sampleRecord` with the seeded ids already read (`firstIds`), for tests that make many. */
export function sampleRecordWith(
  entity: Entity,
  seed: number,
  idOf: (target: string) => unknown,
  mode: 'create' | 'update' = 'create',
): Row {
  const record: Row = {};
  for (const [name, field] of Object.entries(entity.fields)) {
    if (field.system || (field.kind === 'password' && mode === 'update')) continue;
    record[name] = sampleValue(field, seed, idOf);
    if (field.kind === 'password') record[confirmationKey(name)] = record[name];
  }
  // A status machine's records start, and stay through an edit, in the initial status.
  const machine = entity.statusMachine;
  if (machine) record[machine.field] = statusIdOf(entity, machine.initial);
  // The mark of a duplicate waiting for review is the product's too (duplicateReview.ts).
  for (const name of Object.keys(flagWriteProblems(entity, null, record))) record[name] = null;
  Object.assign(record, tiedSamples[entity.name]?.(seed));
  if (!('person_type' in entity.fields)) return record;
  // Only the person fields the entity declares (a lead has names and CUIT, not a DNI).
  const person = Object.entries(personSample(seed)).filter(([name]) => name in entity.fields);
  return { ...record, ...Object.fromEntries(person) };
}

const sampleDay = (days: number) =>
  new Date(Date.UTC(2020, 0, 1) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Fields that an entity's rules tie together, by entity: one valid combination per seed where
 * each field's own sample would break them (a consent dated 2031, a subscribed client with a
 * day of unsubscription).
 */
const tiedSamples: Partial<Record<string, (seed: number) => Row>> = {
  // A renewal opens only for a policy due soon, once per due date: a re-invoicing, on any
  // policy in force (server/researches/researchHooks.ts).
  contract_research: () => ({ kind: researchKind('reinvoicing') }),
  // A coverage's code is a letter or two: the pattern's first sample, one letter, would repeat
  // the seeded A to D of its branch every 26 seeds.
  coverage: (seed) => ({ code: `Z${seed % 1_000_000}` }),
  // A payment is rejected on a day already past.
  contract_rejected_payment: (seed) => ({ rejected_on: sampleDay(seed % 1500) }),
  contact_list_member: (seed) => {
    const unsubscribed = seed % 2 === 1;
    return {
      status: optionByCode(contactListMemberStatuses, unsubscribed ? 'unsubscribed' : 'subscribed')
        .id,
      consent_on: sampleDay(seed % 1500),
      unsubscribed_on: unsubscribed ? sampleDay((seed % 1500) + 30) : null,
    };
  },
};

/**
 * The fields of a person (domain/person.ts) that its rules tie together, as a company: each
 * field's own sample would break them (a founding date in 2031, a PEP without its date).
 */
function personSample(seed: number): Row {
  return {
    person_type: optionByCode(personTypes, 'legal').id,
    first_name: null,
    last_name: null,
    business_name: `Muestra ${seed} S.A.`,
    document_type: null,
    document_number: null,
    cuit: validCuit(seed),
    gender: null,
    birthdate: new Date(Date.UTC(1990, 0, 1) + (seed % 9000) * 86_400_000)
      .toISOString()
      .slice(0, 10),
    politically_exposed: false,
    pep_declared_on: null,
    gross_income_situation: optionByCode(grossIncomeSituations, 'exempt').id,
    gross_income_number: null,
  };
}
