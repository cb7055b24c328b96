/**
 * The client area (issue 12, spec 2.3): economic groups, accounts (clients: a person of spec 3
 * plus who serves them and where they came from), contacts and which contacts act for which
 * account. Records are identified by UUID (the spec's `{uuid}` routes) and belong to the
 * working organization; an executive sees the accounts assigned to them (recordScope.ts).
 */
import { defineEntity } from '../engine/entity';
import { accountOrigins, accountStatuses, contactRoles } from '../enums/clients';
import { accountTypes, personTypes } from '../enums/catalogues';
import { optionByCode } from '../engine/defineEnum';
import {
  boolean,
  cuit,
  email,
  embeddedList,
  enumeration,
  longText,
  memberList,
  phone,
  reference,
  text,
} from '../engine/fields';
import { accountAddress, accountPhone } from './contactPoints';
import { personFields, personProposals, personRules } from '../person';
import type { RecordValues } from '../engine/rules';
import { isBlank } from '../engine/display';
import { mergeAction } from '../engine/merge';
import { SUMMARY_PANEL } from '../recordSummary';

const USER = 'auth-admin/user';
const LEGAL = optionByCode(personTypes, 'legal').id;
const SEE_ALL_ACCOUNTS = ['accounts: full_access'];

/** "Pérez, Juan Carlos" for a person (or a contact), the razón social for a company. */
export function clientDisplayName(v: RecordValues): string {
  if (v.person_type === LEGAL) return String(v.business_name ?? '');
  return [v.last_name, v.first_name]
    .filter((n) => !isBlank(n))
    .map(String)
    .join(', ');
}

export const economicGroup = defineEntity({
  name: 'economic_group',
  table: 'economic_groups',
  idKind: 'uuid',
  label: { one: 'Grupo económico', many: 'Grupos económicos' },
  scope: 'organization',
  menuGroup: 'clients',
  fields: {
    name: text({
      label: 'Nombre',
      required: true,
      max: 150,
      unique: true,
      uniqueMessage: 'Ya existe un grupo económico con ese nombre en tu organización.',
    }),
    cuit: cuit({ label: 'CUIT de la controlante', hiddenInList: true }),
    executive_id: reference({ label: 'Ejecutivo responsable', target: USER, filter: true }),
    description: longText({ label: 'Descripción', max: 2000, hiddenInList: true }),
    active: boolean({ label: 'Activo', default: true, filter: true }),
    // Chosen in the group's form; each client keeps the reference (`economic_group_id`).
    members: memberList({
      label: 'Clientes del grupo',
      target: 'account',
      via: 'economic_group_id',
      max: 500,
      helperText: 'Un cliente de otro grupo pasa a este al guardar',
    }),
  },
  list: ['name', 'executive_id', 'active'],
  search: ['name', 'cuit'],
  globalSearch: true,
  searchIndex: 'trigram',
  sort: { field: 'name', order: 'ASC' },
  recordLabel: 'name',
  offeredWhile: 'active',
  duplicates: ['cuit'],
  panels: [
    { tab: 'timeline', label: 'Historial', panel: 'timeline' },
    // Its clients' tasks and its own (domain/agenda.ts `subjectLinks`).
    { tab: 'schedules', label: 'Agenda', panel: 'schedule' },
    { tab: 'statistics', label: 'Estadísticas', panel: 'statistics' },
  ],
  // Spec 2.3's tabs first (contracts takes its place as it lands), then the group's own work.
  tabOrder: [
    'clients',
    'contacts',
    'contracts',
    'executives',
    'tasks',
    'timeline',
    'schedules',
    'statistics',
  ],
});

