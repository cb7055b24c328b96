/**
 * PostgreSQL's write versions in shards: two transactions writing one table on connections of
 * different shards do not wait for each other's commit, the sum still counts every committed
 * write, and a database of before the shards keeps its versions.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import pg from 'pg';
import { zipcode } from '../../domain/entities/locations';
import { useTestApp } from '../test/harness';
import { installWriteVersions, VERSION_SHARDS, versionQuery } from './writeVersions';

const TABLE = zipcode.table;
/** A statement that changes no row still fires the table's statement trigger. */
const TOUCH = `update ${TABLE} set id = id where false`;

describe.skipIf(!process.env.TEST_DATABASE_URL)('write versions on postgres', () => {
  const app = useTestApp('postgres');

  const version = async () => {
    const { rows } = await sql
      .raw<{ version: string }>(versionQuery([TABLE]))
      .execute(app().database.db);
    return Number(rows[0].version);
  };

  /** Connections until two of them bump different shards. */
  async function twoShards(): Promise<pg.Client[]> {
    const opened: pg.Client[] = [];
    const byShard = new Map<number, pg.Client>();
    while (byShard.size < 2 && opened.length < 40) {
      const client = new pg.Client({ connectionString: app().config.databaseUrl });
      await client.connect();
      opened.push(client);
      const { rows } = await client.query(`select pg_backend_pid() % ${VERSION_SHARDS} as shard`);
      if (!byShard.has(rows[0].shard)) byShard.set(rows[0].shard, client);
    }
    for (const client of opened) if (![...byShard.values()].includes(client)) await client.end();
    return [...byShard.values()];
  }

  it('lets writers of one table commit without waiting for each other', async () => {
    const before = await version();
    const [first, second] = await twoShards();
    try {
      await first.query('begin');
      await first.query(TOUCH);
      // With one version row per table this waited for `first` to commit.
      await second.query("set lock_timeout = '2s'");
      await second.query('begin');
      await second.query(TOUCH);
      await second.query('commit');
      expect(await version()).toBe(before + 1);
      await first.query('commit');
      expect(await version()).toBe(before + 2);
    } finally {
      await Promise.all([first.end(), second.end()]);
    }
  });

  it('takes a rolled-back write back', async () => {
    const before = await version();
    await app()
      .database.db.transaction()
      .execute(async (trx) => {
        await sql.raw(TOUCH).execute(trx);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await version()).toBe(before);
  });

  it('keeps the versions of a database of before the shards', async () => {
    const db = app().database.db;
    const before = await version();
    await sql`drop table write_versions`.execute(db);
    await sql`create table write_versions (table_name varchar(255) primary key,
      version bigint not null default 0)`.execute(db);
    await sql`insert into write_versions (table_name, version) values (${TABLE}, ${before})`.execute(
      db,
    );
    await installWriteVersions(app().database);
    const { rows } = await sql<{ shards: string }>`select count(*) as shards from write_versions
      where table_name = ${TABLE}`.execute(db);
    expect(Number(rows[0].shards)).toBe(VERSION_SHARDS);
    expect(await version()).toBe(before);
    await sql.raw(TOUCH).execute(db);
    expect(await version()).toBe(before + 1);
  });
});
