/**
 * Contract requests (issue 31, spec 2.3, 4 and 6): an accepted quote on its way to becoming a
 * policy. The executive's «Confirmar para emisión» opens one from the opportunity (the product
 * writes it: server/contracts/openContractRequest.ts), with the client, the branch, the insurer
 * and the premium of the chosen quote. It belongs to two labors at once (`byLabor`): its
 * executive sees it as theirs, and the subscribers see the ones nobody took yet («Sin
 * asignar») and those they took («Mis solicitudes»); the subscribers' supervisor and the
 * section's full access see all of them. An issued one is also its policy's: whoever sees the
 * policy sees the request that made it.
 */
import { defineEntity } from '../engine/entity';
import { optionByCode } from '../engine/defineEnum';
import {
  date,
  datetime,
  enumeration,
  integer,
  longText,
  money,
  reference,
  text,
} from '../engine/fields';
import { THE_READER } from '../engine/listViews';
import { emissionTypes } from '../enums/catalogues';
import { opportunityCloseReasons } from '../enums/opportunities';
import { contractRequestStatus, contractRequestSubstatus } from '../enums/statuses';
import { OPERATOR, SUBSCRIBER, SUBSCRIBER_SUPERVISOR } from '../labors';
import { contractRequestMachine, contractRequestMessages } from './contractRequestMachine';
import { contractRequestLink } from '../contracts/contractRequestLink';
import { emissionRefusal } from '../contracts/emissionFlow';

const USER = 'auth-admin/user';
const status = (code: string) => optionByCode(contractRequestStatus, code).id;
// Operations reads them all (whose inspection or letter it reviews); only the labors act.
const SEE_ALL = ['contract_requests: full_access', SUBSCRIBER_SUPERVISOR, OPERATOR];
const TAB = { tab: 'contract_requests', label: 'Solicitudes de póliza' };

