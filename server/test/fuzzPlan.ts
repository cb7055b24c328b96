/**
 * Which hostile values each field meets in one fuzz run (server/rest/fuzz.test.ts), so that the
 * fuzz's time grows with the kinds of field, not with every field times every value.
 *
 * Every field meets a core of values, one of each kind of trouble. The rest of the table is dealt
 * out among the fields that the validators and the database treat alike (one `trait`: the kind,
 * the options that shape its validation, the kind of id a reference points at): every trait
 * meets every value in every run, a trait held by one field gives it the whole table, and which
 * field of a trait meets which value rotates with the run seed (the e2e sample's: `E2E_SEED`, or
 * the day), so every field meets every value over a few runs. `E2E_FULL=1` gives every field
 * every value, as before the plan.
 */
import type { Entity } from '../../domain/engine/entity';
import type { Field } from '../../domain/engine/fields';
import { entities } from '../../domain/entities';
import { runSeed } from '../../e2e/sample';

/** Options that change what a validator or a column does with a value. */
const SHAPING = [
  'required',
  'unique',
  'min',
  'max',
  'pattern',
  'scale',
  'system',
  'readOnly',
  'shownWhen',
  'upperCase',
  'digitGroups',
  'secret',
  'sensitive',
  'sealed',
  'default',
  'choices',
  'enumeration',
  'accept',
  'maxBytes',
  'oneLine',
  'ownedByRecord',
  'dependsOn',
  'uniqueBy',
  'typeField',
  'of',
  'via',
  'orElse',
  'offeredWhen',
  'parentField',
  'filter',
] as const;

const idKindOf = new Map(entities.map((e) => [e.name, e.idKind]));

/** What the validators and the database see of a field; fields alike share it. */
export function fieldTrait(field: Field): string {
  const options = field as unknown as Record<string, unknown>;
  const shaping = SHAPING.filter((key) => options[key] !== undefined && options[key] !== false);
  const target = typeof options.target === 'string' ? ` → ${idKindOf.get(options.target)}` : '';
  return [field.kind, ...shaping].join(' ') + target;
}

export const fuzzSeed = runSeed();
export const fuzzFull = process.env.E2E_FULL === '1';

/** A key of some entity to be given hostile values, and what it shares with other keys. */
export interface Slot {
  entity: Entity;
  key: string;
  trait: string;
}

const slotId = (entity: Entity, key: string) => `${entity.name}\u0000${key}`;

/**
 * The values each slot meets: `core` (indices into `values`) always, the others dealt one slot
 * of each trait apiece. Answers, for an entity and key, the values in the table's order.
 */
export function dealValues<V>(
  slots: readonly Slot[],
  values: readonly V[],
  core: readonly number[],
) {
  const dealt = new Map<string, Set<number>>();
  const byTrait = new Map<string, Slot[]>();
  for (const slot of slots) {
    dealt.set(slotId(slot.entity, slot.key), new Set(fuzzFull ? values.keys() : core));
    byTrait.set(slot.trait, [...(byTrait.get(slot.trait) ?? []), slot]);
  }
  const rest = [...values.keys()].filter((i) => !core.includes(i));
  for (const alike of byTrait.values()) {
    rest.forEach((value, n) => {
      const slot = alike[(n + fuzzSeed) % alike.length];
      dealt.get(slotId(slot.entity, slot.key))!.add(value);
    });
  }
  return (entity: Entity, key: string): V[] => {
    const indices = dealt.get(slotId(entity, key));
    if (!indices) throw new Error(`no fuzz plan for ${entity.name}.${key}`);
    return [...indices].sort((a, b) => a - b).map((i) => values[i]);
  };
}
