/**
 * Issue 28 item 4: a record the viewer may not open changes no answer of a list that cites it.
 * For every declared reference to a scoped entity that a list searches, sorts or filters
 * through (a dotted filter), and for a viewer of the same organization who sees every row of
 * the list but not every cited record, and one of another organization: a listed row is made to
 * cite a hidden record, and the lists are read twice, once with the hidden record matching (its
 * search text holds the query, its name sorts first, its dotted field holds the filter's value)
 * and once without. Both answers (ids, order and total) must be equal. The same reads by the
 * product itself (which sees everything) must differ, or the test would prove nothing. The
 * cases come from the declarations: a new entity or reference is covered the day it is declared.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { throughFilterKeys, throughFilterOf } from '../../domain/engine/detailTabs';
import { entities, entityByName } from '../../domain/entities';
import type { Entity } from '../../domain/engine/entity';
import { isSortable, isTextKind } from '../../domain/engine/fields';
import { assignmentsOf } from '../../domain/engine/recordScope';
import { insertUser } from '../auth/users';
import { columnOf } from '../db/columns';
import { startTestApp, type TestApp, describeDialects } from '../test/harness';
import { sampleRecord } from '../test/samples';
import { createRecord } from './creating';
import { listRecords } from './listing';
import { parseListQuery } from './listQuery';
import { visibleTo, type Id, type Store, type Viewer } from './store';

const scoped = (e: Entity) => !!(e.scope || e.assignedTo || e.membersOf || e.ownedBy);

interface Case {
  entity: Entity;
  field: string;
  target: Entity;
  searched: boolean;
  sorted: boolean;
  dotted: string[];
}

const cases: Case[] = entities.flatMap((entity) =>
  Object.entries(entity.fields).flatMap(([field, declared]): Case[] => {
    if (declared.kind !== 'reference') return [];
    const target = entityByName(declared.target);
    if (!target || !scoped(target)) return [];
    const searched = entity.search.includes(field) && target.search.length > 0;
    const sorted = isSortable(declared);
    const dotted = throughFilterKeys(entity).filter((key) => key.startsWith(`${field}.`));
    return searched || sorted || dotted.length
      ? [{ entity, field, target, searched, sorted, dotted }]
      : [];
  }),
);

/**
 * References no generic sample makes a listed row cite a hidden record with: rows only their
 * owner lists (notifications, downloads), items kept inside their parent's form, and roles,
 * which every organization shares. Any other reference must be exercised.
 */
const UNSEEDED = [
  'auth-admin/assigment.role → auth-admin/role',
  'notifications.recipient → auth-admin/user',
  'admin/global_type/value.global_type_id → admin/global_type',
  'admin/download.user_id → auth-admin/user',
];

/** Seeded fast-check runs of the search per case and viewer (each reads a few lists). */
const RUNS = 2;

