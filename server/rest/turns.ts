/**
 * Writes that take turns with everyone else's requests (issue 31, bench/emissions.ts). On SQLite
 * a write never gives the event loop back: better-sqlite3 is synchronous, and each «Emitir» ran
 * whole in the promise callbacks of its request's arrival. A hundred arriving together were read
 * in one turn of the loop and ran back to back in it (~2.5 ms of CPU each): a list asked
 * meanwhile waited for all of them, 380 ms.
 *
 * Work given to `inTurn` runs at most `TURNS[dialect]` at a time per database, each started on a
 * later turn of the event loop (setImmediate): the requests that arrived meanwhile are read and
 * answered between two writes, which keep the order they came in. On PostgreSQL a write waits
 * for the server, not the loop; the bound keeps most of the pool's connections for the reads.
 *
 * Never await a turn while holding one (a command's handler running another command on the
 * database's store rather than its transaction's): it would wait for itself. Inside a
 * transaction the work runs at once, as part of the turn that opened it.
 */
import type { DynamicDb } from '../db/database';
import type { Store } from './store';

const TURNS = { sqlite: 1, postgres: 4 } as const;

interface Turns {
  running: number;
  waiting: (() => void)[];
}

/** Each open database's turns, by its Kysely instance (as database.ts keeps its readers). */
const turnsOf = new WeakMap<DynamicDb, Turns>();

export async function inTurn<T>(store: Store, work: () => Promise<T>): Promise<T> {
  if (store.db.isTransaction) return work();
  let turns = turnsOf.get(store.db);
  if (!turns) turnsOf.set(store.db, (turns = { running: 0, waiting: [] }));
  const limit = TURNS[store.dialect];
  const next = (t: Turns) => {
    if (t.running >= limit || !t.waiting.length) return;
    t.running++;
    setImmediate(t.waiting.shift()!);
  };
  await new Promise<void>((resolve) => {
    turns.waiting.push(resolve);
    next(turns);
  });
  try {
    return await work();
  } finally {
    turns.running--;
    next(turns);
  }
}
