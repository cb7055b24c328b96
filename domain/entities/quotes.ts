/**
 * A quote (spec 3 Quote, statuses 801–818 of spec 4): one insurer's answer for one of its
 * coverage packages, asked when an executive runs "Cotizar" on an opportunity
 * (server/quoting/). Written only by the quoting service, never through the generic API:
 * the list at `/opportunity/quotes` (spec 2.3) reads and exports them, and the opportunity's
 * comparison shows those of one opportunity. Scoped through the opportunity: whoever sees the
 * opportunity sees its quotes.
 */
import { defineEntity } from '../engine/entity';
import { branches } from '../enums/branches';
import { coverageDeductibles } from '../enums/coverages';
import { optionByCode, optionById } from '../engine/defineEnum';
import { quoteSources } from '../enums/opportunities';
import { quoteStatus } from '../enums/statuses';
import type { AccessLists } from '../engine/access';
import { quoteDocument } from '../quoting/manualQuote';
import { canAccess } from '../engine/routeAccess';
import {
  boolean,
  date,
  datetime,
  decimal,
  enumeration,
  integer,
  money,
  reference,
  text,
} from '../engine/fields';

export const quote = defineEntity({
  name: 'opportunity/quotes',
  table: 'quotes',
  label: { one: 'Cotización de compañía', many: 'Cotizaciones de compañías' },
  scope: 'organization',
  readOnly: true,
  menuGroup: 'clients',
  fields: {
    opportunity_id: reference({
      label: 'Oportunidad',
      target: 'opportunity',
      required: true,
      filter: true,
    }),
    company_id: reference({
      label: 'Compañía',
      target: 'admin/company',
      required: true,
      filter: true,
    }),
    coverage_package_id: reference({
      label: 'Paquete',
      target: 'coverage_package',
      filter: true,
    }),
    coverage_id: reference({ label: 'Cobertura', target: 'coverage', filter: true }),
    status: enumeration({
      label: 'Estado',
      enumeration: quoteStatus,
      required: true,
      filter: true,
    }),
    external_id: text({ label: 'Número en la compañía', max: 60, hiddenInList: true }),
    net_premium: money({ label: 'Prima (sin impuestos)', min: 0, max: 1e13, hiddenInList: true }),
    premium: money({ label: 'Premio (con impuestos)', min: 0, max: 1e13 }),
    quota_quantity: integer({ label: 'Cuotas', min: 1, max: 12 }),
    quota_amount: money({ label: 'Valor de la cuota', min: 0, max: 1e13, hiddenInList: true }),
    discount: decimal({ label: 'Descuento (%)', scale: 2, min: 0, max: 100, hiddenInList: true }),
    sum_insured: money({ label: 'Suma asegurada', min: 0, max: 1e13 }),
    franchise: money({ label: 'Franquicia', min: 0, max: 1e13, hiddenInList: true }),
    deductible: enumeration({
      label: 'Tipo de franquicia',
      enumeration: coverageDeductibles,
      hiddenInList: true,
    }),
    valid_from: date({ label: 'Válida desde', hiddenInList: true }),
    valid_to: date({ label: 'Válida hasta', filter: true }),
    requested_at: datetime({ label: 'Pedida', required: true, filter: true }),
    answered_at: datetime({ label: 'Respondida', hiddenInList: true }),
    re_invoicing: boolean({ label: 'Refacturación', hiddenInList: true }),
    hail: boolean({ label: 'Granizo', hiddenInList: true }),
    chosen: boolean({ label: 'Elegida', filter: true }),
    message: text({ label: 'Respuesta de la compañía', max: 500, hiddenInList: true }),
    requested_by: reference({
      label: 'Pedida por',
      target: 'auth-admin/user',
      hiddenInList: true,
    }),
    // A quote the executive typed from the insurer's e-mail or portal (domain/quoting/manualQuote.ts).
    source: enumeration({ label: 'Origen', enumeration: quoteSources, filter: true }),
    plan_name: text({ label: 'Plan de la compañía', max: 120, hiddenInList: true }),
    document_id: quoteDocument,
  },
  list: [
    'requested_at',
    'opportunity_id',
    'company_id',
    'coverage_package_id',
    'status',
    'premium',
    'quota_quantity',
    'sum_insured',
    'valid_to',
    'chosen',
  ],
  search: ['external_id', 'opportunity_id'],
  sort: { field: 'requested_at', order: 'DESC' },
  recordLabel: 'external_id',
  recordQualifier: 'company_id',
  assignedTo: { through: 'opportunity_id' },
});

/**
 * Why nothing was quoted when no insurer has plans for the branch, in the reader's words: the
 * administrator who loads plans is told to; anyone else, whom to ask (issue 28 item 23).
 */
export function noInsurerMessage(
  access: AccessLists | null | undefined,
  branchId: unknown,
): string {
  if (canAccess(access, 'coverage_package', 'edit')) return quoteMessages.noInsurer;
  const branch = optionById(branches, Number(branchId))?.label ?? 'este ramo';
  return quoteMessages.noPlans(branch);
}

export const quoteMessages = {
  noPlans: (branch: string) =>
    `Ninguna compañía tiene planes cargados para ${branch}: pedí la cotización a las compañías y cargala a mano, o pedí a un administrador que cargue sus planes.`,
  noInsurer: 'Ninguna compañía activa cotiza este ramo: cargá sus paquetes de coberturas primero.',
  noSum: 'Indicá la suma asegurada antes de cotizar (en el asistente o en la oportunidad).',
  notChoosable: 'Elegí una cotización de esta oportunidad que la compañía haya cotizado.',
  expired: 'Esa cotización ya no está vigente: pedí una nueva.',
  notLatest: 'Esa cotización es de un pedido anterior: elegí una de la última comparación.',
  notRetriable: 'Solo se reintenta una cotización que la compañía no pudo cotizar.',
  nothingToPropose: 'Todavía no hay cotizaciones con precio para armar la propuesta.',
} as const;

/** The opportunity page's tab with its quotes' comparison (resources/generic/recordPanels.tsx). */
export const QUOTES_PANEL = 'quotes';

/**
 * Why `chosen` cannot be the opportunity's accepted quote, or null when it can: one of its
 * quotes, of its latest request to the insurers (`latest`, what the comparison shows), priced
 * and still valid.
 */
export function refusedChoice(
  chosen: Readonly<Record<string, unknown>> | undefined,
  opportunityId: unknown,
  today: string,
  latest: unknown,
): string | null {
  if (!chosen || String(chosen.opportunity_id) !== String(opportunityId))
    return quoteMessages.notChoosable;
  if (Number(chosen.status) !== optionByCode(quoteStatus, 'quoted').id)
    return quoteMessages.notChoosable;
  if (latest != null && Date.parse(String(chosen.requested_at)) !== Date.parse(String(latest)))
    return quoteMessages.notLatest;
  if (typeof chosen.valid_to === 'string' && chosen.valid_to < today) return quoteMessages.expired;
  return null;
}
