/**
 * What an applied endorsement changed in its policy, kept on the movement (`applied_changes`)
 * when «Aplicar respuesta» writes it (server/movements/applyToPolicy.ts), for the printed
 * endorsement (issue 32 section 2, spec 7): the policy's fields before and after, the items
 * added and excluded, its coverages before and after a coverage change, the quotas annulled, restored, repriced and added, and the totals and
 * quota plan the policy was left with. Derived from the same effect the server writes
 * (movementEffects.ts `applyMovement`), at that moment: printed later, after other
 * endorsements or payments, the endorsement still says what it did then. Values are kept as
 * stored (ids, `YYYY-MM-DD`, pesos); the document words them by the declarations' labels.
 */
import { optionByCode } from '../engine/defineEnum';
import { quotaStatuses } from '../enums/contracts';
import type { MovementEffect, PolicyState } from './movementEffects';

type Row = Record<string, unknown>;

export interface QuotaLine {
  number: number;
  due_date: string;
  amount: number;
  status: number;
}

export interface ItemLine {
  item_type: number | null;
  description: string;
  identifier: string | null;
  sum_insured: number | null;
}

export interface CoverageLine {
  coverage_id: number;
  sum_insured: number | null;
  franchise: number | null;
}

export interface MovementChanges {
  /** The policy's own fields the endorsement changed (`contract` field names), from → to. */
  fields: { field: string; from: unknown; to: unknown }[];
  items: { added: ItemLine[]; removed: ItemLine[] };
  /** Every coverage of the policy before and after, when the endorsement changed them. */
  coverages: { before: CoverageLine[]; after: CoverageLine[] };
  quotas: {
    annulled: QuotaLine[];
    restored: QuotaLine[];
    repriced: (QuotaLine & { before: number })[];
    added: QuotaLine[];
  };
  /** The policy once applied: its premium and parts, and every quota with its state. */
  totals: {
    net_premium: number | null;
    surcharges: number | null;
    taxes: number | null;
    premium: number | null;
  };
  quotasAfter: QuotaLine[];
}

const PENDING = optionByCode(quotaStatuses, 'pending').id;
const ANNULLED = optionByCode(quotaStatuses, 'annulled').id;
const amount = (value: unknown) => (value == null || value === '' ? null : Number(value));
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const quotaLine = (q: Row): QuotaLine => ({
  number: Number(q.number),
  due_date: String(q.due_date),
  amount: Number(q.amount ?? 0),
  status: Number(q.status),
});

const itemLine = (item: Row): ItemLine => ({
  item_type: item.item_type == null ? null : Number(item.item_type),
  description: String(item.description ?? ''),
  identifier: item.identifier == null || item.identifier === '' ? null : String(item.identifier),
  sum_insured: amount(item.sum_insured),
});

const coverageLine = (row: Row): CoverageLine => ({
  coverage_id: Number(row.coverage_id),
  sum_insured: amount(row.sum_insured),
  franchise: amount(row.franchise),
});

/** The coverages before and after, or none when the endorsement left them as they were. */
function coveragesChanged(state: PolicyState, effect: MovementEffect) {
  const { remove, add } = effect.replaceCoverages;
  if (!remove.length && !add.length) return { before: [], after: [] };
  const ended = new Set(remove);
  return {
    before: state.coverages.map(coverageLine),
    after: [
      ...state.coverages.filter((row) => !ended.has(String(row.id))).map(coverageLine),
      ...add.map(coverageLine),
    ],
  };
}

/** The summary of `effect` on the policy `state` it was computed from. */
export function movementChanges(state: PolicyState, effect: MovementEffect): MovementChanges {
  const before = state.contract;
  const after = { ...before, ...effect.contract };
  const quotas = new Map(state.quotas.map((q) => [String(q.id), q]));
  const picked = (ids: string[]) => ids.flatMap((id) => (quotas.has(id) ? [quotas.get(id)!] : []));
  const repriced = new Map(effect.repriceQuotas.map((r) => [r.id, r.amount]));
  const annulled = new Set(effect.annulQuotas);
  const restored = new Set(effect.restoreQuotas);
  const added = effect.addQuotas.map((q) => ({ ...q, status: PENDING }));
  const quotasAfter = [
    ...state.quotas.map((q) => {
      const id = String(q.id);
      const status = annulled.has(id) ? ANNULLED : restored.has(id) ? PENDING : Number(q.status);
      return { ...quotaLine(q), status, amount: repriced.get(id) ?? Number(q.amount ?? 0) };
    }),
    ...added,
  ].sort((a, b) => a.number - b.number);
  const removed = new Set(effect.removeItems);
  return {
    fields: Object.keys(effect.contract)
      .filter((field) => !same(before[field], effect.contract[field]))
      .map((field) => ({ field, from: before[field] ?? null, to: effect.contract[field] ?? null })),
    items: {
      added: effect.addItems.map(itemLine),
      removed: state.items.filter((item) => removed.has(String(item.id))).map(itemLine),
    },
    coverages: coveragesChanged(state, effect),
    quotas: {
      annulled: picked(effect.annulQuotas)
        .map(quotaLine)
        .map((q) => ({ ...q, status: ANNULLED })),
      restored: picked(effect.restoreQuotas)
        .map(quotaLine)
        .map((q) => ({ ...q, status: PENDING })),
      repriced: effect.repriceQuotas.flatMap(({ id, amount: to }) => {
        const quota = quotas.get(id);
        return quota
          ? [{ ...quotaLine(quota), amount: to, before: Number(quota.amount ?? 0) }]
          : [];
      }),
      added,
    },
    totals: {
      net_premium: amount(after.net_premium),
      surcharges: amount(after.surcharges),
      taxes: amount(after.taxes),
      premium: amount(after.premium),
    },
    quotasAfter,
  };
}

/** The summary as the movement keeps it; null when it has none (not applied, or before it). */
export function readMovementChanges(stored: unknown): MovementChanges | null {
  if (typeof stored !== 'string' || !stored) return null;
  try {
    const parsed = JSON.parse(stored) as MovementChanges;
    if (!parsed || !Array.isArray(parsed.fields) || !Array.isArray(parsed.quotasAfter)) return null;
    // Kept before coverage changes were: none changed.
    return { ...parsed, coverages: parsed.coverages ?? { before: [], after: [] } };
  } catch {
    return null;
  }
}
