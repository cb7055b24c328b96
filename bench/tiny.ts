/**
 * What every bench script shares for its smoke run (bench/smoke.test.ts): `BENCH_SIZE=tiny`
 * shrinks its data and durations to seconds, `BENCH_OUT` sends its results elsewhere than
 * bench/results/. The figures of a tiny run mean nothing; it only proves the script still runs
 * against today's schema and demo data, so the benches cannot rot between real runs.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { seedDemoData } from '../fixtures/seed/seed';
import { copySqliteTemplate } from '../server/test/templates';

export const tiny = process.env.BENCH_SIZE === 'tiny';

/** `full` on a real run, `small` on a tiny one. */
export const sized = <T>(full: T, small: T): T => (tiny ? small : full);

/** Where results go: BENCH_OUT, or bench/results/ (the committed figures). */
export const resultsDir =
  process.env.BENCH_OUT || join(dirname(fileURLToPath(import.meta.url)), 'results');

/**
 * A database migrated and seeded with the demo data. Under the test suite a SQLite file is a
 * copy of its seeded template (server/test/templates.ts): the same schema and rows, without
 * the ~5 s of seeding each script would spend.
 */
export async function migratedAndSeeded(url: string) {
  if (url.startsWith('sqlite:') && copySqliteTemplate(url.slice('sqlite:'.length))) return;
  const database = openDatabase(url);
  await migrate(database);
  await seedDemoData(database);
  await database.close();
}
