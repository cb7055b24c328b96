/**
 * What an endorsement does to its policy (issue 32 "applying a response changes the contract
 * through one domain function per movement type"): pure functions from the policy as it is
 * (its fields, items and quotas) and the endorsement (type, motive, date, data, the insurer's
 * amounts and billing) to the changes the server writes in one transaction. Amounts run in
 * cents (domain/engine/money.ts): the quotas always add up to what is billed.
 */
import { addMonths, differenceInCalendarDays, format, parseISO } from 'date-fns';
import { optionByCode } from '../engine/defineEnum';
import { add, allocate, cents, pesos, type Cents } from '../engine/money';
import { quotaPlan } from '../contracts/quotaPlan';
import { quotaStatuses } from '../enums/contracts';
import { contractStatus } from '../enums/statuses';
import { movementCodeOf, type MovementCode } from './movementKinds';

type Row = Record<string, unknown>;

export interface PolicyState {
  contract: Row;
  items: Row[];
  quotas: Row[];
}

export interface MovementInput {
  movement: Row;
  /** The news flow's steps (motive, data, totals) and the response flow's (general, totals, quotas). */
  request: Record<string, Row | undefined>;
  response: Record<string, Row | undefined>;
}

export interface MovementEffect {
  contract: Row;
  annulQuotas: string[];
  restoreQuotas: string[];
  repriceQuotas: { id: string; amount: number }[];
  addQuotas: { number: number; due_date: string; amount: number }[];
  addItems: Row[];
  removeItems: string[];
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

const identifiers = (text: unknown) =>
  String(text ?? '')
    .split(',')
    .map((s) => s.replace(/[\s.-]/g, '').toUpperCase())
    .filter(Boolean);

/** Applies the endorsement to the policy: the type's own change, then its billing. */
export function applyMovement(state: PolicyState, input: MovementInput): MovementEffect {
  const code = movementCodeOf(input.movement.movement_type) as MovementCode;
  const data = input.request.data ?? {};
  const totals = input.response.totals ?? {};
  const billing = input.response.quotas ?? {};
  const effective = String(input.movement.effective_date);
  const change = money(totals.premium_change);
  const before = money(state.contract.premium);
  const effect: MovementEffect = {
    contract: {},
    annulQuotas: [],
    restoreQuotas: [],
    repriceQuotas: [],
    addQuotas: [],
    addItems: [],
    removeItems: [],
    premiumAfter: pesos(add(before, change)),
  };
  const status = (code: string) => (effect.contract.status = contractStatusId(code));

  if (code === 'annulment') {
    status('anulled');
    effect.contract.annul_reason = input.movement.annulment_motive ?? null;
    effect.annulQuotas = pendingQuotas(state.quotas, effective).map((q) => String(q.id));
  } else if (code === 'rehabilitation') {
    status('validity');
    effect.contract.annul_reason = null;
    effect.restoreQuotas = state.quotas
      .filter((q) => Number(q.status) === ANNULLED && String(q.due_date) >= effective)
      .map((q) => String(q.id));
  } else if (code === 'validity_change') {
    effect.contract.validity_from = data.validity_from ?? state.contract.validity_from;
    effect.contract.validity_to = data.validity_to ?? state.contract.validity_to;
  } else if (code === 'change_contract_number') {
    effect.contract.number = data.new_number;
  } else if (code === 'item_change') {
    const gone = new Set(identifiers(data.removed_identifiers));
    effect.removeItems = state.items
      .filter((item) => gone.has(identifiers(item.identifier)[0] ?? ''))
      .map((item) => String(item.id));
    effect.addItems = (Array.isArray(data.added_items) ? data.added_items : []) as Row[];
  }
  if (code !== 'annulment' && code !== 'rehabilitation' && change !== 0)
    status(code === 'cost_change' ? 'emitted_with_adjustment' : 'emitted_with_endorsement');

  // Billing: what annulment leaves is a refund; a charge goes to new quotas or the pending ones.
  if (change !== 0 && code !== 'annulment') {
    const count = Number(billing.quota_quantity ?? 0);
    const spread = code === 'cost_change' || count === 0 ? repriced(state.quotas, change) : null;
    if (spread) effect.repriceQuotas = spread;
    else if (change > 0) {
      const last = Math.max(0, ...state.quotas.map((q) => Number(q.number)));
      const first = String(billing.first_due_date ?? effective);
      effect.addQuotas = quotaPlan(change, Math.max(1, count), first).map((q) => ({
        number: last + q.number,
        due_date: q.due_date,
        amount: pesos(q.amount),
      }));
    }
  }
  if (change !== 0) {
    effect.contract.premium = effect.premiumAfter;
    for (const name of ['net_premium', 'surcharges', 'taxes'] as const)
      effect.contract[name] = pesos(add(money(state.contract[name]), money(totals[name])));
  }
  return effect;
}