export const account = defineEntity({
  name: 'account',
  table: 'accounts',
  idKind: 'uuid',
  label: { one: 'Cliente', many: 'Clientes' },
  scope: 'organization',
  menuGroup: 'clients',
  fields: {
    display_name: text({ label: 'Cliente', max: 300, system: true }),
    ...personFields,
    email: email({ label: 'Correo electrónico' }),
    phone: phone({
      label: 'Teléfono principal',
      helperText: 'Con código de área, p. ej. 011 4555-1234',
    }),
    status: enumeration({
      label: 'Estado',
      enumeration: accountStatuses,
      required: true,
      default: optionByCode(accountStatuses, 'prospect').id,
      filter: true,
    }),
    account_type: enumeration({
      label: 'Tipo de cuenta',
      enumeration: accountTypes,
      default: optionByCode(accountTypes, 'regular').id,
      hiddenInList: true,
    }),
    executive_id: reference({
      label: 'Ejecutivo',
      target: USER,
      filter: true,
      helperText: 'Quien atiende al cliente; vacío: se asigna a quien lo carga',
    }),
    producer_id: reference({
      label: 'Productor',
      target: 'admin/producer',
      filter: true,
      hiddenInList: true,
    }),
    economic_group_id: reference({
      label: 'Grupo económico',
      target: 'economic_group',
      filter: true,
      hiddenInList: true,
      detailTab: { tab: 'clients', label: 'Clientes' },
    }),
    segment_id: reference({
      label: 'Segmento',
      target: 'admin/segmentation',
      filter: true,
      hiddenInList: true,
    }),
    origin: enumeration({
      label: 'Origen',
      enumeration: accountOrigins,
      default: optionByCode(accountOrigins, 'manual').id,
      filter: true,
      hiddenInList: true,
    }),
    campaign_id: reference({ label: 'Campaña', target: 'admin/campaign', hiddenInList: true }),
    referred_by_account_id: reference({
      label: 'Referido por el cliente',
      target: 'account',
      hiddenInList: true,
      detailTab: {
        tab: 'referrals',
        label: 'Referidos',
        through: [{ via: 'economic_group_id', filterOnly: true }],
      },
    }),
    referred_by_user_id: reference({
      label: 'Referido por el usuario',
      target: USER,
      hiddenInList: true,
    }),
    notes: longText({ label: 'Observaciones', max: 4000, hiddenInList: true }),
    main_locality: text({
      label: 'Localidad',
      max: 200,
      system: true,
      hiddenInList: true,
      helperText: 'La de su primer domicilio',
    }),
    phones: embeddedList({
      label: 'Teléfonos',
      of: accountPhone,
      parentField: 'account_id',
      max: 10,
    }),
    addresses: embeddedList({
      label: 'Domicilios',
      of: accountAddress,
      parentField: 'account_id',
      max: 10,
    }),
  },
  list: ['display_name', 'cuit', 'phone', 'email', 'status', 'executive_id'],
  // `phones`: found by any of its phones too (each item's own search).
  search: ['display_name', 'business_name', 'cuit', 'document_number', 'email', 'phone', 'phones'],
  globalSearch: true,
  searchIndex: 'trigram',
  sort: { field: 'display_name', order: 'ASC' },
  recordLabel: 'display_name',
  reachBy: ['phone', 'email'],
  // Two "Acosta, Patricia" told apart in every client picker, also by where they live.
  recordDetails: [['cuit', 'document_number'], 'email', 'phone', 'main_locality'],
  placeFromItems: { field: 'main_locality', list: 'addresses', reference: 'locality_id' },
  rules: personRules,
  proposals: personProposals,
  computed: [
    {
      field: 'display_name',
      from: ['person_type', 'first_name', 'last_name', 'business_name'],
      compute: clientDisplayName,
    },
  ],
  assignedTo: { field: 'executive_id', seeAll: SEE_ALL_ACCOUNTS },
  duplicates: ['cuit', 'document_number', 'email', 'phone'],
  // A phone typed anywhere is also looked for among the client's other phones.
  duplicatesInItems: { phone: { list: 'phones', columns: ['area_code', 'number'] } },
  // Above every tab: its policies in force and their premium, «Llamar», a new task or
  // opportunity (domain/recordSummary.ts).
  header: { panel: SUMMARY_PANEL, label: 'Resumen del cliente' },
  panels: [
    { tab: 'segmentation', label: 'Segmentación', panel: 'segmentation' },
    { tab: 'timeline', label: 'Historial', panel: 'timeline' },
    // The agenda narrowed to the client (domain/agenda.ts).
    { tab: 'schedules', label: 'Agenda', panel: 'schedule' },
    { tab: 'statistics', label: 'Estadísticas', panel: 'statistics' },
  ],
  // Spec 2.3's order; contracts, opportunities, claims and tickets take theirs as they land.
  tabOrder: [
    'contracts',
    'opportunities',
    'contract_requests',
    'segmentation',
    'timeline',
    'tasks',
    'interactions',
    'contacts',
    'files',
    'list_contacts',
    'users',
    'referrals',
    'claims',
    'tickets',
    'schedules',
    'leads',
    'statistics',
  ],
  // A duplicate found (duplicates above) is merged by an administrator (domain/engine/merge.ts).
  recordActions: [mergeAction('Fusionar con otro cliente…')],
});

