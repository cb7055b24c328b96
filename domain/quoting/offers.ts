/**
 * What a quote request is made of, from rows already read (the server reads them from the
 * database, fixtures mode from its collections): the insurers' plans for the branch with their
 * coverages and each insurer's campaign discount, the taxes from the settings, the risk from the
 * opportunity and the wizard's steps, and how an insurer's answer is stored.
 */
import { branches } from '../enums/branches';
import { optionByCode } from '../engine/defineEnum';
import { quoteStatus } from '../enums/statuses';
import { isBlank } from '../engine/display';
import { branchRatesOf } from './branchRates';
import { quoteSourceId } from './manualQuote';
import type { QuoteAnswer, QuotePackage, QuoteRequest, QuoteTaxes } from './quoteRequest';

type Row = Readonly<Record<string, unknown>>;

export interface Offer {
  companyId: number;
  companyName: string;
  package: QuotePackage;
  discount: number;
}

export const quoteStatusId = (code: string) => optionByCode(quoteStatus, code).id;
export const PENDING_QUOTE_STATUSES = ['pending_cia', 'pending_cia_delayed'].map(quoteStatusId);

/** Settings keys of the tax rates, with the figure used while a setting is missing. */
export const TAX_SETTINGS: Readonly<Record<keyof QuoteTaxes, readonly [string, number]>> = {
  vat: ['impuestos.iva_general', 21],
  ssn: ['impuestos.tasa_ssn', 0.6],
  stampCaba: ['impuestos.sellos_caba', 1],
  stampBuenosAires: ['impuestos.sellos_buenos_aires', 1.2],
  stampOther: ['impuestos.sellos_otras_provincias', 1],
  roadSafety: ['impuestos.aporte_seguridad_vial', 1],
};
export const VALIDITY_SETTING = ['cotizaciones.validez_dias', 15] as const;
export const QUOTE_SETTING_KEYS = [...Object.values(TAX_SETTINGS), VALIDITY_SETTING].map(
  ([key]) => key,
);
const branchIds = (...codes: string[]) => codes.map((code) => optionByCode(branches, code).id);
/** Branches whose policies pay the road-safety contribution. */
const VEHICLE_BRANCHES = branchIds('car', 'motorcycle');
/** Branches without IVA (DOMAIN.md: life, burial, retirement and ART). */
const VAT_FREE_BRANCHES = branchIds(
  'art',
  'life_individual',
  'life_group',
  'life_required',
  'sepelio',
);

/** The best discount of each insurer's active campaigns for the branch on `today`. */
export function campaignDiscounts(campaigns: readonly Row[], branchId: number, today: string) {
  const best = new Map<number, number>();
  for (const c of campaigns) {
    if (c.active !== true || Number(c.branch_id) !== branchId) continue;
    if (String(c.date_from) > today || String(c.date_to) < today) continue;
    const company = Number(c.company_id);
    best.set(company, Math.max(best.get(company) ?? 0, Number(c.discount)));
  }
  return best;
}

/** Every active plan of an active insurer for the branch, with its coverages and discount. */
export function offersOf(input: {
  plans: readonly Row[];
  coverages: readonly Row[];
  /** The active insurers' names by id. */
  activeInsurers: ReadonlyMap<number, string>;
  discounts: ReadonlyMap<number, number>;
  branchId: number;
}): Offer[] {
  const byId = new Map(input.coverages.map((c) => [Number(c.id), c]));
  return input.plans
    .filter((p) => p.active === true && Number(p.branch_id) === input.branchId)
    .filter((p) => input.activeInsurers.has(Number(p.company_id)))
    .map((plan) => {
      const ids = ((plan.coverages as unknown[]) ?? []).map(Number);
      const own = ids.map((id) => byId.get(id)).filter((c): c is Row => !!c);
      const strongest = own.at(-1);
      return {
        companyId: Number(plan.company_id),
        companyName: input.activeInsurers.get(Number(plan.company_id)) ?? '',
        discount: input.discounts.get(Number(plan.company_id)) ?? 0,
        package: {
          id: Number(plan.id),
          name: String(plan.name),
          insurerCode: (plan.insurer_code as string | null) ?? null,
          coverageIds: ids,
          coverageCodes: own.map((c) => String(c.code)),
          coverages: own.map((c) => ({
            id: Number(c.id),
            code: String(c.code),
            name: String(c.name),
          })),
          hail: own.some((c) => c.hail === true),
          deductible: strongest ? Number(strongest.deductible) : null,
        },
      };
    });
}

