/**
 * The policy an issued contract request becomes (issue 31 section 2), decided here once for the
 * server (server/contracts/issueContract.ts), the demo data and the tests: the request's holder,
 * branch, insurer and premium; the people, items and payment method of its emission wizard's
 * steps (or the client as policyholder and assured, and the plate or title as the insured
 * item, `clientPeople`, `requestItem`); the accepted quote's coverages; a validity of the
 * branch's period from the day it starts, or the end it carries (an imported policy's); and the
 * premium in monthly quotas that add up to it to the cent (quotaPlan.ts).
 */
import { addMonths, format, parseISO } from 'date-fns';
import { optionByCode } from '../engine/defineEnum';
import { cents, pesos, subtract } from '../engine/money';
import { isMask, maskOf } from '../engine/sealedValues';
import { contractPersonTypes, itemTypes } from '../enums/catalogues';
import { contractStatus } from '../enums/statuses';
import { branchRatesOf } from '../quoting/branchRates';
import { QUOTE_PERIOD_MONTHS } from '../quoting/tariff';
import { coverageRowsOf } from './coverageRows';
import { quotaPlan } from './quotaPlan';

type Row = Record<string, unknown>;

/** The emission wizard's steps as the server keeps them, the card already masked. */
export interface IssuedSteps {
  person?: Row;
  object?: Row;
  payment_method?: Row;
}

export interface ContractInput {
  /** The request as stored (decoded), with its policy number. */
  request: Row;
  steps: IssuedSteps | null;
  /** The accepted quote's coverages; the first is the one the quote priced (its sums). */
  coverageIds: readonly number[];
  franchise: number | null;
  /** The province where the risk is, as it was priced (null: not told, the client's). */
  riskStateId?: number | null;
  /** Today in Argentina (yyyy-mm-dd): the issue date, and the start when the request has none. */
  today: string;
  internalNumber: string;
}

export interface IssuedContract {
  contract: Row;
  people: Row[];
  items: Row[];
  coverages: Row[];
  quotas: Row[];
}

/** Months a policy of the branch covers: a vehicle's six, the rated branches' own period. */
export const policyPeriodMonths = (branchId: number): number =>
  branchRatesOf(branchId)?.periodMonths ?? QUOTE_PERIOD_MONTHS;

/** «0000123»: the brokerage's own number of its n-th policy. */
export const internalNumberOf = (n: number) => String(n).padStart(7, '0');

/** The policyholder, also the assured: a client who insures what is theirs. */
export function clientPeople(client: {
  display_name: unknown;
  cuit: unknown;
  document_number: unknown;
}): Row[] {
  const person = {
    full_name: client.display_name,
    document: client.cuit ?? client.document_number,
  };
  return ['policyholder', 'assured'].map((code) => ({
    role: optionByCode(contractPersonTypes, code).id,
    ...person,
  }));
}

/** What a request insures when no wizard step lists it: its vehicle by plate, or its title. */
export function requestItem(request: Row): Row {
  const plate = request.plate ?? null;
  return {
    item_type: optionByCode(itemTypes, plate ? 'vehicle' : 'other').id,
    description: request.title ?? (plate ? `Vehículo patente ${String(plate)}` : null),
    identifier: plate,
    sum_insured: request.sum_insured ?? null,
  };
}

const rows = (value: unknown): Row[] =>
  Array.isArray(value) ? value.filter((v): v is Row => !!v && typeof v === 'object') : [];

const numberOrNull = (value: unknown) =>
  value === null || value === undefined || value === '' ? null : Number(value);

/**
 * Which card or account pays, by its last four digits only: «•••• 4905», «CBU •••• 3012»;
 * null when the payment type says it all (Pago Fácil).
 */
export function paymentDetail(payment: Row | undefined): string | null {
  if (!payment) return null;
  if (isMask(payment.card_number)) return payment.card_number;
  const cbu = typeof payment.cbu === 'string' ? payment.cbu.replace(/\D/g, '') : '';
  return cbu ? `CBU ${maskOf(cbu)}` : null;
}

export function contractFromRequest(input: ContractInput): IssuedContract {
  const { request, steps, today } = input;
  const branchId = Number(request.branch_id);
  const start = typeof request.validity_from === 'string' ? request.validity_from : today;
  // The insurer's own end when the request carries it (a policy imported with its portfolio).
  const end =
    typeof request.validity_to === 'string'
      ? request.validity_to
      : format(addMonths(parseISO(start), policyPeriodMonths(branchId)), 'yyyy-MM-dd');
  const premium = cents(Number(request.premium ?? 0));
  // The premio is the prima plus its taxes (domain/quoting/tariff.ts); a prima above it is
  // refused where prices are typed (manualQuote.ts), and never makes totals that do not add up.
  const told = request.net_premium == null ? premium : cents(Number(request.net_premium));
  const net = told > premium ? premium : told;
  const taxes = subtract(premium, net);
  const quotaCount = Math.max(1, Number(request.quota_quantity ?? 1));
  const payment = steps?.payment_method;
  const items = rows(steps?.object?.items).map((item) => ({
    item_type: numberOrNull(item.item_type),
    description: item.description ?? null,
    identifier: item.identifier ?? null,
    sum_insured: numberOrNull(item.sum_insured),
  }));
  const contract: Row = {
    number: request.policy_number,
    internal_number: input.internalNumber,
    title: request.title,
    account_id: request.account_id,
    holder_name: request.holder_name ?? null,
    holder_document: request.holder_document ?? null,
    branch_id: branchId,
    company_id: request.company_id,
    status: optionByCode(contractStatus, 'validity').id,
    validity_from: start,
    validity_to: end,
    issue_date: today,
    executive_id: request.executive_id ?? null,
    subscriber_id: request.subscriber_id ?? null,
    opportunity_id: request.opportunity_id ?? null,
    plate: request.plate ?? null,
    sum_insured: numberOrNull(request.sum_insured),
    risk_state_id: numberOrNull(input.riskStateId),
    net_premium: pesos(net),
    surcharges: 0,
    taxes: pesos(taxes),
    premium: pesos(premium),
    quota_quantity: quotaCount,
    payment_type: numberOrNull(payment?.payment_type),
    payment_detail: paymentDetail(payment),
  };
  const people = rows(steps?.person?.people).map((person) => ({
    role: numberOrNull(person.role),
    full_name: person.full_name ?? null,
    document: person.document ?? null,
    birthdate: person.birthdate ?? null,
  }));
  const coverages = coverageRowsOf(input.coverageIds, request.sum_insured, input.franchise);
  const quotas = quotaPlan(premium, quotaCount, start).map((quota) => ({
    number: quota.number,
    due_date: quota.due_date,
    amount: pesos(quota.amount),
  }));
  return { contract, people, items, coverages, quotas };
}