/**
 * A person who acts for clients (their accountant, attorney, HR manager): the organization's
 * shared directory, since one accountant serves clients of several executives. Which clients
 * a contact acts for is `account_contact`, scoped as the client is.
 */
export const contact = defineEntity({
  name: 'contact',
  table: 'contacts',
  idKind: 'uuid',
  label: { one: 'Contacto', many: 'Contactos' },
  scope: 'organization',
  menuGroup: 'clients',
  fields: {
    display_name: text({ label: 'Contacto', max: 250, system: true }),
    first_name: text({ label: 'Nombre', required: true, max: 100 }),
    last_name: text({ label: 'Apellido', required: true, max: 100 }),
    position: text({ label: 'Cargo o función', max: 120 }),
    email: email({ label: 'Correo electrónico' }),
    phone: phone({ label: 'Teléfono' }),
    mobile: phone({ label: 'Celular', hiddenInList: true }),
    cuit: cuit({ label: 'CUIT/CUIL', hiddenInList: true }),
    notes: longText({ label: 'Observaciones', max: 2000, hiddenInList: true }),
  },
  list: ['display_name', 'position', 'email', 'phone'],
  search: ['display_name', 'email', 'phone', 'mobile', 'cuit'],
  globalSearch: true,
  searchIndex: 'trigram',
  sort: { field: 'display_name', order: 'ASC' },
  recordLabel: 'display_name',
  reachBy: ['phone', 'mobile', 'email'],
  recordDetails: ['cuit', 'email', ['mobile', 'phone']],
  computed: [
    { field: 'display_name', from: ['first_name', 'last_name'], compute: clientDisplayName },
  ],
  duplicates: ['cuit', 'email', 'phone', 'mobile'],
});

/** A contact acting for an account, with the role they play for it. */
export const accountContact = defineEntity({
  name: 'account_contact',
  table: 'account_contacts',
  label: { one: 'Contacto del cliente', many: 'Contactos de clientes' },
  scope: 'organization',
  menuGroup: 'clients',
  fields: {
    account_id: reference({
      label: 'Cliente',
      target: 'account',
      required: true,
      filter: true,
      // Also on the economic group's page: the contacts of all its clients.
      detailTab: { tab: 'contacts', label: 'Contactos', through: [{ via: 'economic_group_id' }] },
    }),
    contact_id: reference({
      label: 'Contacto',
      target: 'contact',
      required: true,
      filter: true,
      unique: { within: ['account_id'] },
      uniqueMessage: 'Ese contacto ya está vinculado a este cliente.',
      detailTab: { tab: 'accounts', label: 'Clientes' },
    }),
    role: enumeration({ label: 'Rol', enumeration: contactRoles, required: true, filter: true }),
    primary: boolean({ label: 'Contacto principal', default: false }),
    notes: text({ label: 'Observaciones', max: 500, hiddenInList: true }),
  },
  list: ['account_id', 'contact_id', 'role', 'primary'],
  sort: { field: 'account_id', order: 'ASC' },
  recordLabel: 'contact_id',
  recordQualifier: 'account_id',
  assignedTo: { through: 'account_id' },
});
