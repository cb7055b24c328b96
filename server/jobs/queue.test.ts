/**
 * The job queue and the scheduler on a real database of each dialect: transactional enqueue,
 * exactly-once claims across instances, retries, reclaimed leases, cancel; the scheduler's
 * lease, due runs queued once and each run recorded.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp, describeDialects } from '../test/harness';
import { inTransaction, type Store } from '../rest/store';
import { JobQueue, jobById } from './queue';
import { Scheduler } from './scheduler';

describeDialects('job queue and scheduler on %s', (dialect) => {
  let t: TestApp;
  let store: Store;
  let kindSeq = 0;
  /** A kind no other queue (the app's own worker) handles. */
  const freshKind = () => `test_${dialect}_${++kindSeq}`;

  beforeAll(async () => {
    t = await startTestApp(dialect, { BACKGROUND_WORK: '0' });
    store = { db: t.database.db, dialect: t.database.dialect };
  });
  afterAll(() => t?.close());

  it('keeps a job only if the work that queued it commits', async () => {
    const queue = new JobQueue(store);
    const kind = freshKind();
    queue.register(kind, async () => 'hecho');
    await expect(
      inTransaction(store, async (tx) => {
        await queue.enqueue(tx, { kind, payload: {} });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await queue.runPending()).toBe(0);
    const id = await inTransaction(store, (tx) => queue.enqueue(tx, { kind, payload: { n: 1 } }));
    expect(await queue.runPending()).toBe(1);
    expect(await jobById(store, id)).toMatchObject({ status: 'succeeded', result: '"hecho"' });
  });

  it('runs each job exactly once when several instances drain the queue together', async () => {
    const kind = freshKind();
    const runs = new Map<number, number>();
    const instances = [1, 2, 3].map((i) => {
      const queue = new JobQueue(store, { instanceId: `instancia-${i}` });
      queue.register(kind, async (payload) => {
        const n = (payload as { n: number }).n;
        runs.set(n, (runs.get(n) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 2));
      });
      return queue;
    });
    for (let n = 0; n < 30; n++) await instances[0].enqueue(store, { kind, payload: { n } });
    const ran = await Promise.all(instances.map((q) => q.runPending()));
    expect(ran.reduce((a, b) => a + b, 0)).toBe(30);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(runs.size).toBe(30);
  });

  it('records progress, retries a failed attempt later and fails for good after the last', async () => {
    const queue = new JobQueue(store);
    const kind = freshKind();
    let attempts = 0;
    queue.register(kind, async (_payload, ctx) => {
      attempts++;
      await ctx.progress(3, 10);
      throw new Error(`intento ${attempts} fallido`);
    });
    const id = await queue.enqueue(store, { kind, payload: null, maxAttempts: 2 });
    await queue.runPending();
    let job = await jobById(store, id);
    expect(job).toMatchObject({ status: 'queued', error: 'intento 1 fallido' });
    expect(Number(job?.progress_done)).toBe(3);
    expect(await queue.runPending()).toBe(0); // waits for its retry time
    await store.db
      .updateTable('jobs')
      .set({ run_after: new Date(0).toISOString() })
      .where('id', '=', id)
      .execute();
    await queue.runPending();
    job = await jobById(store, id);
    expect(job).toMatchObject({ status: 'failed', error: 'intento 2 fallido' });
    expect(Number(job?.attempts)).toBe(2);
  });

  it('reclaims a job whose instance died holding it', async () => {
    const kind = freshKind();
    const queue = new JobQueue(store, { instanceId: 'sobreviviente' });
    let ran = 0;
    queue.register(kind, async () => void ran++);
    const id = await queue.enqueue(store, { kind, payload: null });
    await store.db
      .updateTable('jobs')
      .set({
        status: 'running',
        locked_by: 'muerta',
        attempts: 1,
        lease_until: new Date(Date.now() + 60_000).toISOString(),
      })
      .where('id', '=', id)
      .execute();
    expect(await queue.runPending()).toBe(0); // its lease still runs
    await store.db
      .updateTable('jobs')
      .set({ lease_until: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    expect(await queue.runPending()).toBe(1);
    expect(ran).toBe(1);
    expect(await jobById(store, id)).toMatchObject({ status: 'succeeded', locked_by: null });
  });

  it('cancels a queued job before it runs, and tells a running one to stop', async () => {
    const queue = new JobQueue(store);
    const kind = freshKind();
    let ran = 0;
    queue.register(kind, async (_p, ctx) => {
      ran++;
      await queue.cancel(ctx.job.id);
      return (await ctx.isCancelled()) ? 'detenido' : 'completo';
    });
    const waiting = await queue.enqueue(store, { kind, payload: null });
    await queue.cancel(waiting);
    expect(await queue.runPending()).toBe(0);
    expect(await jobById(store, waiting)).toMatchObject({ status: 'cancelled' });
    const running = await queue.enqueue(store, { kind, payload: null });
    await queue.runPending();
    expect(ran).toBe(1);
    expect(await jobById(store, running)).toMatchObject({
      status: 'cancelled',
      result: '"detenido"',
    });
  });

  it('schedules as one leader, queues a due run once and records it with its user', async () => {
    const names = { ok: `tarea_${dialect}_ok`, bad: `tarea_${dialect}_mal` };
    const make = (instanceId: string) => {
      const queue = new JobQueue(store, { instanceId });
      const scheduler = new Scheduler(store, queue, { instanceId, leaseMs: 60_000 });
      scheduler.register({
        name: names.ok,
        label: 'Tarea de prueba',
        schedule: '0 3 * * *',
        run: async () => 'Todo en orden.',
      });
      scheduler.register({
        name: names.bad,
        label: 'Tarea que falla',
        schedule: '*/15 * * * *',
        run: async () => {
          throw new Error('Sin conexión con la aseguradora');
        },
      });
      return { queue, scheduler };
    };
    const a = make(`lider-${dialect}`);
    const b = make(`otra-${dialect}`);
    await a.scheduler.sync();
    await b.scheduler.sync();
    const rows = await store.db
      .selectFrom('cron_jobs')
      .selectAll()
      .where('name', 'in', Object.values(names))
      .orderBy('name')
      .execute();
    expect(rows.map((r) => r.schedule_text)).toEqual([
      'Cada 15 minutos',
      'Todos los días a las 03:00',
    ]);

    const later = new Date(Date.now() + 2 * 86_400_000);
    expect(await a.scheduler.tick(later)).toBeGreaterThanOrEqual(2);
    expect(await b.scheduler.tick(later)).toBe(0); // not the leader
    expect(await a.scheduler.tick(later)).toBe(0); // next runs moved forward
    await a.queue.runPending();

    const runs = await store.db
      .selectFrom('cron_runs as r')
      .innerJoin('cron_jobs as c', 'c.id', 'r.cron_id')
      .select(['c.name', 'r.result', 'r.summary', 'r.error', 'r.duration_ms', 'r.triggered_by'])
      .where('c.name', 'in', Object.values(names))
      .execute();
    expect(runs).toHaveLength(2);
    const ok = runs.find((r) => r.name === names.ok)!;
    const bad = runs.find((r) => r.name === names.bad)!;
    expect(ok).toMatchObject({ result: 2, summary: 'Todo en orden.', triggered_by: 1 });
    expect(bad).toMatchObject({ result: 3, error: 'Sin conexión con la aseguradora' });

    const admin = await store.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'admin@demo.test')
      .executeTakeFirstOrThrow();
    await a.scheduler.requestRun(store, names.ok, Number(admin.id));
    await a.queue.runPending();
    const job = await store.db
      .selectFrom('cron_jobs')
      .selectAll()
      .where('name', '=', names.ok)
      .executeTakeFirstOrThrow();
    expect(Number(job.runs)).toBe(2);
    expect(job.last_result).toBe(2);
    expect(job.fastest_ms).not.toBeNull();
    const last = await store.db
      .selectFrom('cron_runs')
      .select(['user_id', 'triggered_by'])
      .where('cron_id', '=', job.id as number)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(last).toEqual({ user_id: Number(admin.id), triggered_by: 2 });
  });
});
