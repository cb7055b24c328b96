/**
 * What a merge (merging.ts) will do, read before any write: both records as the writer sees
 * them, the rows of every entity pointing at the duplicate (those that would repeat a unique
 * value of the kept record's are dropped instead of moved), the embedded items, the values the
 * kept record takes, and the summary the dialog shows.
 */
import { referencesTo } from '../../domain/entities';
import { embeddedFields } from '../../domain/engine/embedded';
import { joinTable, type Entity } from '../../domain/engine/entity';
import { errorMessages, interpolate } from '../../domain/engine/messages';
import {
  mergeFill,
  mergeMessages,
  referenceLineLabel,
  type MergeLine,
  type MergeSummary,
} from '../../domain/engine/merge';
import { decodeRow } from '../db/codec';
import { HttpProblem, unprocessable } from '../http/problems';
import { checkUnique } from './integrity';
import { getRecord } from './reading';
import {
  organizationOfRow,
  writerAsViewer,
  type Id,
  type Row,
  type Store,
  type WriteContext,
} from './store';

export interface Plan {
  refs: { holder: Entity; field: string; many: boolean; moving: Id[]; dropping: Row[] }[];
  items: { name: string; table: string; parentField: string; ids: Id[]; label: string }[];
  keptChanges: Row;
}

/** Both records as the writer sees them, of one organization; 422 for one record twice. */
export async function readPair(
  store: Store,
  entity: Entity,
  keptId: Id,
  duplicateId: Id,
  ctx: WriteContext,
) {
  if (String(keptId) === String(duplicateId))
    throw unprocessable({ duplicate_id: [mergeMessages.self] });
  const viewer = writerAsViewer(ctx);
  const kept = await getRecord(store, entity, keptId, viewer);
  const duplicate = await getRecord(store, entity, duplicateId, viewer);
  const organization = await organizationOfRow(store, entity, keptId);
  if (!kept || !duplicate || organization !== (await organizationOfRow(store, entity, duplicateId)))
    throw new HttpProblem(404, errorMessages.notFound);
  return { kept, duplicate, organization: organization ?? null };
}

/** Whether moving `field` can repeat a unique value of `holder` (contact_id within account_id). */
const mayClash = (holder: Entity, field: string) =>
  Object.entries(holder.fields).some(
    ([name, f]) =>
      f.unique &&
      (name === field || (typeof f.unique === 'object' && f.unique.within.includes(field))),
  );

async function planReferences(
  store: Store,
  entity: Entity,
  kept: Row,
  duplicate: Row,
  organization: number | null,
  keptChanges: Row,
): Promise<Plan['refs']> {
  const refs: Plan['refs'] = [];
  for (const { entity: holder, field, many } of referencesTo(entity)) {
    const moving: Id[] = [];
    const dropping: Row[] = [];
    if (many) {
      const table = joinTable(holder, field);
      const rows = await store.db
        .selectFrom(table)
        .select(['owner_id', 'position'])
        .where('target_id', '=', duplicate.id as Id)
        .execute();
      const listingKept = await store.db
        .selectFrom(table)
        .select('owner_id')
        .where('target_id', '=', kept.id as Id)
        .execute();
      const already = new Set(listingKept.map((r) => String(r.owner_id)));
      for (const row of rows)
        if (already.has(String(row.owner_id))) dropping.push(row);
        else moving.push(row.owner_id as Id);
    } else {
      const clash = mayClash(holder, field);
      const rows = await store.db
        .selectFrom(holder.table)
        .selectAll()
        .where(field, '=', duplicate.id as Id)
        .orderBy('id')
        .execute();
      for (const row of rows) {
        const id = row.id as Id;
        if (holder === entity && String(id) === String(duplicate.id)) continue;
        // The kept record referred by its duplicate refers to nobody: never to itself.
        if (holder === entity && String(id) === String(kept.id)) keptChanges[field] = null;
        else if (!clash) moving.push(id);
        else {
          const moved = { ...decodeRow(holder, row), [field]: kept.id };
          const taken = await checkUnique(store, holder, moved, id, organization);
          if (!Object.keys(taken).length) moving.push(id);
          else dropping.push((await getRecord(store, holder, id))!);
        }
      }
    }
    if (moving.length || dropping.length) refs.push({ holder, field, many, moving, dropping });
  }
  return refs;
}

export async function planMerge(
  store: Store,
  entity: Entity,
  kept: Row,
  duplicate: Row,
  organization: number | null,
): Promise<Plan> {
  const keptChanges: Row = mergeFill(entity, kept, duplicate);
  const refs = await planReferences(store, entity, kept, duplicate, organization, keptChanges);
  const items: Plan['items'] = [];
  for (const [name, field] of embeddedFields(entity)) {
    const ids = ((duplicate[name] as Row[] | undefined) ?? []).map((item) => item.id as Id);
    const count = ids.length + ((kept[name] as Row[] | undefined) ?? []).length;
    if (count > field.max)
      throw unprocessable({
        duplicate_id: [
          interpolate(mergeMessages.tooMany, {
            count,
            attribute: field.label.toLowerCase(),
            max: field.max,
          }),
        ],
      });
    if (ids.length)
      items.push({
        name,
        table: field.of.table,
        parentField: field.parentField,
        ids,
        label: field.label,
      });
  }
  return { refs, items, keptChanges };
}

export function summaryOf(entity: Entity, plan: Plan): MergeSummary {
  const holders = referencesTo(entity).map((r) => r.entity);
  const line = (ref: Plan['refs'][number], count: number): MergeLine => ({
    label: referenceLineLabel(
      ref.holder,
      ref.field,
      holders.filter((h) => h === ref.holder).length > 1,
    ),
    count,
  });
  return {
    moved: plan.refs.filter((r) => r.moving.length).map((r) => line(r, r.moving.length)),
    dropped: plan.refs.filter((r) => r.dropping.length).map((r) => line(r, r.dropping.length)),
    items: plan.items.map((i) => ({ label: i.label, count: i.ids.length })),
    // A cleared reference (the kept record referred by its duplicate) fills nothing.
    filled: Object.keys(plan.keptChanges)
      .filter((name) => plan.keptChanges[name] !== null)
      .map((name) => entity.fields[name].label),
  };
}

/** What merging `duplicateId` into `keptId` would do, read without writing (the dialog's preview). */
export async function previewMerge(
  store: Store,
  entity: Entity,
  keptId: Id,
  duplicateId: Id,
  ctx: WriteContext,
): Promise<MergeSummary> {
  const { kept, duplicate, organization } = await readPair(store, entity, keptId, duplicateId, ctx);
  return summaryOf(entity, await planMerge(store, entity, kept, duplicate, organization));
}