describeDialects('a hidden cited record changes no list answer on %s', (dialect) => {
  let t: TestApp;
  let store: Store;
  const users = { own: 0, other: 0 };
  /** What each kind of check proved: cases where the product's answer moved, and where not. */
  const sensitive = {
    search: new Set<string>(),
    sort: new Set<string>(),
    dotted: new Set<string>(),
  };
  const cited = new Set<string>();
  const checked = new Set<string>();

  beforeAll(async () => {
    t = await startTestApp(dialect);
    store = { db: t.database.db, dialect: t.database.dialect };
    const user = (name: string, organizations: number[]) =>
      insertUser(store, { name, email: `${name}@cited.test`, passwordHash: 'x', organizations });
    users.own = await user('propia', [1]);
    users.other = await user('ajena', [2]);
    // A row of each listed section in each organization, beside the demo data of the first.
    let seed = 900;
    for (const entity of new Set(cases.map((c) => c.entity)))
      for (const organizationId of [1, 2])
        await createRecord(store, entity, await sampleRecord(t.database, entity, seed++), {
          actorId: null,
          organizationId,
        }).catch(() => undefined); // a sample another rule refuses adds nothing
  }, 120_000);
  afterAll(() => t?.close());

  /** Sees every row of the list (its full access), nothing assigned to them elsewhere. */
  function viewersOf(entity: Entity): [string, Viewer][] {
    // An entity whose rows depend on the viewer's permissions (`rowsSeenBy`: the imports, by
    // type) is read as its section's own users read it, every row in their organization.
    const sees = entity.rowsSeenBy ? ['admin: imports'] : [];
    const permission = [...assignmentsOf(entity).flatMap((a) => a.seeAll.slice(0, 1)), ...sees];
    const access = { permission, role: [], assigment: [] };
    return [
      ['organization 1', { userId: users.own, organizationId: 1, organizations: [1], access }],
      ['organization 2', { userId: users.other, organizationId: 2, organizations: [2], access }],
    ];
  }

  const ids = (e: Entity) => store.db.selectFrom(e.table).select('id');
  const first = async (query: ReturnType<typeof ids>) =>
    (await query.orderBy('id').limit(1).executeTakeFirst())?.id as Id | undefined;
  const set = (e: Entity, id: Id, values: Record<string, unknown>) =>
    store.db.updateTable(e.table).set(values).where('id', '=', id).execute();
  const read = async (e: Entity, id: Id, column: string) =>
    (await store.db.selectFrom(e.table).select(column).where('id', '=', id).executeTakeFirst())?.[
      column
    ];

  /** Ids in order and total of a list read with the raw query parameters. */
  async function list(c: Case, viewer: Viewer | null, raw: Record<string, unknown>) {
    const query = parseListQuery(c.entity, {
      range: '[0,199]',
      ...Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, JSON.stringify(v)])),
    });
    const { records, total } = await listRecords(store, c.entity, query, viewer);
    return { ids: records.map((r) => String(r.id)), total };
  }

  /** Reads with the hidden record `hidden` first matching, then not: the two answers. */
  async function both(
    hidden: { entity: Entity; id: Id },
    states: [Record<string, unknown>, Record<string, unknown>],
    read: () => Promise<unknown>,
  ) {
    const answers = [];
    for (const values of states) {
      await set(hidden.entity, hidden.id, values);
      answers.push(await read());
    }
    return answers;
  }

  /** Whether the product (which sees the hidden record) gets two answers: once per case. */
  async function proveMoves(proved: Set<string>, name: string, read: () => Promise<unknown[]>) {
    if (proved.has(name)) return;
    const [a, b] = await read();
    if (JSON.stringify(a) !== JSON.stringify(b)) proved.add(name);
  }

  for (const c of cases) {
    const name = `${c.entity.name}.${c.field} → ${c.target.name}`;
    it(name, async () => {
      const T = c.target;
      const field = c.entity.fields[c.field];
      const column = columnOf(c.field, field);
      const label = columnOf(T.recordLabel, T.fields[T.recordLabel]);
      for (const [who, viewer] of viewersOf(c.entity)) {
        const row = await first(visibleTo(ids(c.entity), c.entity, viewer));
        if (row === undefined) continue;
        const before = await read(c.entity, row, column);
        // The first hidden record the row may cite (a unique pair may refuse some).
        const candidates = await ids(T)
          .where('id', 'not in', visibleTo(ids(T), T, viewer))
          .orderBy('id')
          .limit(20)
          .execute();
        let hiddenId: Id | undefined;
        for (const { id } of candidates)
          if (
            await set(c.entity, row, { [column]: id }).then(
              () => true,
              () => false,
            )
          ) {
            hiddenId = id as Id;
            break;
          }
        if (hiddenId === undefined) continue;
        const hidden = { entity: T, id: hiddenId };
        checked.add(name);
        const saved = {
          search_text: T.search.length ? await read(T, hiddenId, 'search_text') : undefined,
          [label]: await read(T, hiddenId, label),
        };
        try {
          if (await first(visibleTo(ids(c.entity), c.entity, viewer).where('id', '=', row)))
            cited.add(`${name} (${who})`);
          const some = (await visibleTo(ids(c.entity), c.entity, viewer).limit(40).execute()).map(
            (r) => r.id,
          );
          const near = [...new Set([row, ...some])];

          if (c.searched && typeof saved.search_text === 'string' && saved.search_text) {
            const text = saved.search_text;
            await fc.assert(
              fc.asyncProperty(
                fc.nat(text.length - 1),
                fc.integer({ min: 3, max: 16 }),
                async (start, length) => {
                  const q = text.slice(start, start + length).trim() || text.slice(0, 8);
                  const states: [Record<string, unknown>, Record<string, unknown>] = [
                    { search_text: text },
                    { search_text: '' },
                  ];
                  const reads = (v: Viewer | null) => async () => [
                    await list(c, v, { filter: { q } }),
                    await list(c, v, { filter: { id: [row], q } }),
                  ];
                  const [matching, not] = await both(hidden, states, reads(viewer));
                  expect(not, `${name}, ${who}, q=${q}`).toEqual(matching);
                  await proveMoves(sensitive.search, name, () => both(hidden, states, reads(null)));
                },
              ),
              { numRuns: RUNS, seed: 28 },
            );
            await set(T, hiddenId, { search_text: text });
          }

          if (c.sorted) {
            const text = isTextKind(T.fields[T.recordLabel].kind);
            const bounds = await store.db
              .selectFrom(T.table)
              .select((eb) => [eb.fn.min(label).as('low'), eb.fn.max(label).as('high')])
              .executeTakeFirstOrThrow();
            const states: [Record<string, unknown>, Record<string, unknown>] = text
              ? [{ [label]: 'AAAA oculto' }, { [label]: 'zzzz oculto' }]
              : [{ [label]: bounds.low }, { [label]: bounds.high }];
            const reads = (v: Viewer | null) => async () => [
              await list(c, v, { filter: { id: near }, sort: [c.field, 'ASC'] }),
              await list(c, v, { filter: { id: near }, sort: [c.field, 'DESC'] }),
            ];
            const [low, high] = await both(hidden, states, reads(viewer));
            expect(high, `${name}, ${who}, sort`).toEqual(low);
            await proveMoves(sensitive.sort, name, () => both(hidden, states, reads(null)));
            await set(T, hiddenId, { [label]: saved[label] });
          }

          for (const key of c.dotted) {
            const { via, hop } = throughFilterOf(c.entity, key)!;
            const viaField = hop.fields[via];
            const viaTarget = viaField.kind === 'reference' ? entityByName(viaField.target) : hop;
            const value = await first(ids(viaTarget));
            if (value === undefined) continue;
            const viaColumn = columnOf(via, viaField);
            const kept = await read(T, hiddenId, viaColumn);
            const states: [Record<string, unknown>, Record<string, unknown>] = [
              { [viaColumn]: value },
              { [viaColumn]: null },
            ];
            const reads = (v: Viewer | null) => async () => [
              await list(c, v, { filter: { [key]: value } }),
              await list(c, v, { filter: { id: [row], [key]: value } }),
            ];
            const [matching, not] = await both(hidden, states, reads(viewer));
            expect(not, `${name}, ${who}, ${key}`).toEqual(matching);
            await proveMoves(sensitive.dotted, name, () => both(hidden, states, reads(null)));
            await set(T, hiddenId, { [viaColumn]: kept });
          }
        } finally {
          await set(T, hiddenId, saved);
          await set(c.entity, row, { [column]: before });
        }
      }
    });
  }

  // Last in the file: what the cases above proved, so a check that saw nothing fails.
  it('saw listed rows citing hidden records, and answers the product sees move', () => {
    for (const known of ['opportunity.account_id', 'opportunity.lead_id', 'task.account_id']) {
      const [entity, field] = known.split('.');
      const target = entityByName(
        (entityByName(entity).fields[field] as { target: string }).target,
      ).name;
      const name = `${entity}.${field} → ${target}`;
      expect([...cited], known).toContain(`${name} (organization 1)`);
      expect([...sensitive.search], known).toContain(name);
      expect([...sensitive.sort], known).toContain(name);
    }
    expect(sensitive.dotted.size).toBeGreaterThan(0);
    const names = cases.map((c) => `${c.entity.name}.${c.field} → ${c.target.name}`);
    expect(names.filter((name) => !checked.has(name) && !UNSEEDED.includes(name))).toEqual([]);
  });
});
