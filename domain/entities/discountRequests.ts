/**
 * Discounts on a quote (issue 13 section 4): an executive gives the client an extra discount
 * ("bonificación") on a priced quote. Within the brokerage's limit (setting
 * `cotizaciones.bonificacion_maxima`) it is applied at once; above it, it waits for a supervisor
 * (spec 1's "executive supervisor" labor), who hears of it in their notifications and approves
 * or rejects it here, with a reason; the executive hears the answer. Each request is a record
 * of its own: the history of who asked what, who decided and why. Written only by the quoting
 * service (server/quoting/discounts.ts); the generic API lists and runs its commands.
 */
import { defineEntity } from '../engine/entity';
import { discountRejectReasons, discountRequestStatus } from '../enums/opportunities';
import { opportunityStatus } from '../enums/statuses';
import { optionByCode, optionById } from '../engine/defineEnum';
import { opportunityMachine } from './opportunityMachine';

import { datetime, decimal, enumeration, longText, money, reference, text } from '../engine/fields';

const ACCEPT_COMMAND = 'accept';
import { formatMoney } from '../engine/format';
import { EXECUTIVE_SUPERVISOR } from '../labors';

const USER = 'auth-admin/user';

/** The setting of the largest discount an executive gives alone, and its default (%). */
export const DISCOUNT_LIMIT_SETTING = ['cotizaciones.bonificacion_maxima', 10] as const;

/** Command handlers (server/quoting/discounts.ts): apply the discount, tell the executive. */
export const APPLY_DISCOUNT = 'applyDiscount';
export const REFUSE_DISCOUNT = 'refuseDiscount';

export const DISCOUNT_MIN = 0.5;
export const DISCOUNT_MAX = 50;

export const discountStatusId = (code: string) => optionByCode(discountRequestStatus, code).id;

/** A percent as users read it: `15,5 %`. */
export const percentText = (value: number) => `${value.toLocaleString('es-AR')} %`;
const percent = percentText;

export const discountMessages = {
  notPriced: 'Solo se bonifica una cotización con precio, vigente y del último pedido.',
  // Its price is the insurer's PDF's: a discount would make the two disagree.
  manual:
    'Una cotización cargada a mano no se bonifica acá: pedile a la compañía una nueva con la bonificación y cargala.',
  pending: 'Esa cotización ya tiene una bonificación esperando aprobación.',
  ownRequest: 'No podés aprobar una bonificación que pediste vos: la aprueba otro supervisor.',
  applied: (value: number, premium: number) =>
    `Bonificación del ${percent(value)} aplicada: el premio queda en ${formatMoney(premium)}.`,
  requested: (value: number, limit: number, total = value) =>
    total === value
      ? `La bonificación del ${percent(value)} supera el ${percent(limit)} que podés dar: quedó pedida a tu supervisor.`
      : `Con las anteriores, la bonificación llega al ${percent(total)}, más que el ${percent(limit)} que podés dar: quedó pedida a tu supervisor.`,
  approvalTitle: 'Bonificación para aprobar',
  approvalText: (who: string, value: number, subject: string, reason: string) =>
    `${who} pide una bonificación del ${percent(value)} en ${subject}. Motivo: ${reason}`,
  approvedTitle: 'Bonificación aprobada',
  rejectedTitle: 'Bonificación rechazada',
  notOpen: 'Solo se bonifica mientras la oportunidad está cotizada o informada al cliente.',
  withdrawnTitle: 'Bonificación retirada',
  withdrawnText: (value: number, subject: string, status: string) =>
    `La bonificación del ${percent(value)} pedida en ${subject} se retiró sin decidir: la oportunidad pasó a «${status}».`,
  decidedText: (value: number, subject: string, why: string | null) =>
    why
      ? `La bonificación del ${percent(value)} en ${subject} fue rechazada: ${why.charAt(0).toLowerCase()}${why.slice(1)}.`
      : `La bonificación del ${percent(value)} en ${subject} fue aprobada.`,
} as const;

/**
 * Whether an opportunity in `status` takes discounts on its quotes: while a quote may still be
 * chosen (the statuses "Aceptar cotización" runs from), never once one was accepted.
 */
export function discountable(status: unknown): boolean {
  const accept = opportunityMachine.transitions.find((t) => t.command === ACCEPT_COMMAND);
  const code = optionById(opportunityStatus, Number(status))?.code;
  return !!accept && code !== undefined && accept.from.includes(code);
}

