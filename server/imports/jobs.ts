/**
 * Imports on the database job queue (server/jobs/queue.ts): the start enqueues kind `import` in
 * its own transaction, exactly one instance runs it (a lease; reclaimed if that instance dies,
 * and a rerun updates the rows the first run wrote, matched by key), a cancel raises the job's
 * flag, and the failed rows land in downloads (server/downloads/store.ts).
 */
import type { JobQueue } from '../jobs/queue';
import { storeDownload } from '../downloads/store';
import { organizationOf } from '../rest/routes';
import type { Store } from '../rest/repository';
import { importTools, type ImportQueue, type ImportServices } from './queue';
import { runImport, type ImportTools } from './runImport';

export const IMPORT_JOB = 'import';

/** The failed-rows workbook as a download of its user, kept DOWNLOAD_TTL_DAYS. */
export const storeFailedRows =
  (store: Store): NonNullable<ImportTools['storeDownload']> =>
  (file) =>
    storeDownload(store, { ...file, kind: 'import_failed_rows' });

export function importJobQueue(jobs: JobQueue, services: ImportServices): ImportQueue {
  jobs.register(IMPORT_JOB, async (payload, ctx) => {
    const importId = Number((payload as { importId?: unknown } | null)?.importId);
    if (!Number.isSafeInteger(importId)) return null;
    await runImport(ctx.store, importId, {
      ...importTools(services),
      storeDownload: services.storeDownload ?? storeFailedRows(ctx.store),
      isCancelled: ctx.isCancelled,
      progress: ctx.progress,
    });
    return { importId };
  });
  return {
    enqueue: (tx, importId, user) =>
      jobs.enqueue(tx, {
        kind: IMPORT_JOB,
        payload: { importId },
        userId: user.id,
        organizationId: organizationOf(user),
      }),
    cancel: (jobId) => jobs.cancel(jobId),
  };
}
