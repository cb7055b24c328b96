import { describe, expect, it } from 'vitest';
import type { Store } from './store';
import { inTurn } from './turns';

/** A store as inTurn sees it: its database (the key of its turns) and dialect. */
const storeOf = (dialect: Store['dialect'], isTransaction = false) =>
  ({ db: { isTransaction }, dialect }) as unknown as Store;

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('inTurn', () => {
  it('runs the works on SQLite one at a time, in the order they came', async () => {
    const store = storeOf('sqlite');
    const seen: string[] = [];
    let running = 0;
    const work = (name: string) =>
      inTurn(store, async () => {
        running++;
        seen.push(`${name}:${running}`);
        await tick();
        running--;
        return name;
      });
    expect(await Promise.all(['a', 'b', 'c'].map(work))).toEqual(['a', 'b', 'c']);
    expect(seen).toEqual(['a:1', 'b:1', 'c:1']);
  });

  it('gives the event loop a turn between two works', async () => {
    const store = storeOf('sqlite');
    const seen: string[] = [];
    // Each work is synchronous, as a write on better-sqlite3 is: without turns the second would
    // start in the same promise callbacks, before anything else the loop had waiting.
    const first = inTurn(store, async () => {
      seen.push('first');
      setImmediate(() => seen.push('a request that arrived meanwhile'));
    });
    const second = inTurn(store, async () => void seen.push('second'));
    await Promise.all([first, second]);
    expect(seen).toEqual(['first', 'a request that arrived meanwhile', 'second']);
  });

  it('runs up to four at once on PostgreSQL', async () => {
    const store = storeOf('postgres');
    let running = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 10 }, () =>
        inTurn(store, async () => {
          most = Math.max(most, ++running);
          for (let i = 0; i < 5; i++) await tick();
          running--;
        }),
      ),
    );
    expect(most).toBe(4);
  });

  it('keeps the turns of each database apart', async () => {
    const one = storeOf('sqlite');
    const other = storeOf('sqlite');
    let release!: () => void;
    const held = inTurn(one, () => new Promise<void>((resolve) => (release = resolve)));
    // The other database's work does not wait for the first one's turn.
    await expect(inTurn(other, async () => 'done')).resolves.toBe('done');
    release();
    await held;
  });

  it('runs work inside a transaction at once, as part of the turn that opened it', async () => {
    const seen: string[] = [];
    const work = inTurn(storeOf('sqlite', true), async () => void seen.push('work'));
    seen.push('called');
    await work;
    expect(seen).toEqual(['work', 'called']);
  });

  it('gives the turn on when a work fails', async () => {
    const store = storeOf('sqlite');
    const failing = inTurn(store, async () => {
      throw new Error('refused');
    });
    const next = inTurn(store, async () => 'next');
    await expect(failing).rejects.toThrow('refused');
    await expect(next).resolves.toBe('next');
  });
});
