/**
 * What an object step may copy from the client chosen in the person step (issue 28 item 23):
 * the client's address as the place of the risk (home, business), the client as an insured
 * person (personal accidents), the client as the bond's tomador (caución: taken as the step
 * opens, the usual case). Declared once here; the step's buttons apply it to the client read
 * through the API (resources/opportunity/ClientCopies.tsx), so the user's scope applies.
 */
import type { Entity } from '../engine/entity';
import { addressClasses } from '../enums/clients';
import { optionByCode } from '../engine/defineEnum';
import { personTypes } from '../enums/catalogues';
import { ARGENTINA } from '../entities/contactPoints';
import { nationalDocumentOf } from '../person';
import type { RecordValues } from '../engine/rules';
import { isBlank } from '../engine/display';
import { businessForm, homeForm, personalAccidentsForm } from './objectForms';
import { suretyForm } from './suretyForm';

type Row = Readonly<Record<string, unknown>>;

/** The values to set on the step's fields, and what the user must still complete. */
export type CopyOutcome = { changes: Record<string, unknown>; note?: string } | { refusal: string };

export interface ClientCopy {
  name: 'riskPlace' | 'insuredPerson' | 'suretyHolder';
  /** The button's text. */
  label: string;
  /** The step's fields it fills. */
  fields: readonly string[];
  /** Taken as the step opens while all its fields are empty (the tomador is the client). */
  byDefault: boolean;
  copy: (client: Row, current: RecordValues) => CopyOutcome;
}

export const clientCopyMessages = {
  noClient: 'Elegí primero el cliente en el paso anterior.',
  noAddress:
    'El cliente no tiene domicilios cargados: cargá la ubicación del riesgo a mano o agregale uno en su ficha.',
  abroad: 'El domicilio del cliente no está en la Argentina: cargá la ubicación del riesgo a mano.',
  company: 'El cliente es una persona jurídica: cargá a mano a las personas que asegura la póliza.',
  alreadyInsured: 'El cliente ya está entre las personas aseguradas.',
  missing: (what: string[]) =>
    `Falta${what.length > 1 ? 'n' : ''} ${what.join(' y ')} del cliente: completá la fila agregada.`,
  noCuit: 'El cliente no tiene CUIT cargado: completá el del tomador.',
} as const;

const RISK = optionByCode(addressClasses, 'risk').id;
const LEGAL = optionByCode(personTypes, 'legal').id;

const PLACE_FIELDS = [
  'street',
  'street_number',
  'detail',
  'state_id',
  'locality_id',
  'zipcode_id',
] as const;

/** "Pérez, Juan" or the razón social, as every client picker names it. */
const nameOf = (client: Row) => (isBlank(client.display_name) ? '' : String(client.display_name));

/**
 * The client's main address: one declared as the risk's place, else the first listed (the one
 * the quotes' zone is read from when a step names no province: server/quoting/quoteRequests.ts).
 */
export function mainAddress(client: Row): Row | null {
  const addresses = Array.isArray(client.addresses) ? (client.addresses as Row[]) : [];
  return addresses.find((a) => Number(a.address_class) === RISK) ?? addresses[0] ?? null;
}

const riskPlace: ClientCopy = {
  name: 'riskPlace',
  label: 'Usar el domicilio del cliente',
  fields: PLACE_FIELDS,
  byDefault: false,
  copy: (client) => {
    const address = mainAddress(client);
    if (!address) return { refusal: clientCopyMessages.noAddress };
    if (!isBlank(address.country_id) && Number(address.country_id) !== ARGENTINA)
      return { refusal: clientCopyMessages.abroad };
    // The whole place is replaced: a floor left from another address would be wrong.
    return {
      changes: Object.fromEntries(PLACE_FIELDS.map((f) => [f, address[f] ?? null])),
    };
  },
};

const insuredPerson: ClientCopy = {
  name: 'insuredPerson',
  label: 'El asegurado es el cliente',
  fields: ['people'],
  byDefault: false,
  copy: (client, current) => {
    if (Number(client.person_type) === LEGAL) return { refusal: clientCopyMessages.company };
    const people = Array.isArray(current.people) ? (current.people as Row[]) : [];
    const document = nationalDocumentOf(client);
    const name = nameOf(client);
    const same = (p: Row) =>
      document ? String(p.document ?? '') === document : String(p.full_name ?? '') === name;
    if (people.some(same)) return { refusal: clientCopyMessages.alreadyInsured };
    const birthdate = isBlank(client.birthdate) ? null : String(client.birthdate).slice(0, 10);
    const missing = [!document && 'el DNI', !birthdate && 'la fecha de nacimiento'].filter(
      (m): m is string => !!m,
    );
    // What is not known stays empty: the row's validation asks for it.
    const row = { full_name: name || null, document, birthdate };
    return {
      changes: { people: [...people, row] },
      ...(missing.length && { note: clientCopyMessages.missing(missing) }),
    };
  },
};

const suretyHolder: ClientCopy = {
  name: 'suretyHolder',
  label: 'El tomador es el cliente',
  fields: ['holder_name', 'holder_cuit'],
  byDefault: true,
  copy: (client) => ({
    changes: {
      holder_name: nameOf(client) || null,
      holder_cuit: isBlank(client.cuit) ? null : String(client.cuit),
    },
    ...(isBlank(client.cuit) && { note: clientCopyMessages.noCuit }),
  }),
};

const byForm = new Map<string, readonly ClientCopy[]>([
  [homeForm.name, [riskPlace]],
  [businessForm.name, [riskPlace]],
  [personalAccidentsForm.name, [insuredPerson]],
  [suretyForm.name, [suretyHolder]],
]);

/** The copies a step's form offers (none for most). */
export const clientCopiesOf = (form: Entity | undefined): readonly ClientCopy[] =>
  (form && byForm.get(form.name)) || [];

/** A copy taken by default applies while the step has none of its fields filled. */
export const takesDefault = (copy: ClientCopy, values: RecordValues) =>
  copy.byDefault && copy.fields.every((f) => isBlank(values[f]));
