/**
 * The seeded records a sample refers to (samples.ts): for each reference of an entity the ids
 * of the target's first rows, and for a file field the first seeded file it accepts.
 */
import { joinTable, type Entity } from '../../domain/engine/entity';
import { entityByName } from '../../domain/entities';
import type { Field, FileField } from '../../domain/engine/fields';
import { fileTypes } from '../../domain/enums/files';
import { encodeValues } from '../db/codec';
import type { Database } from '../db/database';

/** How `firstIds` names the seeded file a file field may take (its types and size limit). */
export const mediaKey = (field: FileField) => `media:${field.accept.join(',')}:${field.maxBytes}`;

/** The first seeded file of the demo organization that the field accepts. */
async function seededMedia(database: Database, field: FileField): Promise<number> {
  const types = fileTypes.options.filter((o) =>
    (field.accept as readonly string[]).includes(o.code),
  );
  const row = await database.db
    .selectFrom('media')
    .select('id')
    .where('organization_id', '=', 1)
    .where(
      'file_type',
      'in',
      types.map((o) => o.id),
    )
    .where('size', '<=', field.maxBytes)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!row) throw new Error(`Seed has no file for ${field.label}`);
  return Number(row.id);
}

export async function firstIds(
  database: Database,
  entity: Entity,
): Promise<(target: string) => unknown> {
  const ids = new Map<string, unknown>();
  for (const field of Object.values(entity.fields)) {
    if (field.kind === 'file') {
      ids.set(mediaKey(field), await seededMedia(database, field));
      continue;
    }
    if (field.kind !== 'reference' && field.kind !== 'referenceList') continue;
    ids.set(field.target, await targetIds(database, entity, field.target, undefined, field));
  }
  // `target@n`: the row n modulo the rows found (unique references); `target`: the first row.
  const idOf = (key: string) => {
    const [target, n] = key.split('@');
    const found = ids.get(target);
    if (!Array.isArray(found)) return found;
    return found[n === undefined ? 0 : Number(n) % found.length];
  };
  // A cascade's sample cites its first offered record and, one step up, that record's own (a
  // rejected payment's quota and the quota's policy), so the pair always belongs together.
  for (const field of Object.values(entity.fields)) {
    if (field.kind !== 'reference' || !field.dependsOn) continue;
    const upstream = entity.fields[field.dependsOn.field];
    if (upstream?.kind !== 'reference') continue;
    const via = field.dependsOn.via;
    const row = await database.db
      .selectFrom(entityByName(field.target).table)
      .select(via)
      .where('id', '=', idOf(field.target) as never)
      .executeTakeFirst();
    if (row && row[via] !== null) ids.set(upstream.target, row[via]);
  }
  for (const [name, field] of Object.entries(entity.fields)) {
    const within = uniqueWithinReferences(entity, field);
    if (!within || field.kind !== 'reference') continue;
    let taken = database.db.selectFrom(entity.table).select(name).where(name, 'is not', null);
    for (const other of within)
      taken = taken.where(other, '=', idOf(referenceTarget(entity, other)));
    ids.set(field.target, await targetIds(database, entity, field.target, taken));
  }
  return idOf;
}

/**
 * Ids of the target's first rows in use, without those `taken` selects: the rows a stored record
 * already pairs with the sample's other values of a unique group (a demo client already on the
 * list the samples use), so a sample never repeats a seeded record.
 */
async function targetIds(
  database: Database,
  entity: Entity,
  targetName: string,
  taken?: ReturnType<Database['db']['selectFrom']>,
  field?: Field,
): Promise<unknown[]> {
  const target = entityByName(targetName);
  let query = database.db.selectFrom(target.table).select('id');
  if (taken) query = query.where('id', 'not in', taken);
  // Only the records the reference offers (an inspection still waiting for photos).
  const offered = field?.kind === 'reference' ? (field.offeredWhen ?? {}) : {};
  for (const [name, values] of Object.entries(offered))
    query = query.where(name, 'in', values as never);
  // A valid sample cites records still in use (domain/engine/offered.ts).
  const flag = target.offeredWhile;
  if (flag)
    query = query.where(flag, '=', encodeValues(target, { [flag]: true }, database.dialect)[flag]);
  const rows = await query.orderBy('id').limit(100).execute();
  if (!rows.length) throw new Error(`Seed has no ${target.name} for ${entity.name}`);
  return rows.map((r) => r.id);
}

/** The `within` fields of a unique reference when all are references (else undefined). */
function uniqueWithinReferences(entity: Entity, field: Field): string[] | undefined {
  if (field.kind !== 'reference' || typeof field.unique !== 'object') return undefined;
  const within = field.unique.within;
  return within.every((other) => entity.fields[other]?.kind === 'reference') ? within : undefined;
}

const referenceTarget = (entity: Entity, name: string) => {
  const field = entity.fields[name];
  return field.kind === 'reference' ? field.target : '';
};

/**
 * Room for a sample of a singleton (entity option `singleton`: one record per organization, the
 * demo's seeded already): its rows go, so the generated create is the organization's first.
 */
export async function makeRoomFor(database: Database, entity: Entity) {
  if (!entity.singleton) return;
  for (const [name, field] of Object.entries(entity.fields))
    if (field.kind === 'referenceList')
      await database.db.deleteFrom(joinTable(entity, name)).execute();
  await database.db.deleteFrom(entity.table).execute();
}
