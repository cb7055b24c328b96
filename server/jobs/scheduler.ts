/**
 * The cron runner (issue 11). Jobs register with a cron expression; `sync` keeps one
 * `admin/cron` row per job. Every instance ticks, but only the holder of the `scheduler` lease
 * (a row in `scheduler_leases` it renews; another instance takes over when it lapses) looks for
 * due jobs. A due job moves its next run forward with a compare-and-set and goes to the job
 * queue, so each run happens once, on whichever instance claims it; "Ejecutar ahora" queues
 * the same way. Every run is recorded: start, end, duration, result, who or what triggered it.
 */
import { Cron } from 'croner';
import { sql } from 'kysely';
import { cron as cronEntity, cronRun } from '../../domain/entities/jobs';
import { optionByCode } from '../../domain/engine/defineEnum';
import { cronRunResults, cronTriggers } from '../../domain/enums/jobs';
import { describeSchedule } from '../../domain/schedules';
import { encodeValues, searchColumns, type Row } from '../db/codec';
import type { Store } from '../rest/store';
import type { JobQueue } from './queue';

export const TIMEZONE = 'America/Argentina/Buenos_Aires';
export const CRON_JOB_KIND = 'cron';
const LEASE = 'scheduler';

export interface CronRunContext {
  store: Store;
  /** Who asked for this run; null when the schedule did. */
  userId: number | null;
}

export interface CronJob {
  /** Permanent code of the job (its `admin/cron` row is found by it). */
  name: string;
  /** What it does, in Spanish, as the list shows it. */
  label: string;
  schedule: string;
  /** Does the work; may return a short Spanish summary ("12 descargas vencidas borradas"). */
  run(ctx: CronRunContext): Promise<string | void>;
}

export interface SchedulerOptions {
  instanceId: string;
  tickMs?: number;
  leaseMs?: number;
  log?: (error: unknown) => void;
}

type Trigger = 'schedule' | 'user';
const result = (code: 'running' | 'succeeded' | 'failed') => optionByCode(cronRunResults, code).id;

export function nextRunAfter(schedule: string, after: Date): string | null {
  return (
    new Cron(schedule, { timezone: TIMEZONE, paused: true }).nextRun(after)?.toISOString() ?? null
  );
}

export class Scheduler {
  private readonly jobs = new Map<string, CronJob>();
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;

  constructor(
    private readonly store: Store,
    private readonly queue: JobQueue,
    private readonly options: SchedulerOptions,
  ) {
    queue.register(CRON_JOB_KIND, async (payload) => {
      const { name, userId, trigger } = payload as {
        name: string;
        userId: number | null;
        trigger: Trigger;
      };
      return this.execute(name, trigger, userId);
    });
  }

  register(job: CronJob) {
    new Cron(job.schedule, { paused: true }); // throws on a bad expression, at start-up
    if (this.jobs.has(job.name)) throw new Error(`Cron job ${job.name} registered twice`);
    this.jobs.set(job.name, job);
  }

  /** One `admin/cron` row per registered job, with its schedule and next run. */
  async sync(at = new Date()) {
    for (const job of this.jobs.values()) {
      const values: Row = {
        name: job.name,
        label: job.label,
        schedule: job.schedule,
        schedule_text: describeSchedule(job.schedule),
      };
      const existing = await this.row(job.name);
      const now = at.toISOString();
      if (!existing) {
        const full = { ...values, next_run_at: nextRunAfter(job.schedule, at), runs: 0 };
        await this.store.db
          .insertInto(cronEntity.table)
          .values({
            ...encodeValues(cronEntity, full, this.store.dialect),
            ...searchColumns(cronEntity, full),
            created_at: now,
            updated_at: now,
          })
          .onConflict((oc) => oc.doNothing()) // another instance starting at the same time
          .execute();
      } else if (existing.schedule !== job.schedule || existing.label !== job.label) {
        await this.store.db
          .updateTable(cronEntity.table)
          .set({
            ...encodeValues(cronEntity, values, this.store.dialect),
            ...searchColumns(cronEntity, values),
            next_run_at: nextRunAfter(job.schedule, at),
            updated_at: now,
          })
          .where('id', '=', existing.id as number)
          .execute();
      }
    }
  }

  start() {
    this.timer = setInterval(() => this.scheduleTick(), this.options.tickMs ?? 5000);
    this.timer.unref();
    this.scheduleTick();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.ticking;
  }

  private scheduleTick() {
    if (this.ticking) return;
    this.ticking = this.tick()
      .then(() => undefined)
      .catch((error) => this.options.log?.(error))
      .finally(() => (this.ticking = null));
  }

