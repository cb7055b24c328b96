/**
 * The database-backed job queue (issue 11). A job is enqueued in the caller's transaction (it
 * exists only if the work that asked for it commits), claimed by exactly one instance with a
 * lease its heartbeat extends, retried with a growing wait, and reclaimed by anyone once its
 * lease runs out (the instance that held it died), so work survives restarts. PostgreSQL claims
 * with `for update skip locked`; SQLite has one writer, so the claiming update is atomic anyway.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { inTransaction, whenCommitted, type Store } from '../rest/store';

export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';

export interface JobRecord {
  id: number;
  kind: string;
  payload: unknown;
  userId: number | null;
  organizationId: number | null;
  attempts: number;
}

export interface JobContext {
  store: Store;
  job: JobRecord;
  /** Records how far the job got (shown to whoever watches it). */
  progress(done: number, total: number): Promise<void>;
  /** Whether someone asked to cancel it: a long job checks between steps and stops. */
  isCancelled(): Promise<boolean>;
}

/** Returns what the job produced (kept as JSON in `result`). Throwing fails the attempt. */
export type JobHandler = (payload: unknown, ctx: JobContext) => Promise<unknown>;

export interface NewJob {
  kind: string;
  payload: unknown;
  userId?: number | null;
  organizationId?: number | null;
  maxAttempts?: number;
}

export interface QueueOptions {
  /** Names this instance in `locked_by`. */
  instanceId?: string;
  leaseMs?: number;
  pollMs?: number;
  log?: (error: unknown) => void;
}

const now = () => new Date().toISOString();
const later = (ms: number) => new Date(Date.now() + ms).toISOString();
/** 2 s, 4 s, 8 s… at most 5 minutes between attempts. */
export const retryDelayMs = (attempts: number) => Math.min(2 ** attempts * 1000, 300_000);

export class JobQueue {
  readonly instanceId: string;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private timer: NodeJS.Timeout | null = null;
  private draining: Promise<void> | null = null;
  private stopped = true;

  constructor(
    private readonly store: Store,
    private readonly options: QueueOptions = {},
  ) {
    this.instanceId = options.instanceId ?? randomUUID();
    this.leaseMs = options.leaseMs ?? 60_000;
    this.pollMs = options.pollMs ?? 1000;
  }

  register(kind: string, handler: JobHandler) {
    if (this.handlers.has(kind)) throw new Error(`Job kind ${kind} registered twice`);
    this.handlers.set(kind, handler);
  }

