/**
 * Writes the status catalogue of domain/enums into its tables (admin/status and
 * admin/status_substatus) at every start: missing rows are added, changed names or colours
 * updated, so the lists always say what domain says. Safe when several instances start at once
 * (an insert that finds its row already there does nothing). Rows are the product's, not an
 * edit anyone made: no audit row.
 */
import type { Entity } from '../../domain/engine/entity';
import { statusCatalogue, substatusCatalogue } from '../../domain/entities/statusCatalogue';
import { statusRows, substatusRows, type StatusRow } from '../../domain/statusCatalogue';
import { decodeRow, encodeValues, searchColumns } from '../db/codec';
import { inTransaction, type Store } from '../rest/store';

async function syncTable(store: Store, entity: Entity, rows: StatusRow[]) {
  const stored = new Map(
    (await store.db.selectFrom(entity.table).selectAll().execute()).map((row) => [
      Number(row.id),
      decodeRow(entity, row),
    ]),
  );
  const now = new Date().toISOString();
  for (const { id, ...values } of rows) {
    const current = stored.get(id);
    const encoded = {
      ...encodeValues(entity, values, store.dialect),
      ...searchColumns(entity, values),
      updated_at: now,
    };
    if (!current) {
      await store.db
        .insertInto(entity.table)
        .values({ id, ...encoded, created_at: now })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    } else if (
      current.name !== values.name ||
      current.colour !== values.colour ||
      current.family !== values.family
    ) {
      await store.db.updateTable(entity.table).set(encoded).where('id', '=', id).execute();
    }
  }
}

export async function syncStatusCatalogue(store: Store) {
  await inTransaction(store, async (tx) => {
    await syncTable(tx, statusCatalogue, statusRows());
    await syncTable(tx, substatusCatalogue, substatusRows());
  });
}
