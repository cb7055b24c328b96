/**
 * Opportunities (issue 13, spec 2.3, 4 and 6): a client's (or a lead's) request to insure
 * something in one branch, which an executive works from the first call to the issued policy.
 * Scoped like clients: an executive sees the opportunities assigned to them and their teams',
 * `opportunities: full_access` (and the operator loading them, `create`) the organization's;
 * whoever works the pool of incoming requests (`section_request`) or the duplicates also sees
 * those nobody holds yet, and takes them ("Tomar"). Its status moves only through the
 * transitions of `opportunityMachine` (server/opportunities/README.md tells the area).
 */
import { defineEntity } from '../engine/entity';
import { branches } from '../enums/branches';
import { leadSources } from '../enums/clients';
import { opportunityCloseReasons } from '../enums/opportunities';
import { opportunityStatus, opportunitySubstatus } from '../enums/statuses';
import { optionByCode, optionById } from '../engine/defineEnum';
import { date, datetime, enumeration, longText, money, reference, text } from '../engine/fields';
import { formatArgentineDateTime } from '../engine/format';
import { isBlank } from '../engine/display';
import type { RecordValues } from '../engine/rules';
import { DUPLICATE_SUBSTATUS, opportunityMachine } from './opportunityMachine';
import { opportunityLink } from '../flows/opportunityFlow';
import { QUOTES_PANEL } from './quotes';

const USER = 'auth-admin/user';
const status = (code: string) => optionByCode(opportunityStatus, code).id;
const source = (code: string) => optionByCode(leadSources, code).id;

export const opportunityMessages = {
  about: 'Indicá el cliente o el lead que pide la cotización.',
} as const;

/** Where the requests nobody took yet come from: the brokerage's web forms and campaigns. */
const WEB_SOURCES = ['landing', 'widget', 'campaign'];

/** Still being worked: a request that arrives again meanwhile is its duplicate. */
const OPEN = [
  'active',
  'in_process',
  'in_call',
  're_call',
  'scheduled',
  'offer',
  'quoting',
  'pending_quote',
  'quoted',
  'informed',
  'accepted',
  'confirmed',
].map(status);

/** Waiting for a call at `next_call_at`: late once it passes (the list flags it). */
const AWAITING_CALL = [status('re_call'), status('scheduled')];

/** "Automotores · Toyota Corolla XEi 2021", or the branch and the day it was asked for. */
export function opportunityTitle(values: RecordValues): string | null {
  if (isBlank(values.branch_id)) return null;
  const id = Number(values.branch_id);
  const branch = optionById(branches, id)?.label ?? `Ramo ${id}`;
  if (!isBlank(values.subject)) return `${branch} · ${String(values.subject)}`;
  const asked = typeof values.requested_at === 'string' ? values.requested_at : '';
  return asked ? `${branch} · pedida el ${formatArgentineDateTime(asked).slice(0, 10)}` : branch;
}