  /** Queues a job in `tx`'s transaction; this instance looks for work as soon as it commits. */
  async enqueue(tx: Store, job: NewJob): Promise<number> {
    const created = now();
    const row = await tx.db
      .insertInto('jobs')
      .values({
        kind: job.kind,
        payload: JSON.stringify(job.payload ?? null),
        status: 'queued',
        attempts: 0,
        max_attempts: job.maxAttempts ?? 3,
        run_after: created,
        cancel_requested: 0,
        progress_done: 0,
        progress_total: 0,
        user_id: job.userId ?? null,
        organization_id: job.organizationId ?? null,
        created_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await whenCommitted(tx, () => this.wake());
    return Number(row.id);
  }

  /** A queued job is cancelled at once; a running one is told to stop (`isCancelled`). */
  async cancel(id: number) {
    await this.store.db
      .updateTable('jobs')
      .set({ cancel_requested: 1 })
      .where('id', '=', id)
      .execute();
    await this.store.db
      .updateTable('jobs')
      .set({ status: 'cancelled', finished_at: now() })
      .where('id', '=', id)
      .where('status', '=', 'queued')
      .execute();
  }

  /** Polls for work until `stop`. */
  start() {
    this.stopped = false;
    this.timer = setInterval(() => this.wake(), this.pollMs);
    this.timer.unref();
    this.wake();
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.draining;
  }

  /** Runs every job that can run now, one at a time (tests call it to drain the queue). */
  async runPending(): Promise<number> {
    let ran = 0;
    while (await this.runOne()) ran++;
    return ran;
  }

  private wake() {
    if (this.stopped || this.draining) return;
    this.draining = this.runPending()
      .then(() => undefined)
      .catch((error) => this.options.log?.(error))
      .finally(() => (this.draining = null));
  }

  /** Claims and runs one job; false when there was none. */
  async runOne(): Promise<boolean> {
    const job = await this.claim();
    if (!job) return false;
    const handler = this.handlers.get(job.kind)!;
    const heartbeat = setInterval(
      () => void this.extendLease(job.id).catch((error) => this.options.log?.(error)),
      Math.max(this.leaseMs / 3, 50),
    );
    try {
      const result = await handler(job.payload, this.context(job));
      await this.finish(job.id, {
        status: (await this.cancelRequested(job.id)) ? 'cancelled' : 'succeeded',
        result: JSON.stringify(result ?? null),
      });
    } catch (error) {
      await this.fail(job, error);
    } finally {
      clearInterval(heartbeat);
    }
    return true;
  }

  private async claim(): Promise<JobRecord | null> {
    const kinds = [...this.handlers.keys()];
    if (!kinds.length) return null;
    const at = now();
    const lock = this.store.dialect === 'postgres' ? sql` for update skip locked` : sql``;
    return inTransaction(this.store, async (tx) => {
      const { rows } = await sql<Record<string, unknown>>`
        update jobs set status = 'running', locked_by = ${this.instanceId},
          lease_until = ${later(this.leaseMs)}, attempts = attempts + 1,
          started_at = coalesce(started_at, ${at})
        where id = (
          select id from jobs
          where kind in (${sql.join(kinds)}) and cancel_requested = 0
            and ((status = 'queued' and run_after <= ${at})
              or (status = 'running' and lease_until < ${at}))
          order by id limit 1${lock})
        returning id, kind, payload, user_id, organization_id, attempts`.execute(tx.db);
      const row = rows[0];
      if (!row) return null;
      return {
        id: Number(row.id),
        kind: String(row.kind),
        payload: JSON.parse(String(row.payload)),
        userId: row.user_id == null ? null : Number(row.user_id),
        organizationId: row.organization_id == null ? null : Number(row.organization_id),
        attempts: Number(row.attempts),
      };
    });
  }

  private context(job: JobRecord): JobContext {
    return {
      store: this.store,
      job,
      progress: async (done, total) => {
        await this.mine(job.id).set({ progress_done: done, progress_total: total }).execute();
      },
      isCancelled: () => this.cancelRequested(job.id),
    };
  }

  /** An update of a job this instance still holds (a reclaimed job is someone else's now). */
  private mine(id: number) {
    return this.store.db
      .updateTable('jobs')
      .where('id', '=', id)
      .where('locked_by', '=', this.instanceId);
  }

  private async extendLease(id: number) {
    await this.mine(id)
      .set({ lease_until: later(this.leaseMs) })
      .execute();
  }

  private async cancelRequested(id: number) {
    const row = await this.store.db
      .selectFrom('jobs')
      .select('cancel_requested')
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(row?.cancel_requested ?? 0) === 1;
  }

  private async finish(id: number, values: { status: JobStatus; result?: string; error?: string }) {
    await this.mine(id)
      .set({ ...values, finished_at: now(), lease_until: null, locked_by: null })
      .execute();
  }

  private async fail(job: JobRecord, error: unknown) {
    this.options.log?.(error);
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    const row = await this.store.db
      .selectFrom('jobs')
      .select('max_attempts')
      .where('id', '=', job.id)
      .executeTakeFirst();
    if (job.attempts < Number(row?.max_attempts ?? 1) && !(await this.cancelRequested(job.id))) {
      await this.mine(job.id)
        .set({
          status: 'queued',
          error: message,
          run_after: later(retryDelayMs(job.attempts)),
          lease_until: null,
          locked_by: null,
        })
        .execute();
      return;
    }
    await this.finish(job.id, { status: 'failed', error: message });
  }
}

/** A job as stored, for tests and the dashboard. */
export async function jobById(store: Store, id: number) {
  return store.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}
