/**
 * The import job: reads the stored file again row by row and writes each row through the
 * entity's own create/update path as the user who uploaded it, with that user's access at the
 * time the job runs. Progress is saved and pushed every PROGRESS_EVERY_MS; a cancel (status 703
 * set by the cancel route) stops it at the next tick, keeping the rows already written; the end
 * stores the failed rows as a download, sets 702 and notifies the user. An unreadable file ends
 * in 704 with the reason.
 */
import { sql } from 'kysely';
import { user as userEntity } from '../../domain/entities/auth';
import { canLogIn } from '../../domain/entities/auth';
import { findEntity } from '../../domain/entities';
import { importRecord } from '../../domain/entities/import';
import type { CellValue } from '../../domain/engine/importCells';
import { importTypeById, matchFieldsOf, progressOf, rowEntityOf } from '../../domain/imports';
import { mayImportType } from '../../domain/importAccess';
import { loadSessionUser, type SessionUser } from '../auth/users';
import type { Row, Store, WriteContext } from '../rest/repository';
import { writerOf } from '../rest/routes';
import { recordActivity } from '../activity/recordActivity';
import { failedRowsFileName, failedRowsWorkbook, type FailedRow } from './failedRows';
import { deleteImportFile, loadImportFile } from './importFiles';
import { IMPORT_STATUS, readImport, updatePendingImport } from './importRecords';
import { RowWriter } from './rowWriter';
import { sheetWriterOf, type SheetRun } from './sheetWriters';
import { readRows, UnreadableFile } from './spreadsheet';

/** How often progress is saved, pushed and the cancel flag read. */
export const PROGRESS_EVERY_MS = 500;

/** What the queue lends the job (server/jobs): all optional, so tests can run it bare. */
export interface ImportTools {
  /** The queue's own cancel flag (the import's 703 status is read as well). */
  isCancelled?: () => boolean | Promise<boolean>;
  progress?: (done: number, total: number) => unknown;
  /** Pushes a realtime event to the user's private channel. */
  publish?: (userId: number, event: string, payload: unknown) => void;
  /** The final notification to the user. */
  notify?: (
    userId: number,
    content: { title: string; text: string; type?: number; link?: string },
  ) => Promise<unknown>;
  /** Stores the failed-rows workbook in downloads; returns the download's id. */
  storeDownload?: (file: {
    userId: number;
    organizationId: number | null;
    name: string;
    mime: string;
    content: Buffer;
    rows: number;
  }) => Promise<number | null>;
  log?: (error: unknown) => void;
  /** What a sheet type's writer needs of the app (sheetWriters.ts): hooks, notifier, outbox. */
  writing?: Omit<SheetRun, 'importId'>;
}

export const IMPORT_EVENT = 'imports';
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const formatCount = (n: number) => n.toLocaleString('es-AR');

async function sessionOf(store: Store, userId: number): Promise<SessionUser | null> {
  const row = await store.db
    .selectFrom(userEntity.table)
    .selectAll()
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row || !canLogIn(Number(row.state))) return null;
  return loadSessionUser(store, row);
}

/** Runs one import to its end; safe to call again for an import that already ended. */
export async function runImport(store: Store, importId: number, tools: ImportTools = {}) {
  if (store.dialect !== 'postgres' || store.afterCommit) return importRows(store, importId, tools);
  // PostgreSQL: one connection for the whole import, whose commits do not wait for the disk
  // (each row is its own transaction; a crash loses only the last moments' rows, with their
  // counters, in order). Measured here: 32 → 19 ms a row.
  return store.db.connection().execute(async (db) => {
    await sql`set synchronous_commit = off`.execute(db);
    try {
      return await importRows({ db, dialect: store.dialect }, importId, tools);
    } finally {
      await sql`reset synchronous_commit`.execute(db);
    }
  });
}