/** Statuses whose requests already changed the quote's prices. */
export const DISCOUNTED = ['applied', 'approved'];

/**
 * The whole extra discount of `percents` given one after the other (each on the price the
 * previous left): 10 % then 10 % is 19 %, not 20 %. The limit applies to this, so a discount
 * above it cannot be split into several within it.
 */
export function compoundedPercent(percents: readonly number[]): number {
  const kept = percents.reduce((left, p) => left * (1 - p / 100), 1);
  return Math.round((1 - kept) * 10_000) / 100;
}

/** The request's name, its page's title: `Bonificación de 25 % · La Segunda`. */
export const discountTitle = (value: number, insurer: string | null | undefined) =>
  [`Bonificación de ${percent(value)}`, insurer].filter(Boolean).join(' · ');

/** The request page's summary: the opportunity, its status and client, and the quote. */
export const DISCOUNT_SUMMARY_PANEL = 'discountSummary';

export const discountRequest = defineEntity({
  name: 'opportunity/discounts',
  table: 'discount_requests',
  label: { one: 'Pedido de bonificación', many: 'Pedidos de bonificación' },
  scope: 'organization',
  readOnly: true,
  menuGroup: 'clients',
  fields: {
    title: text({ label: 'Pedido', max: 200, system: true }),
    opportunity_id: reference({
      label: 'Oportunidad',
      target: 'opportunity',
      required: true,
      filter: true,
    }),
    quote_id: reference({ label: 'Cotización', target: 'opportunity/quotes', required: true }),
    percent: decimal({
      label: 'Bonificación (%)',
      scale: 2,
      min: DISCOUNT_MIN,
      max: DISCOUNT_MAX,
      required: true,
    }),
    premium_before: money({ label: 'Premio sin bonificar', min: 0, max: 1e13 }),
    premium_after: money({ label: 'Premio bonificado', min: 0, max: 1e13 }),
    reason: longText({
      label: 'Motivo del pedido',
      required: true,
      max: 500,
      helperText: 'Para el supervisor: p. ej. la competencia le ofreció menos',
    }),
    status: enumeration({
      label: 'Estado',
      enumeration: discountRequestStatus,
      required: true,
      default: discountStatusId('pending'),
      filter: true,
    }),
    reject_reason: enumeration({
      label: 'Motivo del rechazo',
      enumeration: discountRejectReasons,
      system: true,
      hiddenInList: true,
    }),
    reject_note: text({ label: 'Detalle del rechazo', max: 300, system: true, hiddenInList: true }),
    requested_by: reference({ label: 'Pedida por', target: USER, filter: true }),
    decided_by: reference({ label: 'Decidida por', target: USER, hiddenInList: true }),
    decided_at: datetime({ label: 'Decidida el', hiddenInList: true }),
  },
  list: [
    'title',
    'opportunity_id',
    'percent',
    'premium_before',
    'premium_after',
    'status',
    'requested_by',
    'decided_by',
  ],
  search: ['title', 'opportunity_id', 'reason'],
  sort: { field: 'id', order: 'DESC' },
  recordLabel: 'title',
  // Whoever sees the opportunity sees its requests: the executive, their team's supervisor.
  assignedTo: { through: 'opportunity_id' },
  panels: [{ tab: 'summary', label: 'Resumen', panel: DISCOUNT_SUMMARY_PANEL }],
  statusMachine: {
    field: 'status',
    initial: 'pending',
    reasonField: 'reject_reason',
    reasonNote: 'reject_note',
    transitions: [
      {
        command: 'approve',
        label: 'Aprobar bonificación',
        from: ['pending'],
        to: 'approved',
        handler: APPLY_DISCOUNT,
        requires: [{ permission: EXECUTIVE_SUPERVISOR }],
        confirm: 'La cotización queda con el premio bonificado. ¿La aprobamos?',
      },
      {
        command: 'reject',
        label: 'Rechazar bonificación',
        from: ['pending'],
        to: 'rejected',
        reason: true,
        handler: REFUSE_DISCOUNT,
        requires: [{ permission: EXECUTIVE_SUPERVISOR }],
      },
    ],
  },
});

/** What "Bonificar" asks for: the request's percent and reason, checked as its fields. */
export const discountInput = {
  percent: discountRequest.fields.percent,
  reason: discountRequest.fields.reason,
};
