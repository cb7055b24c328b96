/**
 * What an endorsement does to its policy (issue 32 "applying a response changes the contract
 * through one domain function per movement type"): pure functions from the policy as it is
 * (its fields, items and quotas) and the endorsement (type, motive, date, data, the insurer's
 * amounts and billing) to the changes the server writes in one transaction. Amounts run in
 * cents (domain/engine/money.ts): the quotas always add up to what is billed.
 */
import { addMonths, differenceInCalendarDays, format, parseISO } from 'date-fns';
import { optionByCode } from '../engine/defineEnum';
import { formatMoney } from '../engine/format';
import { add, allocate, cents, pesos, type Cents } from '../engine/money';
import { quotaPlan } from '../contracts/quotaPlan';
import { quotaStatuses } from '../enums/contracts';
import { contractStatus } from '../enums/statuses';
import {
  NO_REPLACEMENT,
  replacedCoverages,
  type CoverageChoice,
  type CoverageReplacement,
} from './coverageChange';
import { askedData, movementCodeOf, type MovementCode } from './movementKinds';

type Row = Record<string, unknown>;

export interface PolicyState {
  contract: Row;
  items: Row[];
  quotas: Row[];
  coverages: Row[];
}

export interface MovementInput {
  movement: Row;
  /** The news flow's steps (motive, data, totals) and the response flow's (general, totals, quotas). */
  request: Record<string, Row | undefined>;
  response: Record<string, Row | undefined>;
  /** The coverage the data step moves the policy to, as the server read it (and its plan). */
  coverage?: CoverageChoice | null;
}

export interface MovementEffect {
  contract: Row;
  annulQuotas: string[];
  restoreQuotas: string[];
  repriceQuotas: { id: string; amount: number }[];
  addQuotas: { number: number; due_date: string; amount: number }[];
  addItems: Row[];
  removeItems: string[];
  /** The coverage rows a coverage change ends and adds (coverageChange.ts). */
  replaceCoverages: CoverageReplacement;
  /** The policy's premium after the endorsement. */
  premiumAfter: number;
}

const PENDING = optionByCode(quotaStatuses, 'pending').id;
const ANNULLED = optionByCode(quotaStatuses, 'annulled').id;
const contractStatusId = (code: string) => optionByCode(contractStatus, code).id;
const money = (value: unknown) => cents(value == null || value === '' ? 0 : Number(value));

/**
 * The part of a yearly change billed by an endorsement from `effective` to the policy's end:
 * the change × days left ÷ days of the policy, to the cent (a change on the last day bills 0).
 */
export function prorate(change: Cents, effective: string, from: string, to: string): Cents {
  const total = differenceInCalendarDays(parseISO(to), parseISO(from));
  const left = differenceInCalendarDays(parseISO(to), parseISO(effective));
  if (total <= 0 || left <= 0) return cents(0);
  return cents(pesos(change) * (Math.min(left, total) / total));
}

/** How a premium is proposed to be billed: a charge in new quotas, nothing new for a refund. */
export function expectedQuotas(change: number | null, today = new Date()) {
  const charged = change !== null && change > 0;
  return {
    quota_quantity: charged ? 1 : 0,
    first_due_date: charged ? format(addMonths(today, 1), 'yyyy-MM-dd') : null,
  };
}

const pendingQuotas = (quotas: Row[], from?: string) =>
  quotas.filter(
    (q) => Number(q.status) === PENDING && (from === undefined || String(q.due_date) >= from),
  );

/** The endorsement's premium on the pending quotas, in proportion to each (a cost change). */
function repriced(quotas: Row[], change: Cents) {
  const pending = pendingQuotas(quotas);
  if (!pending.length) return null;
  const shares = allocate(
    change,
    pending.map((q) => Math.max(1, Number(money(q.amount)))),
  );
  const amounts = pending.map((q, i) => add(money(q.amount), shares[i]));
  // A refund larger than what is left to pay stays a refund: no quota goes below zero.
  if (amounts.some((a) => a < 0)) return null;
  return pending.map((q, i) => ({ id: String(q.id), amount: pesos(amounts[i]) }));
}

/** Plates or identifications as compared: without spaces, dots or dashes, in capitals. */
export const itemIdentifiers = (text: unknown) =>
  String(text ?? '')
    .split(',')
    .map((s) => s.replace(/[\s.-]/g, '').toUpperCase())
    .filter(Boolean);

type Own = Partial<Omit<MovementEffect, 'premiumAfter'>>;
interface TypeInput {
  state: PolicyState;
  movement: Row;
  data: Row;
  effective: string;
  coverage: CoverageChoice | null;
}

const inForce = (code: string): Own => ({ contract: { status: contractStatusId(code) } });

/** Items added and excluded (by plate or identification) by the data step. */
function itemsChanged({ state, data }: TypeInput): Own {
  const gone = new Set(itemIdentifiers(data.removed_identifiers));
  const added = (Array.isArray(data.added_items) ? data.added_items : []) as Row[];
  return {
    removeItems: state.items
      .filter((item) => gone.has(itemIdentifiers(item.identifier)[0] ?? ''))
      .map((item) => String(item.id)),
    addItems: added.map(({ item_type, description, identifier, sum_insured }) => ({
      item_type,
      description,
      identifier: identifier ?? null,
      sum_insured: sum_insured ?? null,
    })),
  };
}

/** The policy's coverages rebuilt from the new coverage and its quoted plan (coverageChange.ts). */
function coverageChanged({ state, data, coverage }: TypeInput): Own {
  if (coverage === null || data.new_coverage_id == null) return {};
  const sum = data.new_sum_insured ?? state.contract.sum_insured;
  return { replaceCoverages: replacedCoverages(state.contract, state.coverages, coverage, sum) };
}

