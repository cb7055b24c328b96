/**
 * Background work of one instance: the job queue's worker and the scheduler, with the
 * product's cron jobs, the export jobs and the routes that show or start them. With
 * BACKGROUND_WORK=0 this instance serves requests only (queues, never runs): several API-only
 * instances can leave the work to a few others.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { registerDownloadRoutes } from '../downloads/routes';
import { taskRemindersJob } from '../clients/taskReminders';
import { Notifier } from '../notifications/notifier';
import type { Store } from '../rest/store';
import { productCronJobs } from './cronJobs';
import { registerCronRoutes } from './cronRoutes';
import { registerExports } from './exports';
import { JobQueue } from './queue';
import { Scheduler } from './scheduler';

export interface BackgroundWork {
  queue: JobQueue;
  scheduler: Scheduler;
}

export async function registerBackgroundWork(
  app: FastifyInstance,
  store: Store,
  options: { notifier?: Notifier; run: boolean },
): Promise<BackgroundWork> {
  const instanceId = `${process.pid}-${randomUUID().slice(0, 8)}`;
  const log = (error: unknown) => app.log.error(error);
  const queue = new JobQueue(store, { instanceId, log });
  const scheduler = new Scheduler(store, queue, { instanceId, log });
  for (const job of productCronJobs) scheduler.register(job);
  // Without a notifier (no realtime) reminders are still stored and shown by the bell.
  scheduler.register(taskRemindersJob(options.notifier ?? new Notifier(store, null)));
  registerDownloadRoutes(app, store);
  registerExports(app, store, queue, options.notifier);
  registerCronRoutes(app, store, scheduler);
  app.addHook('onReady', async () => {
    await scheduler.sync();
    if (!options.run) return;
    queue.start();
    scheduler.start();
  });
  // Before the database closes: the job in hand finishes or keeps its lease for another instance.
  app.addHook('onClose', async () => {
    await scheduler.stop();
    await queue.stop();
  });
  return { queue, scheduler };
}