async function importRows(store: Store, importId: number, tools: ImportTools) {
  const before = await readImport(store, importId);
  if (!before || before.status !== IMPORT_STATUS.pending) return;
  const file = await loadImportFile(store, importId);
  if (!file?.mapping) return; // not started yet: the mapping screen has not been confirmed
  const userId = Number(before.user_id);
  const type = importTypeById(before.type);
  const declared = type && findEntity(type.entity);
  // A sheet type's rows fill its sheet's fields (ImportType.sheet), written by its own writer.
  const entity = type && declared && rowEntityOf(type, declared);
  const user = await sessionOf(store, userId);
  const ctx: WriteContext = user ? writerOf(user) : { actorId: null };
  const typeName = type?.label.toLowerCase() ?? 'datos';
  // The activity log (admin/activity) keeps each import the user ran, like their exports.
  const logActivity = (text: string) =>
    recordActivity(store, {
      kind: 'import',
      userId: user ? userId : null,
      organizationId: (before.organization_id as number | null) ?? null,
      detail: `Importación de ${typeName}: ${text}`.slice(0, 500),
    }).catch((error) => tools.log?.(error));
  const end = async (status: number, changes: Row, text: string) => {
    const finished = { status, finished_at: new Date().toISOString(), ...changes };
    const done = await updatePendingImport(store, importId, finished, { ctx, before });
    await deleteImportFile(store, importId);
    const record = await readImport(store, importId);
    tools.publish?.(userId, IMPORT_EVENT, record);
    if (done) await logActivity(text);
    if (done)
      await tools.notify?.(userId, {
        title: `Importación de ${typeName}`,
        text,
        type: status === IMPORT_STATUS.finished ? 2 : 3,
        link: `/${importRecord.name}/${importId}/show`,
      });
  };

  if (!user || !type || !entity || !mayImportType(user.access, type)) {
    const message = 'El usuario que la subió ya no puede importar este tipo de datos.';
    return end(IMPORT_STATUS.canceled, { message }, `“${before.file_name}”: ${message}`);
  }
  const startedAt = new Date().toISOString();
  await updatePendingImport(store, importId, { started_at: startedAt });

  const total = Number(before.rows_total ?? 0);
  const writer = new RowWriter(
    store,
    entity,
    file.mapping,
    matchFieldsOf(type, entity),
    ctx,
    type.refuseDuplicates ?? [],
    tools.log,
    sheetWriterOf(type, store, ctx, { importId, ...tools.writing }),
  );
  const failed: FailedRow[] = [];
  let ok = 0;
  let updated = 0;
  let held = 0;
  let line = 0;
  let canceled = false;
  let lastTick = Date.now();
  const counters = () => ({
    rows_ok: ok,
    rows_failed: failed.length,
    progress: progressOf(ok + failed.length, total),
  });
  const tick = async () => {
    lastTick = Date.now();
    const still = await updatePendingImport(store, importId, counters());
    await tools.progress?.(ok + failed.length, total);
    tools.publish?.(userId, IMPORT_EVENT, {
      id: importId,
      status: IMPORT_STATUS.pending,
      started_at: startedAt,
      rows_total: total,
      ...counters(),
    });
    return still && !(await tools.isCancelled?.());
  };

  try {
    for await (const cells of readRows(file.kind, file.content)) {
      line++;
      if (line === 1) continue; // the header
      const outcome = await writer.write(cells, line);
      if (outcome.ok) {
        ok++;
        if (outcome.updated) updated++;
        if (outcome.held) held++;
      } else failed.push({ line, cells: cells as CellValue[], reason: outcome.reason });
      if (Date.now() - lastTick >= PROGRESS_EVERY_MS && !(await tick())) {
        canceled = true;
        break;
      }
    }
  } catch (error) {
    if (!(error instanceof UnreadableFile)) throw error;
    const message = `${error.message} Se leyeron ${formatCount(line)} filas.`;
    return end(
      IMPORT_STATUS.fileFailed,
      { ...counters(), message },
      `“${before.file_name}”: ${message}`,
    );
  }

  let downloadId: number | null = null;
  if (failed.length && tools.storeDownload) {
    const content = await failedRowsWorkbook(file.columns, failed);
    downloadId = await tools.storeDownload({
      userId,
      organizationId: (before.organization_id as number | null) ?? null,
      name: failedRowsFileName(String(before.file_name)),
      mime: XLSX_MIME,
      content,
      rows: failed.length,
    });
  }
  const summary =
    `Se importaron ${formatCount(ok)} filas` +
    (updated ? ` (${formatCount(updated)} actualizaron registros existentes)` : '') +
    (held ? ` (${formatCount(held)} ${held === 1 ? 'quedó' : 'quedaron'} para revisar)` : '') +
    (failed.length ? `; ${formatCount(failed.length)} con error.` : '.');
  const changes = { ...counters(), failed_download_id: downloadId };
  if (canceled) {
    // The cancel route already set 703: only the final counters are added.
    await deleteImportFile(store, importId);
    await store.db
      .updateTable(importRecord.table)
      .set({
        rows_ok: ok,
        rows_failed: failed.length,
        failed_download_id: downloadId,
        finished_at: new Date().toISOString(),
      })
      .where('id', '=', importId)
      .execute();
    const record = await readImport(store, importId);
    tools.publish?.(userId, IMPORT_EVENT, record);
    await logActivity(`“${before.file_name}”: cancelada. ${summary}`);
    return;
  }
  return end(
    IMPORT_STATUS.finished,
    { ...changes, progress: 100, message: summary },
    `“${before.file_name}”: ${summary}`,
  );
}
