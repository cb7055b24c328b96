/**
 * Child process: our real app (buildApp, logging off, no SPA) on the bench's database, on a free
 * 127.0.0.1 port that it reports to the parent over IPC. The database is already migrated.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { demoData } from '../fixtures/demo';

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) throw new Error('BENCH_DATABASE_URL is required');
const config = loadConfig({
  DATABASE_URL: databaseUrl,
  LOG_LEVEL: 'silent',
  WEB_ROOT: '',
  HOST: '127.0.0.1',
  REDIS_URL: process.env.BENCH_REDIS_URL ?? '',
  QUOTE_LATENCY_SCALE: process.env.QUOTE_LATENCY_SCALE ?? '1',
  // The bench's own key for sealed fields (PostgreSQL needs one; instances share it).
  FIELD_ENCRYPTION_KEY: process.env.FIELD_ENCRYPTION_KEY ?? 'b7'.repeat(32),
});
const database = openDatabase(databaseUrl);
const app = await buildApp(config, database, demoData);
await app.listen({ host: '127.0.0.1', port: 0 });
const profileDir = process.env.BENCH_PROFILE_DIR;
const profiler = profileDir ? new Session() : undefined;
if (profiler) {
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.start');
}
process.send?.({ port: (app.server.address() as AddressInfo).port });

/**
 * BENCH_LOOP_DIR: how long the event loop went between two turns, whenever more than 5 ms: a
 * request that arrives meanwhile waits at least that long (bench/emissions.ts reads it per
 * phase). A 1-ms timer ticks once per turn of the loop; stamps are monotonic µs, the clock the
 * bench's own marks use (bench/profile.ts monotonicUs). With each stall, the process's CPU time
 * in it: on a shared machine a stall is also the time the process waited for a core, and what
 * the app itself held the loop for is its CPU time.
 */
const loopDir = process.env.BENCH_LOOP_DIR;
const stalls: [endUs: number, wallMs: number, cpuMs: number][] = [];
if (loopDir) {
  const now = () => Number(process.hrtime.bigint() / 1000n);
  const cpu = () => {
    const { user, system } = process.cpuUsage();
    return user + system;
  };
  let last = now();
  let lastCpu = cpu();
  setInterval(() => {
    const at = now();
    const used = cpu();
    if (at - last > 5000) stalls.push([at, (at - last) / 1000, (used - lastCpu) / 1000]);
    last = at;
    lastCpu = used;
  }, 1).unref();
}

/** The serving phase's profile, named like Node's own `--cpu-prof` files (pid included). */
async function saveProfile() {
  if (!profiler || !profileDir) return;
  const { profile } = await profiler.post('Profiler.stop');
  writeFileSync(join(profileDir, `CPU.serving.${process.pid}.cpuprofile`), JSON.stringify(profile));
}

process.once(
  'SIGTERM',
  () =>
    void saveProfile()
      .then(
        () =>
          loopDir &&
          writeFileSync(join(loopDir, `loop.${process.pid}.json`), JSON.stringify(stalls)),
      )
      .then(() => app.close())
      .then(() => database.close())
      .then(() => process.exit(0)),
);
