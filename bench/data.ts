/**
 * The bench's data set, built once per run: a temporary SQLite file brought to the current schema
 * by the product's own migrations (plus demo users, to log in), holding N zipcodes spread over L
 * localities, and db.json with the very same rows, as the API renders them, for json-server.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { locality, zipcode } from '../domain/entities/locations';
import { decodeRow, searchColumns } from '../server/db/codec';
import { migratedAndSeeded } from './tiny';

export interface BenchData {
  dir: string;
  databaseUrl: string;
  sqlitePath: string;
  /** Absent when built without json-server's copy (the growth sizes). */
  jsonPath?: string;
  rows: number;
  localityIds: number[];
  /** Seconds the bulk load took (rows and their indexes, not the migrations). */
  loadSeconds: number;
  remove(): void;
}

/**
 * The k-th CPA code (letter, 4 digits, 3 letters), distinct for every k below 10⁴·26⁴, so rows
 * and the bench's creates can never break the (locality, code) unique rule.
 */
export function cpaCode(k: number): string {
  const digits = k % 10000;
  const rest = Math.floor(k / 10000);
  // The tail mixes in the digits only so codes do not all end in AAA; uniqueness comes from `rest`.
  let tail = (Math.floor(rest / 26) + digits * 7) % 17576;
  let letters = '';
  for (let i = 0; i < 3; i++, tail = Math.floor(tail / 26))
    letters += String.fromCharCode(65 + (tail % 26));
  return `${String.fromCharCode(65 + (rest % 26))}${String(digits).padStart(4, '0')}${letters}`;
}

/** A stride coprime with n, so i ↦ i·stride mod n is a permutation: code order ≠ id order. */
function strideFor(n: number): number {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  let stride = 7919;
  while (gcd(stride, n) !== 1) stride += 2;
  return stride;
}

const demoMaxId = (sqlite: SQLite.Database) =>
  (sqlite.prepare('select coalesce(max(id), 0) as id from zipcodes').get() as { id: number }).id;

/** Every (table, column) whose foreign key points at `target`, read from the schema. */
export function referencesTo(sqlite: SQLite.Database, target: string): [string, string][] {
  const tables = sqlite
    .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
    .all() as { name: string }[];
  return tables.flatMap(({ name }) =>
    (sqlite.pragma(`foreign_key_list("${name}")`) as { table: string; from: string }[])
      .filter((fk) => fk.table === target)
      .map((fk): [string, string] => [name, fk.from]),
  );
}

/**
 * `interleaved` (default, the less favourable case): rows of all localities alternate, as when they are
 * typed in over the years, so one locality's rows sit on many pages. `grouped`: each locality's
 * rows are contiguous, as after importing the postal service's file.
 */
export type Layout = 'interleaved' | 'grouped';

export async function buildData(
  rows: number,
  localities: number,
  layout: Layout,
  { json = true }: { json?: boolean } = {},
): Promise<BenchData> {
  const dir = mkdtempSync(join(tmpdir(), 'brokerdesk-bench-'));
  const path = join(dir, 'bench.db');
  const databaseUrl = `sqlite:${path}`;
  await migratedAndSeeded(databaseUrl);

  // Plain prepared INSERTs in one transaction: the fast way to bulk-load SQLite.
  const sqlite = new SQLite(path);
  const now = new Date().toISOString();
  const stateId = (sqlite.prepare('select min(id) as id from states').get() as { id: number }).id;
  const addLocality = sqlite.prepare(
    'insert into localities (state_id, name, search_text, name_search, created_at, updated_at) values (?, ?, ?, ?, ?, ?)',
  );
  const addZipcode = sqlite.prepare(
    'insert into zipcodes (id, locality_id, code, search_text, name_search, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?)',
  );
  const localityIds: number[] = [];
  const stride = strideFor(rows);
  const loadStart = performance.now();
  // As any bulk import does: the zipcodes' indexes are dropped and built again after the rows,
  // one sort each instead of a million random B-tree insertions (the same DDL, read back).
  const indexes = sqlite
    .prepare(
      "select name, sql from sqlite_master where type = 'index' and tbl_name = 'zipcodes' and sql is not null",
    )
    .all() as { name: string; sql: string }[];
  // The demo's few zipcodes are cited by the demo clients' addresses, so they cannot go: they
  // move to ids after the bench's, so the bench's rows keep ids 1..N (the same ids as json-server
  // and the `before` app, whose data set has no demo zipcodes) and its localities hold only them.
  const demoShift = rows + demoMaxId(sqlite);
  sqlite.pragma('foreign_keys = OFF'); // only outside a transaction; checked again below
  sqlite.transaction(() => {
    sqlite.prepare('update zipcodes set id = id + ?').run(demoShift);
    for (const [table, column] of referencesTo(sqlite, 'zipcodes'))
      sqlite
        .prepare(
          `update "${table}" set "${column}" = "${column}" + ? where "${column}" is not null`,
        )
        .run(demoShift);
    for (const index of indexes) sqlite.exec(`drop index "${index.name}"`);
    for (let l = 0; l < localities; l++) {
      const name = `Localidad de prueba ${String(l + 1).padStart(4, '0')}`;
      const { search_text, name_search } = searchColumns(locality, { name });
      const info = addLocality.run(stateId, name, search_text, name_search, now, now);
      localityIds.push(Number(info.lastInsertRowid));
    }
    for (let i = 0; i < rows; i++) {
      const code = cpaCode((i * stride) % rows);
      const l = layout === 'grouped' ? Math.floor((i * localities) / rows) : i % localities;
      const { search_text, name_search } = searchColumns(zipcode, { code });
      addZipcode.run(i + 1, localityIds[l], code, search_text, name_search, now, now);
    }
    for (const index of indexes) sqlite.exec(index.sql);
  })();
  const loadSeconds = (performance.now() - loadStart) / 1000;
  sqlite.pragma('foreign_keys = ON');
  const broken = sqlite.pragma('foreign_key_check') as unknown[];
  if (broken.length) throw new Error(`bench data: ${broken.length} dangling references`);

  // json-server gets what our API would answer for each row, in id order (the demo's too: the
  // same table as ours).
  let jsonPath: string | undefined;
  if (json) {
    const records = (
      sqlite.prepare('select * from zipcodes order by id').all() as Record<string, unknown>[]
    ).map((row) => decodeRow(zipcode, row));
    jsonPath = join(dir, 'db.json');
    writeFileSync(jsonPath, JSON.stringify({ zipcodes: records }));
  }
  sqlite.close();
  return {
    dir,
    databaseUrl,
    sqlitePath: path,
    jsonPath,
    rows,
    localityIds,
    loadSeconds,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
