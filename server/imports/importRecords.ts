/**
 * Writing the `admin/import` rows (a read-only entity: only the product writes them): created
 * on upload, moved through 701–704 by the start, the job and a cancel, each change audited in
 * its transaction. Progress ticks are not audited (a 50,000-row import would leave hundreds).
 */
import { ORGANIZATION_COLUMN } from '../../domain/engine/entity';
import { importRecord } from '../../domain/entities/import';
import { decodeRow, encodeValues, searchColumns } from '../db/codec';
import { auditWrite, changedValues } from '../rest/auditTrail';
import type { Row, Store, WriteContext } from '../rest/repository';
import { inTransaction } from '../rest/store';
import { saveImportFile, type ImportFile } from './importFiles';

export const IMPORT_STATUS = {
  pending: 701,
  finished: 702,
  canceled: 703,
  fileFailed: 704,
} as const;

export async function readImport(store: Store, id: number): Promise<Row | undefined> {
  const row = await store.db
    .selectFrom(importRecord.table)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row
    ? { ...decodeRow(importRecord, row), organization_id: row[ORGANIZATION_COLUMN] }
    : undefined;
}

/** A new import row in the writer's organization, audited, with its stored file if readable. */
export async function createImport(
  store: Store,
  ctx: WriteContext,
  values: Row,
  file: Omit<ImportFile, 'importId' | 'mapping' | 'jobId'> | null,
): Promise<Row> {
  return inTransaction(store, async (tx) => {
    const now = new Date().toISOString();
    const inserted = await tx.db
      .insertInto(importRecord.table)
      .values({
        ...encodeValues(importRecord, values, tx.dialect),
        ...searchColumns(importRecord, values),
        [ORGANIZATION_COLUMN]: ctx.organizationId ?? null,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const record = decodeRow(importRecord, inserted);
    const id = Number(record.id);
    await auditWrite(
      tx,
      ctx,
      importRecord,
      id,
      'create',
      values,
      [record],
      ctx.organizationId ?? null,
    );
    if (file) await saveImportFile(tx, { ...file, importId: id });
    return record;
  });
}

/**
 * Changes an import while it is still pending (701): false when it already left that status
 * (a cancel won the race), so a finished or canceled import is never written over. Audited
 * when `audit` is given (status changes), silent for progress ticks.
 */
export async function updatePendingImport(
  store: Store,
  id: number,
  changes: Row,
  audit?: { ctx: WriteContext; before: Row },
): Promise<boolean> {
  const write = async (tx: Store) => {
    const result = await tx.db
      .updateTable(importRecord.table)
      .set({
        ...encodeValues(importRecord, changes, tx.dialect),
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', id)
      .where('status', '=', IMPORT_STATUS.pending)
      .executeTakeFirst();
    const changed = Number(result.numUpdatedRows) > 0;
    if (changed && audit) {
      const organization = (audit.before.organization_id as number | null | undefined) ?? null;
      const diff = changedValues(audit.before, { ...audit.before, ...changes });
      await auditWrite(tx, audit.ctx, importRecord, id, 'update', diff, [], organization);
    }
    return changed;
  };
  // Inside a caller's transaction (it lends `afterCommit`) the audit joins it.
  return audit && !store.afterCommit ? inTransaction(store, write) : write(store);
}
