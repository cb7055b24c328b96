/**
 * Rebuilds the call queue (spec 7 `admin/caller_priority/set_stocks_job`, and the scheduler's
 * caller-priority stock rebuild): every opportunity waiting for a call gets the most specific
 * active rule that matches it (branch, campaign, source; then the lowest priority number), that
 * rule's priority and due time, and an executive of the rule's group. A call keeps its executive
 * while they are still in the group, so a rebuild in the middle of the day does not reshuffle
 * work; new or orphaned calls go to the group's executive with the fewest calls, the most
 * urgent first; a call to an opportunity's client stays with the opportunity's executive.
 * The queue is first brought in step with the opportunities (syncCalls.ts). Each
 * organization's queue is rebuilt from its own rules, in one transaction, and each changed
 * call leaves an audit row.
 */
import { sql } from 'kysely';
import { joinTable, ORGANIZATION_COLUMN } from '../../domain/engine/entity';
import { LOGIN_STATES } from '../../domain/entities/auth';
import {
  callerPriority,
  callerPriorityGroup,
  callerQueue,
} from '../../domain/entities/callerPriority';
import { decodeRow, normaliseSearch, type Row } from '../db/codec';
import { recordAudit } from '../rest/auditTrail';
import { inTransaction, type Store } from '../rest/store';
import { opportunity } from '../../domain/entities/opportunities';
import { syncCalls, WAITING } from './syncCalls';
import { lockQueueVersions, markInStep, queueInStep, queueVersion } from './queueInStep';

/** The queue's advisory lock, with the organization as its second key (taskReminders.ts has 7270112). */
const QUEUE_LOCK = 7270120;

export interface CallerQueueResult {
  /** Calls in the rebuilt queues. */
  calls: number;
  /** Calls whose rule, executive, priority or due time changed. */
  changed: number;
  /** Calls no active rule matches (left without executive, at the end of the queue). */
  unmatched: number;
}

interface Rule {
  id: number;
  groupId: number;
  branchId: number | null;
  campaignId: number | null;
  source: string | null;
  priority: number;
  responseMinutes: number;
}

const specificity = (r: Rule) =>
  Number(r.branchId !== null) + Number(r.campaignId !== null) + Number(r.source !== null);

/** Most specific first, then the most urgent, then the oldest rule. */
const byPreference = (a: Rule, b: Rule) =>
  specificity(b) - specificity(a) || a.priority - b.priority || a.id - b.id;

const sourceKey = (value: unknown) =>
  value === null || value === undefined || value === '' ? null : normaliseSearch(String(value));

function matches(rule: Rule, call: Row): boolean {
  return (
    (rule.branchId === null || rule.branchId === call.branch_id) &&
    (rule.campaignId === null || rule.campaignId === call.campaign_id) &&
    (rule.source === null || rule.source === sourceKey(call.source))
  );
}

async function rulesOf(store: Store, organization: number): Promise<Rule[]> {
  const rows = await store.db
    .selectFrom(callerPriority.table)
    .selectAll()
    .where(ORGANIZATION_COLUMN, '=', organization)
    .execute();
  return rows
    .map((row) => decodeRow(callerPriority, row))
    .filter((r) => r.active === true)
    .map((r) => ({
      id: Number(r.id),
      groupId: Number(r.group_id),
      branchId: r.branch_id === null ? null : Number(r.branch_id),
      campaignId: r.campaign_id === null ? null : Number(r.campaign_id),
      source: sourceKey(r.source),
      priority: Number(r.priority),
      responseMinutes: Number(r.response_minutes),
    }))
    .sort(byPreference);
}

/** Each active group's executives who may still log in, in the group's order. */
async function executivesOf(store: Store, organization: number): Promise<Map<number, number[]>> {
  const groups = (
    await store.db
      .selectFrom(callerPriorityGroup.table)
      .selectAll()
      .where(ORGANIZATION_COLUMN, '=', organization)
      .execute()
  )
    .map((row) => decodeRow(callerPriorityGroup, row))
    .filter((g) => g.active === true);
  const members = groups.length
    ? await store.db
        .selectFrom(`${joinTable(callerPriorityGroup, 'executives')} as m`)
        .innerJoin('users as u', 'u.id', 'm.target_id')
        .select(['m.owner_id', 'm.target_id'])
        .where(
          'm.owner_id',
          'in',
          groups.map((g) => g.id as number),
        )
        .where('u.state', 'in', [...LOGIN_STATES])
        .orderBy('m.owner_id')
        .orderBy('m.position')
        .execute()
    : [];
  const byGroup = new Map<number, number[]>(groups.map((g) => [Number(g.id), []]));
  for (const m of members) byGroup.get(Number(m.owner_id))?.push(Number(m.target_id));
  return byGroup;
}

/** Which of these users may still log in. */
async function loginable(store: Store, ids: unknown[]): Promise<Set<number>> {
  const wanted = [...new Set(ids.filter((id) => id !== null).map(Number))];
  const found = new Set<number>();
  for (let start = 0; start < wanted.length; start += 500) {
    const rows = await store.db
      .selectFrom('users')
      .select('id')
      .where('id', 'in', wanted.slice(start, start + 500))
      .where('state', 'in', [...LOGIN_STATES])
      .execute();
    for (const row of rows) found.add(Number(row.id));
  }
  return found;
}

const dueAt = (receivedAt: unknown, minutes: number) =>
  new Date(Date.parse(String(receivedAt)) + minutes * 60_000).toISOString();

const sameInstant = (a: unknown, b: unknown) =>
  (a === null || a === undefined) === (b === null || b === undefined) &&
  (a == null || Date.parse(String(a)) === Date.parse(String(b)));

