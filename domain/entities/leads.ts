/**
 * Leads (issue 12, spec 2.3 and 6): people or companies interested in a policy, loaded by hand,
 * by an operator taking a call, or arriving from a landing, the web quoter or a campaign. An
 * executive works the leads assigned to them through a status machine (nuevo → contactado →
 * calificado → convertido | descartado); converting one makes it a client, or links the client
 * already loaded with its CUIT, in the same step (server/clients/leadConversion.ts).
 */
import { defineEntity } from '../engine/entity';
import { accountOrigins, leadDiscardReasons, leadSources, leadStatuses } from '../enums/clients';
import { optionByCode } from '../engine/defineEnum';
import { email, enumeration, longText, phone, reference, text } from '../engine/fields';
import { personFields, personRules } from '../person';
import { isBlank } from '../engine/display';
import type { EntityRule, RecordValues } from '../engine/rules';
import { optionById } from '../engine/defineEnum';
import { clientDisplayName } from './clients';

const { person_type, first_name, last_name, business_name, cuit } = personFields;

/** The name rules of a person (names for a person, razón social for a company). */
type NameField = 'first_name' | 'last_name' | 'business_name' | 'person_type';
const nameRules = personRules.filter((rule): rule is EntityRule<NameField> =>
  ['first_name', 'last_name', 'business_name'].includes(rule.field),
);

const LEAD_EXECUTIVE =
  'Elegí el ejecutivo que va a trabajar este lead: si queda vacío, nadie lo ve.';

/** The server's handler creating or linking the client (server/clients/leadConversion.ts). */
export const CONVERT_LEAD = 'convert';

export const leadMessages = {
  executive: LEAD_EXECUTIVE,
  reachable: 'Indicá un correo electrónico o un teléfono para poder contactarlo.',
} as const;