/** The modification's own changes: the sum insured, where the risk is (506), by its data. */
function modified({ data }: TypeInput): Row {
  const contract: Row = {};
  if (data.new_sum_insured != null) contract.sum_insured = data.new_sum_insured;
  if (data.new_state_id != null && data.new_state_id !== '')
    contract.risk_state_id = Number(data.new_state_id);
  return contract;
}

/**
 * What each type does to the policy itself, before its billing: the one function per movement
 * type the issue asks for. Types absent here change nothing but the premium (re-invoicing, an
 * endorsement of premium, one without premium movement); a coverage change rebuilds the
 * coverage rows; a modification changes what its motive's data told (the sum insured, the
 * items, the risk's province, the coverage), and else only the premium.
 */
const OWN_EFFECTS: Partial<Record<MovementCode, (input: TypeInput) => Own>> = {
  annulment: ({ state, movement, effective }) => ({
    contract: {
      status: contractStatusId('anulled'),
      annul_reason: movement.annulment_motive ?? null,
    },
    annulQuotas: pendingQuotas(state.quotas, effective).map((q) => String(q.id)),
  }),
  rehabilitation: ({ state, effective }) => ({
    contract: { status: contractStatusId('validity'), annul_reason: null },
    restoreQuotas: state.quotas
      .filter((q) => Number(q.status) === ANNULLED && String(q.due_date) >= effective)
      .map((q) => String(q.id)),
  }),
  validity_change: ({ state, data }) => ({
    contract: {
      validity_from: data.validity_from ?? state.contract.validity_from,
      validity_to: data.validity_to ?? state.contract.validity_to,
    },
  }),
  change_contract_number: ({ data }) => ({ contract: { number: data.new_number } }),
  item_change: itemsChanged,
  coverage_change: coverageChanged,
  modifications: (input) => ({
    ...itemsChanged(input),
    ...coverageChanged(input),
    contract: modified(input),
  }),
};

/** Where an endorsement's premium goes: a cost change's, or one without new quotas, onto the
 * pending quotas; else into new quotas after the last (an annulment's is a refund). */
function billed(
  code: MovementCode,
  state: PolicyState,
  change: Cents,
  billing: Row,
  effective: string,
): Own {
  if (change === 0 || code === 'annulment') return {};
  const count = Number(billing.quota_quantity ?? 0);
  const spread = code === 'cost_change' || count === 0 ? repriced(state.quotas, change) : null;
  if (spread) return { repriceQuotas: spread };
  if (change < 0) return {};
  const last = Math.max(0, ...state.quotas.map((q) => Number(q.number)));
  const first = String(billing.first_due_date ?? effective);
  return {
    addQuotas: quotaPlan(change, Math.max(1, count), first).map((q) => ({
      number: last + q.number,
      due_date: q.due_date,
      amount: pesos(q.amount),
    })),
  };
}

/** A refund the policy cannot give: more than its premium (or its prima, surcharges, taxes). */
export const refundMessage = (held: number) =>
  `La devolución es mayor que lo que tiene la póliza (${formatMoney(held)}): la póliza no puede quedar en negativo.`;

/** The policy's amounts and the answer's fields that move them, premium first. */
const MOVED_BY: readonly (readonly [string, string])[] = [
  ['premium', 'premium_change'],
  ['net_premium', 'net_premium'],
  ['surcharges', 'surcharges'],
  ['taxes', 'taxes'],
];

/**
 * The insurer's totals that would leave one of the policy's amounts below zero, by the answer's
 * field (applyMovement adds them when the premium moves): the answer's step refuses them, and
 * «Aplicar respuesta» again, the policy having maybe changed since.
 */
export function refundProblems(policy: Row, totals: Row): Record<string, string> {
  if (money(totals.premium_change) === 0) return {};
  const problems: Record<string, string> = {};
  for (const [own, field] of MOVED_BY) {
    const held = money(policy[own]);
    if (add(held, money(totals[field])) < 0) problems[field] = refundMessage(pesos(held));
  }
  return problems;
}

/** Applies the endorsement to the policy: the type's own change, then its premium and billing. */
export function applyMovement(state: PolicyState, input: MovementInput): MovementEffect {
  const code = movementCodeOf(input.movement.movement_type) as MovementCode;
  const totals = input.response.totals ?? {};
  const effective = String(input.movement.effective_date);
  const change = money(totals.premium_change);
  // Only what the type asks: a value typed for another type before it was changed is not applied.
  const data = askedData(input.movement, input.request.data);
  const coverage = input.coverage ?? null;
  const typeInput = { state, movement: input.movement, data, effective, coverage };
  const premiumMoves = change !== 0 && code !== 'annulment' && code !== 'rehabilitation';
  const status = premiumMoves
    ? inForce(code === 'cost_change' ? 'emitted_with_adjustment' : 'emitted_with_endorsement')
    : {};
  const own = OWN_EFFECTS[code]?.(typeInput) ?? {};
  const bill = billed(code, state, change, input.response.quotas ?? {}, effective);
  const premiumAfter = pesos(add(money(state.contract.premium), change));
  const totalsAfter: Row = {};
  if (change !== 0) {
    totalsAfter.premium = premiumAfter;
    for (const name of ['net_premium', 'surcharges', 'taxes'] as const)
      totalsAfter[name] = pesos(add(money(state.contract[name]), money(totals[name])));
  }
  return {
    annulQuotas: [],
    restoreQuotas: [],
    repriceQuotas: [],
    addQuotas: [],
    addItems: [],
    removeItems: [],
    replaceCoverages: NO_REPLACEMENT,
    ...own,
    ...bill,
    contract: { ...status.contract, ...own.contract, ...totalsAfter },
    premiumAfter,
  };
}