export const contractRequest = defineEntity({
  name: 'contract_request',
  table: 'contract_requests',
  idKind: 'uuid',
  label: { one: 'Solicitud de póliza', many: 'Solicitudes de póliza' },
  scope: 'organization',
  menuGroup: 'contracts',
  // Written by the product: opened by the opportunity's command, moved by its own commands.
  readOnly: true,
  fields: {
    title: text({ label: 'Solicitud', max: 300 }),
    account_id: reference({
      label: 'Cliente',
      target: 'account',
      required: true,
      hiddenInList: true,
      detailTab: TAB,
    }),
    // The client as confirmed, which the subscriber reads without opening the client (theirs
    // is the request, not the portfolio); the emission's people step starts from the client.
    holder_name: text({ label: 'Tomador', max: 300 }),
    holder_document: text({ label: 'CUIT o DNI del tomador', max: 20, hiddenInList: true }),
    // The accepted opportunity it comes from; a renewal comes from its policy (`origin_id`).
    opportunity_id: reference({
      label: 'Oportunidad',
      target: 'opportunity',
      hiddenInList: true,
      detailTab: TAB,
    }),
    // The policy it renews (emission type renovacion), opened from its research (issue 32).
    origin_id: reference({
      label: 'Póliza que renueva',
      target: 'contract',
      hiddenInList: true,
    }),
    quote_id: reference({
      label: 'Cotización aceptada',
      target: 'opportunity/quotes',
      hiddenInList: true,
    }),
    branch_id: reference({ label: 'Ramo', target: 'admin/branch', required: true, filter: true }),
    company_id: reference({
      label: 'Compañía',
      target: 'admin/company',
      required: true,
      filter: true,
    }),
    emission_type: enumeration({
      label: 'Tipo de emisión',
      enumeration: emissionTypes,
      required: true,
      default: optionByCode(emissionTypes, 'emision').id,
      filter: true,
    }),
    status: enumeration({
      label: 'Estado',
      enumeration: contractRequestStatus,
      required: true,
      default: status('pending'),
      filter: true,
    }),
    substatus: enumeration({
      label: 'Subestado',
      enumeration: contractRequestSubstatus,
      filter: true,
      hiddenInList: true,
    }),
    close_reason: enumeration({
      label: 'Motivo de anulación',
      enumeration: opportunityCloseReasons,
      filter: true,
      hiddenInList: true,
    }),
    executive_id: reference({ label: 'Ejecutivo', target: USER, filter: true }),
    subscriber_id: reference({
      label: 'Suscriptor',
      target: USER,
      filter: true,
      helperText: contractRequestMessages.subscriberHelp,
    }),
    net_premium: money({ label: 'Prima', min: 0, max: 1e13, hiddenInList: true }),
    premium: money({ label: 'Premio', min: 0, max: 1e13 }),
    quota_quantity: integer({ label: 'Cuotas', min: 1, max: 12, hiddenInList: true }),
    sum_insured: money({ label: 'Suma asegurada', min: 0, max: 1e13, hiddenInList: true }),
    validity_from: date({ label: 'Vigencia desde', filter: true, hiddenInList: true }),
    // 1, 2…: an endorsement's number; empty for the policy itself, whose page then says
    // nothing of it (spec 2.4's link rule reads it).
    numeration: integer({ label: 'Número de endoso', min: 0, system: true, hiddenInList: true }),
    plate: text({ label: 'Patente', max: 10, hiddenInList: true }),
    requested_at: datetime({ label: 'Confirmada', required: true, filter: true }),
    // The insurer's answer to «Emitir» (domain/contracts/insurerEmission.ts).
    policy_number: text({ label: 'Número de póliza', max: 40, oneLine: true }),
    // The policy it became (server/contracts/issueContract.ts); its page lists its requests.
    contract_id: reference({
      label: 'Póliza',
      target: 'contract',
      hiddenInList: true,
      detailTab: { tab: 'requests', label: 'Solicitudes' },
    }),
    emitted_at: datetime({ label: 'Fecha de emisión', hiddenInList: true }),
    insurer_message: text({ label: 'Respuesta de la compañía', max: 400, hiddenInList: true }),
    notes: longText({ label: 'Observaciones', max: 4000, hiddenInList: true }),
  },
  // The title starts with the branch: no column of its own, so the list fits a laptop.
  list: [
    'title',
    'holder_name',
    'company_id',
    'status',
    'executive_id',
    'subscriber_id',
    'premium',
    'requested_at',
  ],
  // The holder by name and CUIT, the vehicle by the title, and the client's own search text
  // (phones, e-mail) for whoever may see the client.
  search: ['title', 'holder_name', 'holder_document', 'policy_number', 'account_id'],
  sort: { field: 'requested_at', order: 'DESC' },
  recordLabel: 'title',
  assignedTo: {
    byLabor: [
      { field: 'executive_id', seeAll: SEE_ALL },
      { field: 'subscriber_id', seeAll: SEE_ALL, seeUnassigned: [SUBSCRIBER] },
    ],
    // Issued, it is its policy's history: whoever sees the policy (every subscriber, the
    // client's executive) finds it in the policy's «Solicitudes» tab, whoever issued it.
    through: 'contract_id',
  },
  statusMachine: contractRequestMachine,
  // The subscribers' queue and their own requests; routes in domain/areas/contracts.ts.
  listViews: [
    {
      path: 'unassigned',
      label: 'Sin asignar',
      filter: { subscriber_id: null, status: status('pending') },
      rowCommands: ['take'],
    },
    { path: 'mine', label: 'Mis solicitudes', filter: { subscriber_id: THE_READER } },
  ],
  // Spec 2.4's link: the emission wizard (domain/contracts/emissionFlow.ts), for the subscriber
  // who works the request while it is pending.
  wizard: {
    label: 'Completar emisión',
    link: (record) =>
      contractRequestLink({
        id: String(record.id),
        emission_type: Number(record.emission_type),
        contract_id: record.contract_id == null ? null : String(record.contract_id),
        origin_id: record.origin_id == null ? null : String(record.origin_id),
        numeration: record.numeration === null ? null : Number(record.numeration),
      }),
    refusal: emissionRefusal,
  },
});