export const lead = defineEntity({
  name: 'lead',
  table: 'leads',
  idKind: 'uuid',
  label: { one: 'Lead', many: 'Leads' },
  scope: 'organization',
  menuGroup: 'clients',
  fields: {
    display_name: text({ label: 'Lead', max: 300, system: true }),
    person_type: { ...person_type, filter: false, hiddenInList: true },
    first_name,
    last_name,
    business_name,
    cuit: { ...cuit, hiddenInList: true },
    email: email({ label: 'Correo electrónico' }),
    phone: phone({ label: 'Teléfono', helperText: 'Con código de área, p. ej. 011 4555-1234' }),
    status: enumeration({
      label: 'Estado',
      enumeration: leadStatuses,
      required: true,
      default: optionByCode(leadStatuses, 'new').id,
      filter: true,
    }),
    source: enumeration({
      label: 'Origen',
      enumeration: leadSources,
      required: true,
      default: optionByCode(leadSources, 'manual').id,
      filter: true,
    }),
    branch_id: reference({ label: 'Ramo de interés', target: 'admin/branch', filter: true }),
    executive_id: reference({
      label: 'Ejecutivo',
      target: 'auth-admin/user',
      filter: true,
      helperText:
        'Quien lo trabaja. Si lo dejás vacío y trabajás leads, queda a tu nombre; si solo los cargás, elegí el ejecutivo',
    }),
    campaign_id: reference({
      label: 'Campaña',
      target: 'admin/campaign',
      hiddenInList: true,
      detailTab: { tab: 'leads', label: 'Leads' },
    }),
    referred_by_account_id: reference({
      label: 'Referido por el cliente',
      target: 'account',
      hiddenInList: true,
    }),
    contact_id: reference({
      label: 'Contacto de origen',
      target: 'contact',
      hiddenInList: true,
      detailTab: { tab: 'leads', label: 'Leads' },
    }),
    account_id: reference({
      label: 'Cliente',
      target: 'account',
      hiddenInList: true,
      helperText: 'El cliente ya cargado, o el que resulta al convertirlo',
      // The group's statistics count its clients' leads through the dotted filter.
      detailTab: {
        tab: 'leads',
        label: 'Leads',
        through: [{ via: 'economic_group_id', filterOnly: true }],
      },
    }),
    discard_reason: enumeration({
      label: 'Motivo de descarte',
      enumeration: leadDiscardReasons,
      system: true,
      hiddenInList: true,
      filter: true,
    }),
    notes: longText({ label: 'Observaciones', max: 4000, hiddenInList: true }),
  },
  list: ['display_name', 'phone', 'email', 'status', 'source', 'branch_id', 'executive_id'],
  search: ['display_name', 'business_name', 'cuit', 'email', 'phone'],
  globalSearch: true,
  searchIndex: 'trigram',
  sort: { field: 'display_name', order: 'ASC' },
  recordLabel: 'display_name',
  reachBy: ['phone', 'email'],
  recordDetails: ['cuit', 'email', 'phone'],
  rules: [
    ...nameRules,
    {
      field: 'email',
      uses: ['phone'],
      check: (v) => (isBlank(v.email) && isBlank(v.phone) ? leadMessages.reachable : null),
    },
  ],
  computed: [
    {
      field: 'display_name',
      from: ['person_type', 'first_name', 'last_name', 'business_name'],
      compute: clientDisplayName,
    },
  ],
  assignedTo: {
    field: 'executive_id',
    seeAll: ['leads: full_access', 'leads: view', 'leads: create'],
    // The operator loading a call's lead hands it to an executive, who then sees and converts it.
    namedOnCreate: { unless: ['leads: executive', 'leads: full_access'], message: LEAD_EXECUTIVE },
  },
  duplicates: ['cuit', 'email', 'phone'],
  // Someone who is already a client: the lead starts from their page instead.
  duplicatesAmong: [
    {
      entity: 'account',
      fields: { cuit: 'cuit', email: 'email', phone: 'phone' },
      linkedBy: 'account_id',
    },
  ],
  // A client's new interest (another branch), a contact who asks for themselves, a campaign's.
  createFrom: [
    {
      from: 'account',
      entity: 'account',
      read: true,
      fill: (id, client = {}) => ({
        account_id: id,
        person_type: client.person_type,
        first_name: client.first_name,
        last_name: client.last_name,
        business_name: client.business_name,
        cuit: client.cuit,
        email: client.email,
        phone: client.phone,
      }),
    },
    {
      from: 'contact',
      entity: 'contact',
      read: true,
      fill: (id, contact = {}) => ({
        contact_id: id,
        first_name: contact.first_name,
        last_name: contact.last_name,
        email: contact.email,
        phone: contact.mobile ?? contact.phone,
      }),
    },
    {
      from: 'campaign',
      entity: 'admin/campaign',
      read: false,
      fill: (id) => ({ campaign_id: id, source: optionByCode(leadSources, 'campaign').id }),
    },
  ],
  // A converted lead lives on as its client: the client's page is where it is worked.
  locked: {
    field: 'status',
    codes: ['converted'],
    message: 'Este lead ya es cliente: los cambios se hacen en la ficha del cliente.',
  },
  statusMachine: {
    field: 'status',
    initial: 'new',
    reasonField: 'discard_reason',
    transitions: [
      { command: 'contact', label: 'Marcar como contactado', from: ['new'], to: 'contacted' },
      { command: 'qualify', label: 'Calificar', from: ['new', 'contacted'], to: 'qualified' },
      {
        command: 'convert',
        label: 'Convertir en cliente',
        from: ['new', 'contacted', 'qualified'],
        to: 'converted',
        requires: [{ entity: 'account', action: 'create' }],
        confirm:
          'Se crea el cliente con los datos del lead (o se vincula el cliente ya cargado con ese CUIT). ¿Continuamos?',
        handler: CONVERT_LEAD,
      },
      {
        command: 'discard',
        label: 'Descartar',
        from: ['new', 'contacted', 'qualified'],
        to: 'discarded',
        reason: true,
      },
      { command: 'reopen', label: 'Reabrir', from: ['discarded'], to: 'new' },
    ],
  },
});

/** A lead's source as a client's origin (a call taken by phone was loaded by hand). */
function originOf(source: unknown): number {
  const code = optionById(leadSources, Number(source))?.code;
  const origin = code === 'phone' || code === undefined ? 'manual' : code;
  return optionByCode(accountOrigins, origin).id;
}

/**
 * Records about a lead that follow it into its client when it converts, so the client's page
 * shows the work already done (its tasks, its calls): `lead` is their reference to the lead,
 * `client` the one they take. Those already citing a client keep theirs.
 */
export const followLeadIntoClient = [
  { entity: 'task', lead: 'lead_id', client: 'account_id' },
  { entity: 'interaction', lead: 'lead_id', client: 'account_id' },
] as const;

/** The client a converted lead becomes (server and fixtures mode alike). */
export function clientOfLead(lead: RecordValues): Record<string, unknown> {
  return {
    person_type: lead.person_type,
    first_name: lead.first_name,
    last_name: lead.last_name,
    business_name: lead.business_name,
    cuit: lead.cuit,
    email: lead.email,
    phone: lead.phone,
    origin: originOf(lead.source),
    campaign_id: lead.campaign_id,
    referred_by_account_id: lead.referred_by_account_id,
    executive_id: lead.executive_id,
    notes: lead.notes,
  };
}
