/**
 * Version 1 of every record of an entity with history that has none yet: records stored before
 * the history existed (the migration that made `record_versions`) or written in bulk (the demo
 * data). Effective on the declared field (`history.first`: a policy's validity start), caused
 * as declared («Emisión»), by nobody (the product). In pages of records, each page's parts read
 * in one query per part and its versions inserted together, so a book of a hundred thousand
 * policies takes seconds, not a query per row.
 */
import { sql } from 'kysely';
import type { Entity } from '../../domain/engine/entity';
import { ORGANIZATION_COLUMN } from '../../domain/engine/entity';
import {
  firstVersion,
  historyParts,
  versionRow,
  type HistoryPart,
} from '../../domain/engine/history';
import { entities, entityByName } from '../../domain/entities';
import { decodeRow } from '../db/codec';
import type { DialectName, DynamicDb } from '../db/database';
import type { Row } from '../rest/store';
import { VERSIONS_TABLE } from './versionStore';

const PAGE = 500;

async function backfillEntity(db: DynamicDb, entity: Entity, now: string): Promise<number> {
  const parts = historyParts(entity, entityByName);
  let written = 0;
  let after: string | null = null;
  for (;;) {
    let query = db
      .selectFrom(entity.table)
      .selectAll()
      // The record's id as text, as `record_id` keeps it (a uuid or an integer id alike).
      .where(
        sql<boolean>`not exists (select 1 from ${sql.table(VERSIONS_TABLE)} v where v.entity = ${entity.name} and v.record_id = cast(${sql.ref(`${entity.table}.id`)} as varchar(36)))`,
      )
      .orderBy('id')
      .limit(PAGE);
    // Ids compared as stored (UUID text on SQLite, uuid on PostgreSQL): never by their text.
    if (after !== null) query = query.where('id', '>', after);
    const rows: Row[] = await query.execute();
    if (!rows.length) return written;
    const ids = rows.map((row) => row.id as string);
    const partRows = new Map<string, Map<string, Row[]>>();
    for (const part of parts) {
      const byRecord = new Map<string, Row[]>();
      const found = await db
        .selectFrom(part.entity.table)
        .selectAll()
        .where(part.field, 'in', ids)
        .orderBy(part.entity.sort.field)
        .orderBy('id')
        .execute();
      for (const row of found) {
        const key = String(row[part.field]);
        const kept = versionRow(part.entity, decodeRow(part.entity, row), part.field);
        byRecord.set(key, [...(byRecord.get(key) ?? []), kept]);
      }
      partRows.set(part.entity.name, byRecord);
    }
    const values = rows.map((row) => {
      const partsOf = (p: HistoryPart) => partRows.get(p.entity.name)!.get(String(row.id)) ?? [];
      const { snapshot, ...version } = firstVersion(
        entity,
        decodeRow(entity, row),
        Object.fromEntries(parts.map((p) => [p.entity.name, partsOf(p)])),
      );
      const organization = entity.scope ? row[ORGANIZATION_COLUMN] : null;
      return {
        entity: entity.name,
        record_id: String(row.id),
        organization_id: organization == null ? null : Number(organization),
        ...version,
        recorded_at: now,
        snapshot: JSON.stringify(snapshot),
      };
    });
    await db.insertInto(VERSIONS_TABLE).values(values).execute();
    written += values.length;
    after = ids.at(-1)!;
  }
}

/**
 * Version 1 for every record without one, of every entity declaring history (or only `only`);
 * returns how many were written. Safe to run again: a record with a version is left alone.
 */
export async function backfillFirstVersions(
  db: DynamicDb,
  _dialect: DialectName,
  now = new Date().toISOString(),
  only?: readonly Entity[],
): Promise<number> {
  let written = 0;
  for (const entity of only ?? entities.filter((e) => e.history))
    written += await backfillEntity(db, entity, now);
  return written;
}
