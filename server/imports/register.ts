/** Wiring of the imports into the app (one line in server/app.ts). */
import type { FastifyInstance } from 'fastify';
import type { JobQueue } from '../jobs/queue';
import type { Store } from '../rest/repository';
import { importJobQueue, storeFailedRows } from './jobs';
import { inProcessQueue, type ImportServices } from './queue';
import { registerImportRoutes } from './routes';

/**
 * With the app's job queue, imports run as `import` jobs; without one (a bare app in a unit
 * test) they run in this process after their start commits.
 */
export async function registerImports(
  app: FastifyInstance,
  store: Store,
  services: ImportServices & { jobs?: JobQueue },
) {
  const withDefaults = {
    log: (error: unknown) => app.log.error(error),
    storeDownload: storeFailedRows(store),
    ...services,
  };
  if (services.jobs) {
    await registerImportRoutes(app, store, importJobQueue(services.jobs, withDefaults));
    return;
  }
  const queue = inProcessQueue(store, withDefaults);
  await registerImportRoutes(app, store, queue);
  // Imports in flight finish before the database closes.
  app.addHook('onClose', () => queue.idle());
}
