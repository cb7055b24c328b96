/** Inserts compiled once (compiledInserts.ts) store and answer exactly what the builder does. */
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDialects } from '../test/harness';
import { openDatabase, type Database } from './database';
import { insertRows, parametersOf } from './compiledInserts';

describeDialects('compiled inserts on %s', (dialect) => {
  const table = `compiled_${randomBytes(4).toString('hex')}`;
  let database: Database;
  let dir = '';

  beforeAll(async () => {
    if (dialect === 'sqlite') {
      dir = mkdtempSync(join(tmpdir(), 'bo-inserts-'));
      database = openDatabase(`sqlite:${join(dir, 'inserts.db')}`);
    } else database = openDatabase(process.env.TEST_DATABASE_URL!);
    const id = dialect === 'sqlite' ? 'integer primary key autoincrement' : 'serial primary key';
    await sql
      .raw(
        `create table ${table} (id ${id}, name text not null, amount integer, note text, data ${dialect === 'sqlite' ? 'blob' : 'bytea'})`,
      )
      .execute(database.db);
  });

  afterAll(async () => {
    await sql.raw(`drop table if exists ${table}`).execute(database.db);
    await database.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const insert = (rows: Record<string, unknown>[], returning: boolean) =>
    insertRows(database.db, dialect, table, rows, { returning });

  const rows = () =>
    database.db.selectFrom(table).selectAll().orderBy('id').execute() as Promise<
      Record<string, unknown>[]
    >;

  it("binds the values in the order of the builder's own statement", () => {
    const batch = [
      { name: 'Rivadavia', amount: 1, note: null },
      { name: 'Corrientes', amount: 2, note: 'b' },
    ];
    const compiled = database.db.insertInto(table).values(batch).compile();
    expect(parametersOf(batch, ['name', 'amount', 'note'])).toEqual(compiled.parameters);
  });

  it('inserts and answers the stored rows, the same text again with other values', async () => {
    const first = await insert([{ name: 'Uno', amount: 1 }], true);
    const second = await insert([{ name: 'Dos', amount: 2 }], true);
    expect(first).toEqual([{ id: first[0].id, name: 'Uno', amount: 1, note: null, data: null }]);
    expect(second).toEqual([{ id: second[0].id, name: 'Dos', amount: 2, note: null, data: null }]);
    const batch = [
      { name: 'Tres', amount: 3, note: 'x' },
      { name: 'Cuatro', amount: null, note: "o'clock" },
    ];
    expect(await insert(batch, false)).toEqual([]);
    expect((await rows()).map(({ name, amount, note }) => [name, amount, note])).toEqual([
      ['Uno', 1, null],
      ['Dos', 2, null],
      ['Tres', 3, 'x'],
      ['Cuatro', null, "o'clock"],
    ]);
  });

  it('leaves rows of other columns, or with an expression, to the builder', async () => {
    const mixed = [
      { name: 'Cinco', amount: 5 },
      { amount: 6, name: 'Seis', note: 'n' },
    ];
    const answered = await insert(mixed, true);
    expect(answered.map((row) => [row.name, row.amount, row.note])).toEqual([
      ['Cinco', 5, null],
      ['Seis', 6, 'n'],
    ]);
    const [computed] = await insert([{ name: sql<string>`upper('siete')`, amount: 7 }], true);
    expect(computed.name).toBe('SIETE');
  });

  it('stores bytes as they are, and a large batch through the builder', async () => {
    const bytes = Buffer.from([0, 1, 254, 255]);
    const [stored] = await insert([{ name: 'Ocho', data: bytes }], true);
    expect(Buffer.from(stored.data as Uint8Array).equals(bytes)).toBe(true);
    const many = Array.from({ length: 40 }, (_, i) => ({ name: `Fila ${i}`, amount: i }));
    const answered = await insert(many, true);
    expect(answered.map((row) => row.amount)).toEqual(many.map((row) => row.amount));
  });
});
