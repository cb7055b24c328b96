/**
 * The viewer's scope is written twice: as Kysely conditions (store.ts `visibleTo`, used by the
 * reference checks before a write and by the notifier) and as the compiled SQL text of the read
 * hot path (compiledQueries.ts). This test holds them to the same rows for every entity and
 * every kind of viewer, with rows of several organizations and global ones in the tables.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { entities } from '../../domain/entities';
import { startTestApp, type TestApp, describeDialects } from '../test/harness';
import { sampleRecord } from '../test/samples';
import { listRecords } from './listing';
import { parseListQuery } from './listQuery';
import { createRecord } from './repository';
import { visibleTo, type Store, type Viewer } from './store';

const PAGE = 5000;
const entityOf = (table: string) => entities.find((e) => e.table === table)!;

const viewers: [string, Viewer][] = [
  ['organization 1', { userId: 1, organizationId: 1, organizations: [1] }],
  ['organization 2', { userId: 2, organizationId: 2, organizations: [2] }],
  ['organizations 1 and 2, working in 2', { userId: 3, organizationId: 2, organizations: [2, 1] }],
  ['no organization', { userId: 4, organizationId: null, organizations: [] }],
  // Record-level scope (`assignedTo`): the demo executive (user 2) and a full access.
  ['an executive of organization 1', { ...access(2, ['accounts: view']) }],
  ['the clients’ full access in organization 1', { ...access(3, ['accounts: full_access']) }],
];

function access(userId: number, permission: string[]): Viewer {
  return {
    userId,
    organizationId: 1,
    organizations: [1],
    access: { permission, role: [], assigment: [] },
  };
}

describeDialects('visibleTo and the compiled reads agree on %s', (dialect) => {
  let t: TestApp;
  let store: Store;
  const writable = entities.filter((e) => !e.readOnly);
  let created = 0;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    store = { db: t.database.db, dialect: t.database.dialect };
    let seed = 700;
    // Rows of organization 2 and global rows beside the demo data of organization 1.
    for (const entity of writable)
      for (const organizationId of [2, null]) {
        const body = await sampleRecord(t.database, entity, seed++);
        await createRecord(store, entity, body, { actorId: null, organizationId }).then(
          () => created++,
          () => undefined, // a sample another rule refuses (unique, locked) adds nothing
        );
      }
  }, 120_000);
  afterAll(() => t?.close());

  it('has rows of organization 2 and global rows to tell the viewers apart', () => {
    expect(created).toBeGreaterThanOrEqual(writable.length);
  });

  it('gives the executive some of the clients and their links, and the full access all', async () => {
    const count = async (name: string, viewer: Viewer) =>
      (await visibleTo(store.db.selectFrom(name).select('id'), entityOf(name), viewer).execute())
        .length;
    const [executive, full] = [viewers[4][1], viewers[5][1]];
    for (const table of ['accounts', 'account_contacts']) {
      const own = await count(table, executive);
      expect(own, table).toBeGreaterThan(0);
      expect(own, table).toBeLessThan(await count(table, full));
    }
  });

  for (const entity of entities)
    it(`${entity.label.many}: the same rows for every viewer`, async () => {
      for (const [name, viewer] of viewers) {
        const expected = await visibleTo(
          store.db.selectFrom(entity.table).select('id'),
          entity,
          viewer,
        ).execute();
        // Page by page: the demo's quotas run past one page.
        const records: Record<string, unknown>[] = [];
        let total = 0;
        for (let from = 0; from === 0 || from < total; from += PAGE) {
          const range = `[${from},${from + PAGE - 1}]`;
          const page = await listRecords(store, entity, parseListQuery(entity, { range }), viewer);
          records.push(...page.records);
          total = page.total;
        }
        const ids = (rows: Record<string, unknown>[]) => rows.map((r) => String(r.id)).sort();
        expect(ids(records), `${entity.name}, ${name}`).toEqual(ids(expected));
        expect(total, `${entity.name}, ${name}`).toBe(expected.length);
      }
    });
});