export const opportunity = defineEntity({
  name: 'opportunity',
  table: 'opportunities',
  idKind: 'uuid',
  label: { one: 'Oportunidad', many: 'Oportunidades' },
  scope: 'organization',
  menuGroup: 'clients',
  fields: {
    title: text({ label: 'Oportunidad', max: 300, system: true }),
    account_id: reference({
      label: 'Cliente',
      target: 'account',
      helperText: 'Vacío mientras quien pide es todavía un lead',
      detailTab: { tab: 'opportunities', label: 'Oportunidades' },
      // A request from someone not yet a client names its lead in the lists.
      orElse: { source: 'lead_id', target: 'lead', note: 'lead' },
    }),
    lead_id: reference({
      label: 'Lead de origen',
      target: 'lead',
      hiddenInList: true,
      detailTab: { tab: 'opportunities', label: 'Oportunidades' },
    }),
    branch_id: reference({ label: 'Ramo', target: 'admin/branch', required: true, filter: true }),
    subject: text({
      label: 'Qué se cotiza',
      max: 200,
      hiddenInList: true,
      helperText: 'P. ej. Toyota Corolla XEi 2021, casa en Palermo, ART para 45 empleados',
    }),
    status: enumeration({
      label: 'Estado',
      enumeration: opportunityStatus,
      required: true,
      default: status('active'),
      filter: true,
    }),
    // Duplicate (20) is the product's: set at intake, cleared by the review (duplicateReview).
    substatus: enumeration({
      label: 'Subestado',
      enumeration: opportunitySubstatus,
      filter: true,
      hiddenInList: true,
    }),
    duplicate_of: reference({
      label: 'Duplicada de',
      target: 'opportunity',
      system: true,
      hiddenInList: true,
      helperText: 'La oportunidad abierta que ya pedía lo mismo cuando llegó esta',
    }),
    executive_id: reference({
      label: 'Ejecutivo',
      target: USER,
      filter: true,
      helperText: 'Quien la trabaja; vacío: queda en los pedidos para que alguien la tome',
    }),
    source: enumeration({
      label: 'Origen',
      enumeration: leadSources,
      required: true,
      default: source('manual'),
      filter: true,
    }),
    campaign_id: reference({
      label: 'Campaña',
      target: 'admin/campaign',
      hiddenInList: true,
      detailTab: { tab: 'opportunities', label: 'Oportunidades' },
    }),
    sum_insured: money({ label: 'Suma asegurada', min: 0, max: 1e13, hiddenInList: true }),
    // Issue 28: found by the plate and the insurers' quote numbers. Both are the product's:
    // the plate from the wizard's vehicle step, the numbers from the quotes' answers
    // (server/opportunities/searchKeys.ts).
    plate: text({
      label: 'Patente',
      max: 12,
      system: true,
      hiddenInList: true,
      helperText: 'La del vehículo que se cotiza, del paso Vehículo del asistente',
    }),
    quote_numbers: longText({
      label: 'Números de cotización',
      max: 4000,
      system: true,
      hiddenInList: true,
      helperText: 'Los números que las compañías dieron a sus cotizaciones',
    }),
    requested_at: datetime({
      label: 'Fecha del pedido',
      required: true,
      filter: true,
      helperText: 'Cuándo lo pidió el cliente; se propone la hora actual',
    }),
    // Set only by "Volver a llamar" and "Agendar" (opportunityMachine.ts), which refuse a
    // time already past: an edit cannot move a call behind the queue's back.
    next_call_at: datetime({
      label: 'Próximo llamado',
      filter: true,
      system: true,
      helperText: 'Para volver a llamar o la cita agendada',
    }),
    expires_at: date({
      label: 'Vence la cotización',
      filter: true,
      hiddenInList: true,
      helperText: 'Pasada esta fecha, una oportunidad cotizada queda vencida',
    }),
    close_reason: enumeration({
      label: 'Motivo de cierre',
      enumeration: opportunityCloseReasons,
      system: true,
      hiddenInList: true,
      filter: true,
    }),
    notes: longText({ label: 'Observaciones', max: 4000, hiddenInList: true }),
  },
  list: [
    'title',
    'account_id',
    'branch_id',
    'status',
    'executive_id',
    'source',
    'requested_at',
    'next_call_at',
  ],
  // The client's and the lead's own search texts too (their names, CUIT, phones); the vehicle
  // by the title ("Automotores · Toyota Hilux SRV 2021"), the plate spaced or not.
  search: ['title', 'plate', 'quote_numbers', 'account_id', 'lead_id'],
  globalSearch: true,
  sort: { field: 'requested_at', order: 'DESC' },
  recordLabel: 'title',
  rules: [
    {
      field: 'account_id',
      uses: ['lead_id'],
      check: (v) =>
        isBlank(v.account_id) && isBlank(v.lead_id) ? opportunityMessages.about : null,
    },
  ],
  computed: [
    { field: 'title', from: ['branch_id', 'subject', 'requested_at'], compute: opportunityTitle },
  ],
  // The form proposes now as the request's time once a branch is chosen; the user may change it.
  proposals: [
    { field: 'requested_at', from: ['branch_id'], compute: () => new Date().toISOString() },
  ],
  assignedTo: {
    field: 'executive_id',
    seeAll: ['opportunities: full_access', 'opportunities: create'],
    seeUnassigned: ['opportunities: section_request', 'opportunities: section_duplicates'],
  },
  overdue: {
    field: 'next_call_at',
    pending: (record) => AWAITING_CALL.includes(Number(record.status)),
    label: 'Llamado atrasado',
  },
  // A lead's new request: its client (if it became one), branch, campaign and origin.
  createFrom: [
    {
      from: 'lead',
      entity: 'lead',
      read: true,
      fill: (id, lead = {}) => ({
        lead_id: id,
        account_id: lead.account_id ?? null,
        branch_id: lead.branch_id ?? null,
        campaign_id: lead.campaign_id ?? null,
        source: lead.source ?? source('manual'),
      }),
    },
  ],
  // Spec 2.3's request and duplicates lists (domain/engine/listViews.ts); their routes need
  // `section_request` and `section_duplicates` (domain/routes.ts). A request flagged as a
  // duplicate waits in the duplicates list for review, not in the pool to be taken.
  listViews: [
    {
      path: 'request',
      label: 'Pedidos entrantes',
      filter: {
        executive_id: null,
        status: status('active'),
        substatus: null,
        source: WEB_SOURCES.map(source),
      },
      rowCommands: ['take'],
    },
    {
      path: 'duplicates',
      label: 'Oportunidades duplicadas',
      // Still open: one discarded with «No aplica» or cancelled needs no review any more.
      filter: { substatus: DUPLICATE_SUBSTATUS, status: OPEN },
    },
  ],
  // Spec 2.3's duplicates: a request from the web for a client or lead that already has an
  // open opportunity of the branch waits flagged in `duplicates` (domain/engine/duplicateReview.ts),
  // to be merged into it, declared no duplicate, or discarded by its commands («No aplica»).
  duplicateReview: {
    view: 'duplicates',
    originalField: 'duplicate_of',
    // A request from the web nobody holds: staff creating one for a lead works it already.
    intake: (values) =>
      WEB_SOURCES.map(source).includes(Number(values.source)) && isBlank(values.executive_id),
    same: ['branch_id'],
    sameAnyOf: ['account_id', 'lead_id'],
    original: { status: OPEN },
  },
  statusMachine: opportunityMachine,
  panels: [{ tab: 'quotes', label: 'Cotizaciones', panel: QUOTES_PANEL }],
  // The branch's quoting wizard, at the step spec 2.4's link rule names.
  wizard: {
    label: 'Abrir en el asistente',
    link: (record) =>
      opportunityLink({
        id: String(record.id),
        branch_id: Number(record.branch_id),
        status: Number(record.status),
      }),
  },
});
