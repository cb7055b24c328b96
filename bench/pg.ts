/**
 * PostgreSQL for the bench: a scratch database created next to BENCH_PG_URL's (default the
 * machine's `test` cluster) and dropped afterwards, filled with exactly the rows of a bench
 * SQLite file, so both dialects answer the same questions about the same data.
 */
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { seedDemoData } from '../fixtures/seed/seed';
import { createPgDatabase } from '../server/test/templates';

export const pgAdminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: pgAdminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export interface ScratchDatabase {
  name: string;
  url: string;
  /** Made from the test suite's seeded template (bench/smoke.test.ts): already migrated and seeded. */
  seeded: boolean;
  drop(): Promise<void>;
}

/** A new empty database on the same server as BENCH_PG_URL; `drop` removes it even if in use. */
export async function createScratchDatabase(): Promise<ScratchDatabase> {
  const name = `brokerdesk_bench_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6).toString(36)}`;
  const client = new pg.Client({ connectionString: pgAdminUrl });
  await client.connect();
  const seeded = await createPgDatabase(client, name).finally(() => client.end());
  const url = new URL(pgAdminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    seeded,
    drop: () => adminQuery(`drop database if exists ${name} with (force)`),
  };
}

/** Rows per INSERT … SELECT FROM jsonb_populate_recordset: one round trip for many rows. */
const BATCH = 20_000;

/**
 * Migrates and seeds `url` as the product would, then copies the bench's localities and every
 * zipcode from the SQLite file, ids included, in one transaction of multi-row inserts (each a
 * JSON array PostgreSQL expands into typed rows) with the indexes built after the rows, and
 * analyzes the tables as autovacuum would shortly after a bulk load. Returns the seconds the
 * copy took (not the migrations).
 */
export async function copyToPostgres(
  sqlitePath: string,
  url: string,
  localityIds: number[],
  seeded = false,
): Promise<number> {
  if (!seeded) {
    const database = openDatabase(url);
    await migrate(database);
    await seedDemoData(database);
    await database.close();
  }

  const sqlite = new SQLite(sqlitePath, { readonly: true });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = performance.now();
  try {
    const insert = async (table: string, rows: Record<string, unknown>[]) => {
      if (rows.length === 0) return;
      const columns = Object.keys(rows[0])
        .map((c) => `"${c}"`)
        .join(', ');
      await client.query(
        `insert into ${table} (${columns}) select ${columns} from jsonb_populate_recordset(null::${table}, $1::jsonb)`,
        [JSON.stringify(rows)],
      );
    };
    await client.query('begin');
    await client.query("set local maintenance_work_mem = '256MB'");
    // The demo's zipcodes stay (the demo clients' addresses cite them), moved to the ids
    // bench/data.ts gave them in the SQLite file; foreign-key triggers are off for the move only
    // (the bench's role is a superuser), so the write-version triggers still time the bulk load.
    const benchIds = localityIds.map(() => '?').join(', ');
    const { min: sqliteDemoMin } = sqlite
      .prepare(`select min(id) as min from zipcodes where locality_id not in (${benchIds})`)
      .get(...localityIds) as { min: number | null };
    const { rows: pgDemo } = await client.query<{ min: number | null }>(
      'select min(id)::int as min from zipcodes',
    );
    if (sqliteDemoMin !== null && pgDemo[0].min !== null) {
      const shift = sqliteDemoMin - pgDemo[0].min;
      await client.query('set local session_replication_role = replica');
      await client.query('update zipcodes set id = id + $1', [shift]);
      const { rows: refs } = await client.query<{ tab: string; col: string }>(
        `select c.conrelid::regclass::text as tab, a.attname as col from pg_constraint c
           join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
          where c.contype = 'f' and c.confrelid = 'zipcodes'::regclass`,
      );
      for (const { tab, col } of refs)
        await client.query(
          `update ${tab} set "${col}" = "${col}" + $1 where "${col}" is not null`,
          [shift],
        );
      await client.query('set local session_replication_role = origin');
    }
    // Indexes (not the primary key and other constraints) rebuilt after the rows, as in SQLite.
    const { rows: indexes } = await client.query<{ name: string; ddl: string }>(
      `select i.indexname as name, i.indexdef as ddl from pg_indexes i
        where i.schemaname = current_schema() and i.tablename = 'zipcodes'
          and not exists (select 1 from pg_constraint c where c.conindid = format('%I', i.indexname)::regclass)`,
    );
    for (const index of indexes) await client.query(`drop index "${index.name}"`);
    await insert(
      'localities',
      sqlite
        .prepare(`select * from localities where id in (${benchIds})`)
        .all(...localityIds) as Record<string, unknown>[],
    );
    let batch: Record<string, unknown>[] = [];
    const benchRows = sqlite.prepare(
      `select * from zipcodes where locality_id in (${benchIds}) order by id`,
    );
    for (const row of benchRows.iterate(...localityIds)) {
      batch.push(row as Record<string, unknown>);
      if (batch.length === BATCH) {
        await insert('zipcodes', batch);
        batch = [];
      }
    }
    await insert('zipcodes', batch);
    for (const index of indexes) await client.query(index.ddl);
    for (const table of ['localities', 'zipcodes'])
      await client.query(
        `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
      );
    await client.query('commit');
    await client.query('analyze localities, zipcodes');
    return (performance.now() - started) / 1000;
  } finally {
    await client.end();
    sqlite.close();
  }
}