  /** As the leader, queues every job whose time has come; returns how many. */
  async tick(at = new Date()): Promise<number> {
    if (!(await this.lead(at))) return 0;
    const due = await this.store.db
      .selectFrom(cronEntity.table)
      .select(['id', 'name', 'next_run_at'])
      .where('next_run_at', '<=', at.toISOString())
      .execute();
    let queued = 0;
    for (const row of due) {
      const job = this.jobs.get(String(row.name));
      if (!job) continue;
      // Compare-and-set: only one tick moves this next run forward and queues the run.
      const moved = await this.store.db
        .updateTable(cronEntity.table)
        .set({ next_run_at: nextRunAfter(job.schedule, at) })
        .where('id', '=', row.id as number)
        .where('next_run_at', '=', row.next_run_at as string)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) continue;
      await this.queue.enqueue(this.store, {
        kind: CRON_JOB_KIND,
        payload: { name: job.name, userId: null, trigger: 'schedule' },
        maxAttempts: 1,
      });
      queued++;
    }
    return queued;
  }

  /** "Ejecutar ahora": queues a run on behalf of `userId` (in the caller's transaction). */
  async requestRun(tx: Store, name: string, userId: number): Promise<number> {
    return this.queue.enqueue(tx, {
      kind: CRON_JOB_KIND,
      payload: { name, userId, trigger: 'user' },
      userId,
      maxAttempts: 1,
    });
  }

  has(name: string) {
    return this.jobs.has(name);
  }

  /** Takes or renews the scheduler lease; true when this instance holds it. */
  private async lead(at: Date): Promise<boolean> {
    const me = this.options.instanceId;
    const until = new Date(at.getTime() + (this.options.leaseMs ?? 30_000)).toISOString();
    await this.store.db
      .insertInto('scheduler_leases')
      .values({ name: LEASE, holder: me, lease_until: until })
      .onConflict((oc) =>
        oc
          .column('name')
          .doUpdateSet({ holder: me, lease_until: until })
          .where((eb) =>
            eb.or([
              eb('scheduler_leases.holder', '=', me),
              eb('scheduler_leases.lease_until', '<', at.toISOString()),
            ]),
          ),
      )
      .execute();
    const lease = await this.store.db
      .selectFrom('scheduler_leases')
      .select('holder')
      .where('name', '=', LEASE)
      .executeTakeFirst();
    return lease?.holder === me;
  }

  private row(name: string) {
    return this.store.db
      .selectFrom(cronEntity.table)
      .selectAll()
      .where('name', '=', name)
      .executeTakeFirst();
  }

  /** Runs a job now, in this instance, and records the run. */
  async execute(name: string, trigger: Trigger, userId: number | null): Promise<string> {
    const job = this.jobs.get(name);
    const row = await this.row(name);
    if (!job || !row) throw new Error(`Unknown cron job ${name}`);
    const started = new Date();
    const run: Row = {
      cron_id: row.id,
      started_at: started.toISOString(),
      result: result('running'),
      triggered_by: optionByCode(cronTriggers, trigger).id,
      user_id: userId,
    };
    const inserted = await this.store.db
      .insertInto(cronRun.table)
      .values({
        ...encodeValues(cronRun, run, this.store.dialect),
        ...searchColumns(cronRun, run),
        created_at: run.started_at as string,
        updated_at: run.started_at as string,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    let summary = '';
    let error: string | null = null;
    try {
      summary = (await job.run({ store: this.store, userId })) ?? '';
    } catch (failure) {
      error = (failure instanceof Error ? failure.message : String(failure)).slice(0, 2000);
      this.options.log?.(failure);
    }
    await this.record(row, Number(inserted.id), started, summary, error, userId);
    if (error) throw new Error(error);
    return summary;
  }

  private async record(
    row: Row,
    runId: number,
    started: Date,
    summary: string,
    error: string | null,
    userId: number | null,
  ) {
    const finished = new Date();
    const duration = finished.getTime() - started.getTime();
    const outcome = result(error ? 'failed' : 'succeeded');
    await this.store.db
      .updateTable(cronRun.table)
      .set({
        finished_at: finished.toISOString(),
        duration_ms: duration,
        result: outcome,
        summary: summary.slice(0, 500) || null,
        error,
        updated_at: finished.toISOString(),
      })
      .where('id', '=', runId)
      .execute();
    const fastest = row.fastest_ms == null || duration < Number(row.fastest_ms);
    const longest = row.longest_ms == null || duration > Number(row.longest_ms);
    await this.store.db
      .updateTable(cronEntity.table)
      .set({
        last_run_at: started.toISOString(),
        last_result: outcome,
        last_duration_ms: duration,
        last_error: error,
        runs: sql`coalesce(runs, 0) + 1`,
        ...(fastest && !error ? { fastest_ms: duration, fastest_user_id: userId } : {}),
        ...(longest && !error ? { longest_ms: duration, longest_user_id: userId } : {}),
        updated_at: finished.toISOString(),
      })
      .where('id', '=', row.id as number)
      .execute();
  }
}
