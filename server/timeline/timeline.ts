/**
 * Reads one page of a client's history (domain/timeline.ts): each kind's newest rows after the
 * cursor, read with that entity's own row scope (`visibleTo`: an executive never gets another
 * assignee's task), and the audit trail's rows about the clients and what hangs from them;
 * merged and cut in domain (`pageOf`), then worded by domain/timelineItems.ts.
 */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { audit } from '../../domain/entities/audit';
import { entityByName } from '../../domain/entities';
import { auditActions } from '../../domain/entities/audit';
import { optionByCode } from '../../domain/engine/defineEnum';
import type { Entity } from '../../domain/engine/entity';
import { limitingScope } from '../../domain/engine/recordScope';
import { mayReadLabels } from '../../domain/engine/referenceLabels';
import { canAccess } from '../../domain/routes';
import {
  directLinkOf,
  pageOf,
  subjectLinkOf,
  TIMELINE_SUBJECT,
  timelineKinds,
  type TimelineKind,
  type TimelineLinks,
  type TimelineQuery,
} from '../../domain/timeline';
import {
  buildItems,
  changeItem,
  recordItem,
  TimelineNames,
  type AuditRow,
} from '../../domain/timelineItems';
import { decodeRow } from '../db/codec';
import type { DynamicSelect } from '../db/database';
import { listRecords } from '../rest/listing';
import { visibleTo, type Id, type Row, type Store, type Viewer } from '../rest/store';

const iso = (value: unknown) => new Date(String(value)).toISOString();
const DELETE = optionByCode(auditActions, 'delete').id;
const CREATE = optionByCode(auditActions, 'create').id;

type Eb = ExpressionBuilder<never, never>;
type Condition = (eb: Eb) => Expression<SqlBool>;

/** A candidate item: its time and key (for the merge) and how to build it once the page is cut. */
interface Candidate {
  at: string;
  id: string;
  build: (names: TimelineNames) => ReturnType<typeof recordItem>;
}

/** The records `target`'s ids name, as the viewer may read them (none if they may not). */
async function readRecords(store: Store, target: string, ids: Id[], viewer: Viewer) {
  if (!ids.length || !mayReadLabels(viewer.access, target)) return [];
  const query = {
    q: null,
    ids,
    conditions: [],
    sort: { field: 'id', order: 'asc' as const },
    offset: 0,
    limit: ids.length,
  };
  return (await listRecords(store, entityByName(target), query, viewer)).records;
}

/** The accounts of the page: the account itself, or the group's members the viewer sees. */
async function subjectAccounts(store: Store, parent: Entity, id: Id, viewer: Viewer) {
  const subject = entityByName(TIMELINE_SUBJECT);
  const link = subjectLinkOf(parent);
  const rows = await visibleTo(
    store.db
      .selectFrom(subject.table)
      .selectAll()
      .where(link ?? 'id', '=', id),
    subject,
    viewer,
  ).execute();
  return rows.map((row) => decodeRow(subject, row));
}

/**
 * The newest `limit + 1` rows of `query` whose time is before the cursor's, plus every row
 * sharing a millisecond with the cursor or with the last row read: among rows at one time the
 * order is by key (`pageOf`), which SQL's order by id does not follow, so none is cut there.
 */
async function windowed(
  query: DynamicSelect,
  at: Expression<unknown>,
  page: Pick<TimelineQuery, 'before' | 'limit'>,
): Promise<Row[]> {
  const cursor = page.before;
  const atMillisecond = (instant: string) =>
    query
      .where(at, '>=', instant)
      .where(at, '<', new Date(Date.parse(instant) + 1).toISOString())
      .execute();
  const older = await (cursor ? query.where(at, '<', cursor.at) : query)
    .orderBy(at, 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit + 1)
    .execute();
  const ties = [
    ...(cursor?.key ? [cursor.at] : []),
    ...(older.length > page.limit ? [iso(older[older.length - 1].timeline_at)] : []),
  ];
  const rows = new Map(older.map((row) => [String(row.id), row]));
  for (const instant of ties)
    for (const row of await atMillisecond(instant)) rows.set(String(row.id), row);
  return [...rows.values()];
}

/** The page's record and the accounts its feed covers. */
interface Subject {
  parent: Entity;
  parentId: Id;
  accounts: Id[];
}

/**
 * The rows hanging from the feed's subject: citing one of its accounts by `link`, or the page's
 * record itself by the reference `direct` declares for its entity (a task about the group).
 * Null when nothing can match (no accounts, no such reference).
 */
function hangingFrom(
  records: TimelineLinks,
  { parent, parentId, accounts }: Subject,
): Condition | null {
  const direct = directLinkOf(records, parent);
  const tests: Condition[] = [];
  if (accounts.length)
    tests.push((eb) => eb(records.link as never, 'in', accounts as never) as never);
  if (direct) tests.push((eb) => eb(direct as never, '=', parentId as never) as never);
  return tests.length ? (eb) => eb.or(tests.map((test) => test(eb))) : null;
}

async function recordCandidates(
  store: Store,
  kind: TimelineKind & { records: object },
  subject: Subject,
  viewer: Viewer,
  page: Pick<TimelineQuery, 'before' | 'limit'>,
): Promise<Candidate[]> {
  const entity = entityByName(kind.records.entity);
  const hanging = hangingFrom(kind.records, subject);
  if (!hanging) return [];
  const fields = [...kind.records.at, 'created_at'].map((f) => sql.ref(f));
  // SQLite's coalesce wants two arguments at least: a kind timed by its creation alone.
  const at =
    fields.length > 1 ? sql<string>`coalesce(${sql.join(fields)})` : sql<string>`${fields[0]}`;
  const query = visibleTo(
    store.db
      .selectFrom(entity.table)
      .selectAll()
      .select(at.as('timeline_at'))
      .where((eb) => hanging(eb as Eb)),
    entity,
    viewer,
  );
  const rows = await windowed(query, at, page);
  return rows.map((row) => {
    const record = decodeRow(entity, row);
    const when = iso(row.timeline_at);
    return {
      at: when,
      id: `${kind.code}:${String(record.id)}`,
      build: (names) => recordItem(kind, record, when, names),
    };
  });
}