async function rebuildOrganization(
  store: Store,
  organization: number,
  actorId: number | null,
): Promise<CallerQueueResult & { version: number }> {
  // Two rebuilds of one organization at once (a double click on «Siguiente llamado», the
  // schedule's run) would delete and insert the same queue rows in opposite orders: a
  // deadlock, answered 503. One waits for the other instead.
  if (store.dialect === 'postgres')
    await sql`select pg_advisory_xact_lock(${QUEUE_LOCK}, ${organization})`.execute(store.db);
  // Before anything is read: the sum read last is then this state plus its writes (queueInStep.ts).
  await lockQueueVersions(store);
  await syncCalls(store, organization, actorId);
  const rules = await rulesOf(store, organization);
  const executives = await executivesOf(store, organization);
  const usable = rules.filter((r) => (executives.get(r.groupId) ?? []).length > 0);
  const rows = await store.db
    .selectFrom(`${callerQueue.table} as q`)
    .leftJoin(`${opportunity.table} as o`, 'o.id', 'q.opportunity_id')
    .selectAll('q')
    .select('o.executive_id as owner_id')
    .where(`q.${ORGANIZATION_COLUMN}`, '=', organization)
    .orderBy('q.id')
    .execute();
  const calls = rows.map((row) => decodeRow(callerQueue, row));
  // An opportunity's own executive makes its calls (their client, their call back) while they
  // may still log in; otherwise the call goes to the rule's group like any other.
  const active = await loginable(
    store,
    rows.map((row) => row.owner_id),
  );
  const owners = rows.map((row) =>
    row.owner_id !== null && active.has(Number(row.owner_id)) ? Number(row.owner_id) : null,
  );

  const load = new Map<number, number>();
  const planned = calls.map((call, index) => {
    const rule = usable.find((r) => matches(r, call)) ?? null;
    const group = rule ? executives.get(rule.groupId)! : [];
    const current = call.executive_id === null ? null : Number(call.executive_id);
    const keep = owners[index] ?? (current !== null && group.includes(current) ? current : null);
    if (keep !== null) load.set(keep, (load.get(keep) ?? 0) + 1);
    return { call, rule, group, executive: keep };
  });
  // The most urgent calls are handed out first, so they spread over the whole group.
  const waiting = planned
    .filter((p) => p.rule && p.executive === null)
    .sort(
      (a, b) =>
        a.rule!.priority - b.rule!.priority ||
        Date.parse(String(a.call.received_at)) - Date.parse(String(b.call.received_at)),
    );
  for (const p of waiting) {
    const chosen = p.group.reduce((best, id) =>
      (load.get(id) ?? 0) < (load.get(best) ?? 0) ? id : best,
    );
    load.set(chosen, (load.get(chosen) ?? 0) + 1);
    p.executive = chosen;
  }

  let changed = 0;
  const now = new Date().toISOString();
  for (const { call, rule, executive } of planned) {
    const next: Row = {
      rule_id: rule?.id ?? null,
      executive_id: executive,
      priority: rule?.priority ?? null,
      due_at: rule ? dueAt(call.received_at, rule.responseMinutes) : null,
    };
    const changes: Row = {};
    for (const [name, value] of Object.entries(next)) {
      const same = name === 'due_at' ? sameInstant(call[name], value) : call[name] === value;
      if (!same) changes[name] = { from: call[name], to: value };
    }
    if (!Object.keys(changes).length) continue;
    changed += 1;
    await store.db
      .updateTable(callerQueue.table)
      .set({ ...next, updated_at: now })
      .where('id', '=', call.id as number)
      .execute();
    await recordAudit(
      store,
      { actorId },
      {
        entity: callerQueue,
        recordId: call.id as number,
        action: 'update',
        changes,
        organizations: [organization],
      },
    );
  }
  return {
    calls: calls.length,
    changed,
    unmatched: planned.filter((p) => !p.rule).length,
    version: await queueVersion(store),
  };
}

/** Organizations with queued calls or opportunities that may wait for one. */
async function organizationsWithCalls(store: Store): Promise<number[]> {
  const of = async (table: string, statuses?: number[]) => {
    let query = store.db.selectFrom(table).select(ORGANIZATION_COLUMN).distinct();
    if (statuses) query = query.where('status', 'in', statuses);
    return (await query.execute()).map((r) => r[ORGANIZATION_COLUMN]);
  };
  const all = [...(await of(callerQueue.table)), ...(await of(opportunity.table, WAITING))];
  return [...new Set(all.filter((o) => o !== null).map(Number))].sort((a, b) => a - b);
}

/**
 * Rebuilds the call queue of one organization, or of every organization that has calls.
 * `actorId`: who asked (null: the scheduler). Pass the database's store, not a transaction's:
 * each organization is rebuilt in a transaction of its own.
 */
export async function rebuildCallerQueue(
  store: Store,
  options: { organizationId?: number; actorId?: number | null; ifChanged?: boolean } = {},
): Promise<CallerQueueResult> {
  const organizations =
    options.organizationId !== undefined
      ? [options.organizationId]
      : await organizationsWithCalls(store);
  const total: CallerQueueResult = { calls: 0, changed: 0, unmatched: 0 };
  for (const organization of organizations) {
    // `ifChanged` ("Siguiente llamado"): nothing a rebuild reads was written since the last one
    // left the queue in step, so it would change nothing (queueInStep.ts). Counts stay 0.
    if (options.ifChanged && (await queueInStep(store, organization))) continue;
    const result = await inTransaction(store, (tx) =>
      rebuildOrganization(tx, organization, options.actorId ?? null),
    );
    markInStep(store, organization, result.version);
    total.calls += result.calls;
    total.changed += result.changed;
    total.unmatched += result.unmatched;
  }
  return total;
}
