/**
 * Quotes typed by hand (issue 28 item 23): brokers work most insurers without a web service,
 * getting the quote by e-mail or from the insurer's portal. "Cargar cotización manual" (a
 * command of the opportunity, domain/entities/opportunityMachine.ts) records one: any active
 * insurer of the catalogue, one of its plans for the opportunity's branch (or the plan's name
 * when it has none loaded), the prices, the validity and the insurer's PDF. The quote joins the
 * opportunity's latest request, priced, so it is compared and chosen like any other. The rules
 * here are the server's and fixtures mode's; the form shows the same messages.
 */
import { branches } from '../enums/branches';
import { optionByCode, optionById } from '../engine/defineEnum';
import { quoteSources } from '../enums/opportunities';
import { date, file, integer, money, reference, text, type Field } from '../engine/fields';
import { argentineToday } from '../engine/format';
import { quotaAmount } from './tariff';

/** The command (`POST /api/v1/opportunity/{id}/manual_quote`) and its server handler. */
export const MANUAL_QUOTE_COMMAND = 'manual_quote';
export const MANUAL_QUOTE = 'loadManualQuote';

/**
 * Where the command's button on the opportunity's page leads: its Cotizaciones tab, with the
 * form open (`MANUAL_QUOTE_OPEN`), since the plans and the PDF are chosen there.
 */
export const MANUAL_QUOTE_OPEN = 'cargar';
export const manualQuoteAddress = (record: Readonly<Record<string, unknown>>) =>
  `/opportunity/${String(record.id)}/quotes?${MANUAL_QUOTE_OPEN}=manual`;

export const quoteSourceId = (code: 'web_service' | 'manual') =>
  quoteSources.options.find((o) => o.code === code)!.id;

/** Whether a stored quote was typed by hand (its price is the insurer's PDF's, as it says). */
export const isManualQuote = (quote: Readonly<Record<string, unknown>> | null | undefined) =>
  Number(quote?.source) === quoteSourceId('manual');

/** The insurer's own quote, as a PDF: the quote's field and the command's input alike. */
export const quoteDocument = file({
  label: 'PDF de la compañía',
  accept: ['application/pdf'],
  // The largest any file field takes (landings, sliders): the upload limit stays as it was.
  maxBytes: 3 * 1024 * 1024,
  hiddenInList: true,
  // Quotes are written only by the product: whoever may quote the opportunity uploads it.
  uploadBy: 'opportunity',
  requiredMessage: 'Adjuntá el PDF de la cotización que mandó la compañía.',
});

export const manualQuoteMessages = {
  company: 'Elegí la compañía que cotizó.',
  inactiveCompany: 'Elegí una compañía activa del catálogo.',
  premium: 'Indicá el premio con impuestos.',
  premiumPositive: 'El premio tiene que ser mayor que cero.',
  netAbovePremium: 'La prima sin impuestos no puede ser mayor que el premio con impuestos.',
  validTo: 'Indicá hasta qué día vale la cotización.',
  validPast: 'Esa cotización ya venció: cargá una que siga vigente (hasta hoy o después).',
  planName: 'Escribí el nombre del plan como figura en la cotización.',
  choosePlan: (company: string, branch: string) =>
    `Elegí uno de los planes de ${company} para ${branch}.`,
  foreignPlan: (company: string, branch: string) =>
    `Ese plan no es de ${company} para ${branch}: elegí uno de sus planes.`,
  noPlansLoaded: (company: string, branch: string) =>
    `${company} no tiene planes de ${branch} cargados: escribí el nombre del plan.`,
  /** The comparison's notice for an insurer without plans for the branch, with its button. */
  noPlanNotice: (company: string, branch: string) =>
    `${company} no tiene planes de ${branch} cargados: pedile la cotización y cargala a mano.`,
  /** Shown by the comparison once it is loaded. */
  loaded: 'Cotización cargada: ya podés compararla y elegirla.',
  marker: 'Cargada a mano',
  openPdf: 'Ver el PDF de la compañía',
} as const;

export const branchLabel = (branchId: unknown) =>
  optionById(branches, Number(branchId))?.label ?? 'este ramo';

/** What the command takes (checked like a record's fields: 422 per field, in Spanish). */
export const manualQuoteInput: Readonly<Record<string, Field>> = {
  company_id: reference({
    label: 'Compañía',
    target: 'admin/company',
    required: true,
    requiredMessage: manualQuoteMessages.company,
  }),
  coverage_package_id: reference({ label: 'Plan', target: 'coverage_package' }),
  plan_name: text({ label: 'Nombre del plan', max: 120 }),
  premium: money({
    label: 'Premio con impuestos',
    required: true,
    min: 0,
    max: 1e13,
    requiredMessage: manualQuoteMessages.premium,
  }),
  net_premium: money({ label: 'Prima sin impuestos', min: 0, max: 1e13 }),
  quota_quantity: integer({ label: 'Cuotas', min: 1, max: 12 }),
  valid_to: date({
    label: 'Válida hasta',
    required: true,
    requiredMessage: manualQuoteMessages.validTo,
  }),
  external_id: text({ label: 'Número de cotización en la compañía', max: 60 }),
  franchise: money({ label: 'Franquicia', min: 0, max: 1e13 }),
  document_id: { ...quoteDocument, required: true },
};

