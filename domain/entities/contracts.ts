/**
 * Contracts, the policies themselves (issue 31, spec 2.3, 3 and 4): born when the insurer
 * issues a contract request (server/contracts/issueContract.ts, which reads its shape from
 * domain/contracts/contractFromRequest.ts) or imported with a brokerage's portfolio, never
 * typed by hand. A policy is its client's: whoever works the client sees it, and the
 * subscribers, who issue every client's policies, see them all (`assignedTo.seeAll`). Its
 * people, items, coverages and quotas are rows of their own (contractParts.ts), each a tab of
 * its page, with the files kept with it (recordFiles.ts) and the requests that made it.
 */
import { defineEntity } from '../engine/entity';
import { optionByCode } from '../engine/defineEnum';
import { date, enumeration, integer, money, reference, text } from '../engine/fields';
import { annulmentMotives, paymentTypes } from '../enums/catalogues';
import { contractStatus, contractSubstatus } from '../enums/statuses';
import { SUBSCRIBER } from '../labors';
import { contractMachine, policyOn } from './contractMachine';

const USER = 'auth-admin/user';
const AMOUNT = { min: 0, max: 1e13 } as const;

/** The contract's page: spec 2.3's tabs in its order, those of later areas as they land. */
export const CONTRACT_TABS = [
  'requests',
  'responses',
  'coverages',
  'items',
  'totals',
  'quotas',
  'quotas_charges_payments',
  'claims',
  'contacts',
  'files',
  'interactions',
  'historical',
  'users',
  'contract_rejected_payments',
] as const;

export const TOTALS_PANEL = 'contractTotals';

/** The cause of a policy's first version (server/contracts/issueContract.ts, its import). */
export const ISSUED_CAUSE = 'Emisión';

export const contract = defineEntity({
  name: 'contract',
  table: 'contracts',
  idKind: 'uuid',
  label: { one: 'Póliza', many: 'Pólizas' },
  scope: 'organization',
  menuGroup: 'contracts',
  readOnly: true,
  fields: {
    number: text({ label: 'Número de póliza', required: true, max: 40, oneLine: true }),
    internal_number: text({ label: 'Número interno', max: 20, hiddenInList: true }),
    title: text({ label: 'Descripción', max: 300 }),
    account_id: reference({
      label: 'Cliente',
      target: 'account',
      required: true,
      hiddenInList: true,
      detailTab: {
        tab: 'contracts',
        label: 'Pólizas',
        through: [{ via: 'economic_group_id', tab: 'contracts', label: 'Pólizas' }],
      },
    }),
    holder_name: text({ label: 'Tomador', max: 300 }),
    holder_document: text({ label: 'CUIT o DNI del tomador', max: 20, hiddenInList: true }),
    branch_id: reference({ label: 'Ramo', target: 'admin/branch', required: true, filter: true }),
    company_id: reference({
      label: 'Compañía',
      target: 'admin/company',
      required: true,
      filter: true,
    }),
    status: enumeration({
      label: 'Estado',
      enumeration: contractStatus,
      required: true,
      default: optionByCode(contractStatus, 'validity').id,
      filter: true,
    }),
    substatus: enumeration({
      label: 'Subestado',
      enumeration: contractSubstatus,
      filter: true,
      hiddenInList: true,
    }),
    annul_reason: enumeration({
      label: 'Motivo de anulación',
      enumeration: annulmentMotives,
      filter: true,
      hiddenInList: true,
    }),
    validity_from: date({ label: 'Vigencia desde', required: true, filter: true }),
    validity_to: date({ label: 'Vigencia hasta', required: true, filter: true }),
    issue_date: date({ label: 'Fecha de emisión', required: true, hiddenInList: true }),
    executive_id: reference({ label: 'Ejecutivo', target: USER, filter: true, hiddenInList: true }),
    subscriber_id: reference({
      label: 'Suscriptor',
      target: USER,
      filter: true,
      hiddenInList: true,
    }),
    opportunity_id: reference({
      label: 'Oportunidad',
      target: 'opportunity',
      hiddenInList: true,
      detailTab: { tab: 'contracts', label: 'Póliza' },
    }),
    plate: text({ label: 'Patente', max: 10, hiddenInList: true }),
    sum_insured: money({ label: 'Suma asegurada', ...AMOUNT, hiddenInList: true }),
    // Where the risk is, as the insurer prices it (the zone of its tariff): told at emission,
    // moved by a change of place (modification 506). Empty: the client's province.
    risk_state_id: reference({
      label: 'Provincia del riesgo',
      target: 'admin/locations/state',
      hiddenInList: true,
    }),
    // The totals of DOMAIN.md's «Money»: prima + recargos + impuestos = premio, to the cent.
    net_premium: money({ label: 'Prima', ...AMOUNT, hiddenInList: true }),
    surcharges: money({
      label: 'Recargos y derecho de emisión',
      ...AMOUNT,
      hiddenInList: true,
    }),
    taxes: money({ label: 'Impuestos y tasas', ...AMOUNT, hiddenInList: true }),
    premium: money({ label: 'Premio', ...AMOUNT }),
    quota_quantity: integer({ label: 'Cuotas', min: 1, max: 120, hiddenInList: true }),
    payment_type: enumeration({
      label: 'Medio de pago',
      enumeration: paymentTypes,
      filter: true,
      hiddenInList: true,
    }),
    // Which card or account pays, by its last four digits: «•••• 4905», «CBU •••• 3012».
    payment_detail: text({ label: 'Tarjeta o cuenta', max: 80, hiddenInList: true }),
  },
  list: ['number', 'title', 'holder_name', 'company_id', 'status', 'validity_to', 'premium'],
  // By number in any of the insurers' spellings (searchTerms.ts), holder and plate: its own
  // text only, which one trigram index answers at a hundred thousand policies (the client's
  // phones and e-mails, a searched reference, would scan them all on PostgreSQL).
  search: ['number', 'internal_number', 'holder_name', 'holder_document', 'plate'],
  globalSearch: true,
  // A brokerage's book runs to a hundred thousand policies: the search box reads an index.
  searchIndex: 'trigram',
  sort: { field: 'validity_from', order: 'DESC' },
  recordLabel: 'number',
  assignedTo: { through: 'account_id', seeAll: ['contracts: full_access', SUBSCRIBER] },
  // The sweep of ended validities (server/contracts/contractExpiry.ts).
  indexes: [['status', 'validity_to']],
  statusMachine: contractMachine,
  panels: [{ tab: 'totals', label: 'Totales', panel: TOTALS_PANEL }],
  // Every change kept as a version effective on its date: «Ver póliza al…» and «Histórico».
  history: {
    parts: ['contract/person', 'contract/item', 'contract/coverage', 'contract/quota'],
    first: { field: 'validity_from', cause: ISSUED_CAUSE },
    tab: 'historical',
    label: 'Histórico',
    asOf: policyOn,
  },
  tabOrder: [...CONTRACT_TABS],
});
