/** Rules that need the database: unique values, references that exist, read-only fields. */
import { sql } from 'kysely';
import { ORGANIZATION_COLUMN, type Entity } from '../../domain/engine/entity';
import { isTextKind } from '../../domain/engine/fields';
import { referenceErrors } from '../../domain/engine/referenceChecks';
import { recordName } from '../../domain/engine/display';
import { uniqueClashes } from '../../domain/engine/uniqueValues';
import type { FieldErrors } from '../../domain/engine/validate';
import { decodeRow, encodeValues, type Row } from '../db/codec';
import type { DynamicSelect } from '../db/database';
import { visibleTo, type Id, type Store, type Viewer } from './store';

/**
 * Rows a scoped record's values must differ from: those of its organization and the global
 * ones; a global row (organization null) or an unscoped entity's, every row.
 */
function sameScope(query: DynamicSelect, entity: Entity, organizationId: number | null) {
  if (!entity.scope || organizationId === null) return query;
  return query.where((eb) =>
    entity.sharedRows
      ? eb.or([eb(ORGANIZATION_COLUMN, '=', organizationId), eb(ORGANIZATION_COLUMN, 'is', null)])
      : eb(ORGANIZATION_COLUMN, '=', organizationId),
  );
}

export async function checkUnique(
  store: Store,
  entity: Entity,
  values: Row,
  id: Id | null,
  organizationId: number | null = null,
): Promise<FieldErrors> {
  const stored = encodeValues(entity, values, store.dialect);
  return uniqueClashes(entity, values, async ({ name, field, within }) => {
    // A scoped entity's values are unique inside the organization (and its globals) only.
    let query = sameScope(store.db.selectFrom(entity.table).select('id'), entity, organizationId);
    query = isTextKind(field.kind)
      ? query.where(sql<boolean>`lower(${sql.ref(name)}) = lower(${stored[name]})`)
      : query.where(name, '=', stored[name]);
    for (const sibling of within) {
      query =
        stored[sibling] === null || stored[sibling] === undefined
          ? query.where(sibling, 'is', null)
          : query.where(sibling, '=', stored[sibling]);
    }
    if (id !== null) query = query.where('id', '!=', id);
    return (await query.limit(1).executeTakeFirst()) !== undefined;
  });
}

/** Whether every id exists in the target entity's table, among the rows `viewer` may see. */
async function allExist(
  store: Store,
  target: Entity,
  ids: unknown[],
  viewer: Viewer | null,
  assignment = true,
): Promise<boolean> {
  if (!ids.length) return true;
  const type = target.idKind === 'uuid' ? 'string' : 'number';
  if (ids.some((id) => typeof id !== type)) return false;
  const found = await visibleTo(store.db.selectFrom(target.table), target, viewer, { assignment })
    .select((eb) => eb.fn.countAll().as('found'))
    .where('id', 'in', ids)
    .executeTakeFirstOrThrow();
  return Number(found.found) === ids.length;
}

/**
 * Every reference points at an existing record: one chosen anew, a record the writer may see
 * and still in use (domain/engine/offered.ts); one the record already cites (`current`, the stored
 * row an update changes), a record of the writer's organizations. Another organization's
 * record (a user, a role) is answered as missing, exactly like one that does not exist
 * (domain/engine/referenceChecks.ts, over the tables).
 */
export const checkReferences = (
  store: Store,
  entity: Entity,
  values: Row,
  viewer: Viewer | null = null,
  current: Row | null = null,
): Promise<FieldErrors> =>
  referenceErrors(entity, values, current, {
    allExist: (target, ids, chosen) =>
      once(store, ['exist', target.name, ids, chosen], () =>
        allExist(store, target, ids, viewer, chosen),
      ),
    belongsTo: (target, id, via, parent) =>
      once(store, ['belongs', target.name, id, via, parent], () =>
        belongsTo(store, target, id, via, parent),
      ),
    retiredAmong: (target, ids) =>
      once(store, ['retired', target.name, ids], () => retiredAmong(store, target, ids)),
  });

/** A lookup asked once per batch of creates (store.ts `lookedUp`), else each time. */
function once<T>(store: Store, question: unknown[], ask: () => Promise<T>): Promise<T> {
  if (!store.lookedUp) return ask();
  const key = JSON.stringify(question);
  let answer = store.lookedUp.get(key) as Promise<T> | undefined;
  if (!answer) store.lookedUp.set(key, (answer = ask()));
  return answer;
}

/**
 * The name of the first of `ids` no longer in use, or null: its `offeredWhile` is off or blank,
 * as a picker (which asks for it on) would not have offered it.
 */
async function retiredAmong(store: Store, target: Entity, ids: unknown[]) {
  const flag = target.offeredWhile;
  if (!flag || !ids.length) return null;
  const off = encodeValues(target, { [flag]: false }, store.dialect)[flag];
  const row = await store.db
    .selectFrom(target.table)
    .selectAll()
    .where('id', 'in', ids as Id[])
    .where((eb) => eb.or([eb(flag, '=', off), eb(flag, 'is', null)]))
    .limit(1)
    .executeTakeFirst();
  return row ? recordName(target, decodeRow(target, row as Row)) : null;
}

/** Whether the record `id` of `target` has `via` equal to `parent` (a cascade's link). */
async function belongsTo(store: Store, target: Entity, id: unknown, via: string, parent: unknown) {
  if (parent === null || parent === undefined) return false;
  const row = await store.db
    .selectFrom(target.table)
    .select('id')
    .where('id', '=', id as Id)
    .where(via, '=', parent as Id)
    .executeTakeFirst();
  return !!row;
}