/** Whole years between a birthdate and `today` (yyyy-mm-dd both). */
export function ageOn(birthdate: unknown, today: string): number | null {
  if (typeof birthdate !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(birthdate)) return null;
  const years = Number(today.slice(0, 4)) - Number(birthdate.slice(0, 4));
  return today.slice(5, 10) < birthdate.slice(5, 10) ? years - 1 : years;
}

/** "AR-C" → "C": the province's letter (ISO 3166-2), the same as the CPA's first letter. */
export const provinceLetterOf = (stateCode: unknown) =>
  /^AR-([A-Z])$/.exec(String(stateCode ?? ''))?.[1] ?? null;

/** People insured (personal accidents' `people`) or workers declared (ART's `headcount`). */
function insuredCountOf(object: Row): number | null {
  if (Array.isArray(object.people)) return object.people.length || null;
  const headcount = Number(object.headcount);
  return Number.isInteger(headcount) && headcount > 0 ? headcount : null;
}

/** The single covers' sums the object step told, for the branch's covers that have a rate. */
function coverSumsOf(branchId: number, object: Row): Record<string, number> {
  const covers = Object.keys(branchRatesOf(branchId)?.covers ?? {});
  return Object.fromEntries(
    covers
      .filter((field) => !isBlank(object[field]) && Number(object[field]) > 0)
      .map((field) => [field, Number(object[field])]),
  );
}

/** The request in our terms for a stored opportunity and what was read around it. */
export function quoteRequestOf(input: {
  opportunity: Row;
  steps: Readonly<Record<string, Row>>;
  birthdate: unknown;
  stateCode: unknown;
  setting: (key: string) => number | undefined;
  today: string;
}): QuoteRequest {
  const { opportunity, steps, today } = input;
  const vehicle = steps.vehicle ?? {};
  const object = steps.object ?? {};
  const value = ([key, fallback]: readonly [string, number]) => input.setting(key) ?? fallback;
  const branchId = Number(opportunity.branch_id);
  const taxes = Object.fromEntries(
    Object.entries(TAX_SETTINGS).map(([name, entry]) => [name, value(entry)]),
  ) as unknown as QuoteTaxes;
  if (!VEHICLE_BRANCHES.includes(branchId)) taxes.roadSafety = 0;
  if (VAT_FREE_BRANCHES.includes(branchId)) taxes.vat = 0;
  return {
    opportunityId: String(opportunity.id),
    branchId,
    sumInsured: Number(opportunity.sum_insured ?? vehicle.sum_insured ?? 0),
    province: provinceLetterOf(input.stateCode),
    holderAge: ageOn(input.birthdate, today),
    vehicleYear: isBlank(vehicle.year) ? null : Number(vehicle.year),
    zeroKm: vehicle.zero_km === true,
    insuredCount: insuredCountOf(object),
    coverSums: coverSumsOf(branchId, object),
    subject: String(opportunity.title ?? ''),
    today,
    taxes,
    validityDays: value(VALIDITY_SETTING),
  };
}

/** A new pending quote of an offer, as stored when the insurers are asked. */
export function pendingQuote(
  offer: Offer,
  request: QuoteRequest,
  requestedAt: string,
  by: unknown,
) {
  return {
    opportunity_id: request.opportunityId,
    company_id: offer.companyId,
    coverage_package_id: offer.package.id,
    coverage_id: offer.package.coverageIds.at(-1) ?? null,
    status: quoteStatusId('pending_cia'),
    sum_insured: request.sumInsured,
    discount: offer.discount,
    hail: offer.package.hail,
    requested_at: requestedAt,
    requested_by: by ?? null,
    source: quoteSourceId('web_service'),
  };
}

/** The stored changes of an insurer's answer. */
export function answerChanges(answer: QuoteAnswer, offer: Offer, now: string) {
  const common = { answered_at: now, message: null };
  // What an insurer says is kept within the declared sizes (a real service may say more).
  const said = (text: string) => text.slice(0, 500);
  const number = (text: string) => text.slice(0, 60);
  if (answer.outcome === 'has_not_cost')
    return { ...common, status: quoteStatusId('has_not_cost'), message: said(answer.message) };
  if (answer.outcome === 'pending_technical')
    return {
      ...common,
      status: quoteStatusId('pending_technical'),
      external_id: number(answer.externalId),
      message: said(answer.message),
    };
  return {
    ...common,
    status: quoteStatusId('quoted'),
    external_id: number(answer.externalId),
    net_premium: answer.netPremium,
    premium: answer.premium,
    quota_quantity: answer.quotaQuantity,
    quota_amount: answer.quotaAmount,
    discount: answer.discount,
    sum_insured: answer.sumInsured,
    franchise: answer.franchise,
    deductible: offer.package.deductible,
    hail: offer.package.hail,
    valid_from: answer.validFrom,
    valid_to: answer.validTo,
  };
}
