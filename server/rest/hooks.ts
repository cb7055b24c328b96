/**
 * Side effects other parts of the server attach to the writes of one entity, such as ending a
 * deactivated user's sessions. They run inside the write's transaction: a `before` hook refuses
 * a write by throwing an HttpProblem, and an `after` hook that fails undoes the write.
 */
import type { Entity } from '../../domain/engine/entity';
import type { Row } from '../db/codec';
import type { Store, WriteContext } from './store';

export interface WriteEvent {
  store: Store;
  entity: Entity;
  action: 'create' | 'update' | 'delete';
  /** The stored record before the write (null on create). */
  before: Row | null;
  /** The validated values about to be written (`before`) or the stored record (`after`). */
  after: Row | null;
  actorId: number | null;
  /** The whole write context: the writer's organizations and access (absent: the product). */
  writer?: WriteContext;
  /**
   * A create's `before` hook may complete the record with what the product derives from the
   * records it cites (a research copies its policy's holder, due date and premium): written
   * with it and audited as part of it, unchecked, so only the product's own values.
   */
  complete?: (values: Row) => void;
}

/** What every hook of one write is told, but the records before and after. */
export const writeEvent = (
  tx: Store,
  entity: Entity,
  action: WriteEvent['action'],
  ctx: WriteContext,
): Omit<WriteEvent, 'before' | 'after'> => ({
  store: tx,
  entity,
  action,
  actorId: ctx.actorId,
  writer: ctx,
});

export interface ResourceHooks {
  before?(event: WriteEvent): void | Promise<void>;
  after?(event: WriteEvent): void | Promise<void>;
}

/** Hooks by entity name. */
export type HookTable = Record<string, ResourceHooks[]>;

export async function runHooks(
  hooks: HookTable | undefined,
  phase: 'before' | 'after',
  event: WriteEvent,
) {
  for (const hook of hooks?.[event.entity.name] ?? []) await hook[phase]?.(event);
}

/** One table from several parts' tables: every hook of an entity runs, in the order given. */
export function mergeHooks(...tables: HookTable[]): HookTable {
  const merged = new Map<string, ResourceHooks[]>();
  for (const table of tables)
    for (const [name, hooks] of Object.entries(table))
      merged.set(name, [...(merged.get(name) ?? []), ...hooks]);
  return Object.fromEntries(merged);
}
