/**
 * How an import reaches the job queue. The routes only know this interface: `enqueue` inside
 * the start's transaction, `cancel` when the user cancels. `inProcessQueue` runs the import in
 * this process once the start has committed (development and tests before the database queue
 * is wired; see server/imports/jobs.ts for the queue's handler).
 */
import type { SessionUser } from '../auth/users';
import type { Notifier } from '../notifications/notifier';
import type { Realtime } from '../realtime/realtime';
import { privateUserChannel } from '../../domain/realtime';
import type { Store } from '../rest/repository';
import type { HookTable } from '../rest/hooks';
import type { Mailer } from '../mail/mailer';
import { whenCommitted } from '../rest/store';
import { runImport, type ImportTools } from './runImport';

export interface ImportQueue {
  /** Queues the import's job in the caller's transaction; returns the job's id if it has one. */
  enqueue(tx: Store, importId: number, user: SessionUser): Promise<number | null>;
  /** Raises the job's cancel flag (the import's 703 status also stops it). */
  cancel?(jobId: number): Promise<void>;
}

/** What an import needs from the app to push progress and tell the user it ended. */
export interface ImportServices {
  notifier?: Notifier;
  realtime?: Realtime | null;
  storeDownload?: ImportTools['storeDownload'];
  log?: (error: unknown) => void;
  /** The areas' write hooks and the outbox, for the sheet types' writers (sheetWriters.ts). */
  hooks?: HookTable;
  mailer?: Mailer;
}

export function importTools(services: ImportServices): ImportTools {
  return {
    publish: (userId, event, payload) =>
      services.realtime?.publish(privateUserChannel(userId), event, payload),
    notify: (userId, content) => services.notifier?.send([userId], content) ?? Promise.resolve(),
    storeDownload: services.storeDownload,
    log: services.log,
    writing: { hooks: services.hooks, notifier: services.notifier, mailer: services.mailer },
  };
}

/** Runs each started import in this process after its start commits; `idle()` awaits them. */
export function inProcessQueue(store: Store, services: ImportServices) {
  const running = new Set<Promise<void>>();
  const queue: ImportQueue & { idle(): Promise<void> } = {
    async enqueue(tx, importId) {
      await whenCommitted(tx, () => {
        const run = runImport(store, importId, importTools(services))
          .catch((error) => services.log?.(error))
          .finally(() => running.delete(run));
        running.add(run);
      });
      return null;
    },
    async idle() {
      while (running.size) await Promise.all([...running]);
    },
  };
  return queue;
}