/** Rows of entities hanging from the accounts, with their link, whose changes show. */
function relatedOf(viewer: Viewer) {
  const related = timelineKinds.flatMap((kind) => [
    ...(kind.records ? [{ ...kind.records, own: true }] : []),
    ...(kind.changes?.related ?? []).map((r) => ({ ...r, own: false })),
  ]);
  return related
    .map((r) => ({ ...r, entity: entityByName(r.entity) }))
    .filter((r) => canAccess(viewer.access, r.entity.name, 'list'));
}

/** "…"account_id":"{uuid}"…": a removed record's link, as the trail wrote its values. */
const linkPatterns = (link: string, id: Id) =>
  typeof id === 'string'
    ? [`%"${link}":${JSON.stringify(id)}%`]
    : [`%"${link}":${id},%`, `%"${link}":${id}}%`];

async function changeCandidates(
  store: Store,
  subject: Subject,
  viewer: Viewer,
  page: Pick<TimelineQuery, 'before' | 'limit'>,
): Promise<Candidate[]> {
  const { parent, parentId, accounts } = subject;
  const related = relatedOf(viewer);
  const branches: Condition[] = [];
  if (accounts.length)
    branches.push((eb) =>
      eb.and([
        eb('resource' as never, '=', TIMELINE_SUBJECT as never),
        eb('record_id' as never, 'in', accounts.map(String) as never),
      ]),
    );
  if (parent.name !== TIMELINE_SUBJECT)
    branches.push((eb) =>
      eb.and([
        eb('resource' as never, '=', parent.name as never),
        eb('record_id' as never, '=', String(parentId) as never),
      ]),
    );
  for (const { entity, own, ...records } of related) {
    const hanging = hangingFrom(records, subject);
    if (!hanging) continue;
    // Ids as the trail keeps them (text), of the records the viewer sees, by their own scope.
    const ids = visibleTo(
      store.db
        .selectFrom(entity.table)
        .select(sql<string>`cast(${sql.ref('id')} as text)`.as('id'))
        .where((eb) => hanging(eb as Eb)),
      entity,
      viewer,
    );
    branches.push((eb) =>
      eb.and([
        eb('resource' as never, '=', entity.name as never),
        eb('record_id' as never, 'in', ids as never),
        // A record kind's creation is its own item.
        ...(own ? [eb('action' as never, '<>', CREATE as never)] : []),
      ]),
    );
    // A removed record is out of its scope's reach: its removal shows only to those whom
    // the scope does not narrow, or narrows through the client itself.
    const scope = limitingScope(entity, viewer.access);
    if (scope?.some((b) => b.limited && !b.assignment.via)) continue;
    const direct = directLinkOf(records, parent);
    const patterns = [
      ...accounts.flatMap((id) => linkPatterns(records.link, id)),
      ...(direct ? linkPatterns(direct, parentId) : []),
    ];
    branches.push((eb) =>
      eb.and([
        eb('resource' as never, '=', entity.name as never),
        eb('action' as never, '=', DELETE as never),
        eb.or(patterns.map((p) => eb('changes' as never, 'like', p as never))),
      ]),
    );
  }
  if (!branches.length) return [];
  const query = visibleTo(
    store.db
      .selectFrom(audit.table)
      .select(['id', 'user_id', 'resource', 'record_id', 'action', 'changes', 'created_at'])
      .select(sql.ref('created_at').as('timeline_at'))
      .where((eb) => eb.or(branches.map((branch) => branch(eb as Eb)))),
    audit,
    viewer,
  );
  const rows = await windowed(query, sql.ref('created_at'), page);
  const links = new Map(related.map((r) => [r.entity.name, r.link]));
  return rows.map((row) => ({
    at: iso(row.created_at),
    id: `change:${String(row.id)}`,
    build: (names) =>
      changeItem(row as unknown as AuditRow, names, links.get(String(row.resource))),
  }));
}

/**
 * One page of the history of `parent`'s record `parentId` (an account, or a group of them) as
 * `viewer` may see it; the caller has checked the record is visible to them.
 */
export async function readTimeline(
  store: Store,
  parent: Entity,
  parentId: Id,
  viewer: Viewer,
  query: TimelineQuery,
) {
  const accounts = await subjectAccounts(store, parent, parentId, viewer);
  const subject = { parent, parentId, accounts: accounts.map((a) => a.id as Id) };
  const candidates: Candidate[] = [];
  for (const kind of query.kinds) {
    if (kind.records) {
      if (!canAccess(viewer.access, kind.records.entity, 'list')) continue;
      candidates.push(...(await recordCandidates(store, kind, subject, viewer, query)));
    } else {
      candidates.push(...(await changeCandidates(store, subject, viewer, query)));
    }
  }
  const { page, next } = pageOf(candidates, query);
  const names = new TimelineNames();
  names.add(TIMELINE_SUBJECT, accounts);
  const items = await buildItems(
    () => page.map((candidate) => candidate.build(names)),
    names,
    (target, wanted) => readRecords(store, target, wanted, viewer),
  );
  return { items, next };
}