/** What the fields cannot say alone: a premium above zero, the net within it, still valid. */
export function manualQuoteCheck(
  values: Readonly<Record<string, unknown>>,
  now: Date,
): Record<string, string> | null {
  const problems: Record<string, string> = {};
  const premium = Number(values.premium);
  if (!(premium > 0)) problems.premium = manualQuoteMessages.premiumPositive;
  else if (values.net_premium != null && Number(values.net_premium) > premium)
    problems.net_premium = manualQuoteMessages.netAbovePremium;
  if (typeof values.valid_to === 'string' && values.valid_to < argentineToday(now))
    problems.valid_to = manualQuoteMessages.validPast;
  return Object.keys(problems).length ? problems : null;
}

export interface InsurerPlans {
  id: number;
  name: string;
  /** Its active plans for the branch; none: the quote names its plan in words. */
  plans: { id: number; name: string }[];
}

type Row = Readonly<Record<string, unknown>>;
const on = (value: unknown) => value === true || value === 1;

const ART = optionByCode(branches, 'art').id;

/**
 * Whether an insurer may quote the branch at all: an ART is a company of exclusive object (Ley
 * 24.557), so one whose plans are all of ART is offered for ART alone, and only such (or one
 * without any plan loaded yet) for ART.
 */
function maySell(companyPlans: Row[], branchId: number) {
  const artOnly = companyPlans.length > 0 && companyPlans.every((p) => Number(p.branch_id) === ART);
  return branchId === ART ? artOnly || companyPlans.length === 0 : !artOnly;
}

/**
 * Every active insurer of the catalogue that may sell the branch, with its active plans for
 * it, by name. `plans`: the catalogue's plans of every branch.
 */
export function insurerPlans(companies: Row[], plans: Row[], branchId: number): InsurerPlans[] {
  return companies
    .filter((c) => on(c.active))
    .filter((c) =>
      maySell(
        plans.filter((p) => Number(p.company_id) === Number(c.id)),
        branchId,
      ),
    )
    .map((c) => ({
      id: Number(c.id),
      name: String(c.name),
      plans: plans
        .filter(
          (p) =>
            Number(p.company_id) === Number(c.id) &&
            Number(p.branch_id) === branchId &&
            on(p.active),
        )
        .map((p) => ({ id: Number(p.id), name: String(p.name) }))
        .sort((a, b) => a.name.localeCompare(b.name, 'es')),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'es'));
}

/**
 * The plan named by the input against the insurer's plans for the branch: one of them when it
 * has any, its name in words when it has none. Field errors, or null.
 */
export function planProblem(
  insurer: InsurerPlans,
  branchId: unknown,
  values: Row,
): Record<string, string> | null {
  const branch = branchLabel(branchId);
  const chosen = values.coverage_package_id;
  if (insurer.plans.length) {
    if (chosen == null)
      return { coverage_package_id: manualQuoteMessages.choosePlan(insurer.name, branch) };
    if (!insurer.plans.some((p) => p.id === Number(chosen)))
      return { coverage_package_id: manualQuoteMessages.foreignPlan(insurer.name, branch) };
    return null;
  }
  if (chosen != null)
    return { coverage_package_id: manualQuoteMessages.noPlansLoaded(insurer.name, branch) };
  if (typeof values.plan_name !== 'string' || !values.plan_name.trim())
    return { plan_name: manualQuoteMessages.planName };
  return null;
}

/**
 * The quote row a manual quote stores: priced (804), of the latest request (`requestedAt`),
 * answered now, in `quota_quantity` instalments (one when not said), the last taking the odd
 * cents as the tariff's do.
 */
export function manualQuoteRow(
  values: Row,
  opportunity: Row,
  requestedAt: string,
  by: unknown,
  now: Date,
  quotedStatus: number,
): Record<string, unknown> {
  const premium = Number(values.premium);
  const quotas = values.quota_quantity == null ? 1 : Number(values.quota_quantity);
  const planned = values.coverage_package_id != null;
  return {
    opportunity_id: opportunity.id,
    company_id: values.company_id,
    coverage_package_id: planned ? values.coverage_package_id : null,
    plan_name: planned ? null : values.plan_name,
    status: quotedStatus,
    source: quoteSourceId('manual'),
    external_id: values.external_id ?? null,
    premium,
    net_premium: values.net_premium ?? null,
    quota_quantity: quotas,
    quota_amount: quotaAmount(premium, quotas),
    discount: 0,
    sum_insured: opportunity.sum_insured ?? null,
    franchise: values.franchise ?? null,
    valid_from: argentineToday(now),
    valid_to: values.valid_to,
    requested_at: requestedAt,
    answered_at: now.toISOString(),
    requested_by: by ?? null,
    chosen: false,
    document_id: values.document_id,
  };
}
