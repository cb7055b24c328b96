/**
 * Whether an organization's call queue is known to be in step with everything a rebuild reads
 * (rebuildQueue.ts), so "Siguiente llamado" can skip re-reading the whole queue: the sum of
 * those tables' write versions (server/db/writeVersions.ts) as a rebuild left them. Any write
 * to any of them, by whatever code path, moves the sum and the next call rebuilds. A call taken
 * from an in-step queue leaves it in step (its queue row leaves with its opportunity's wait),
 * so the take records the sum it leaves too.
 *
 * The sum read at the end of a rebuild or take must be exactly the state it read plus its own
 * writes:
 * - SQLite: its one writer and its snapshots make it so.
 * - PostgreSQL (read committed): another transaction could commit between two reads of one
 *   transaction. A rebuild or take first locks the queue tables' rows of `write_versions` (every
 *   shard, `for update`): every write to those tables bumps one of them (a statement trigger), so any other
 *   writer waits for this transaction's commit at its bump, and nothing can commit in between.
 *   The price: writers of opportunities (and users) wait for a rebuild to finish, as writers of
 *   the queue did already; two transactions locking those rows in opposite orders can deadlock,
 *   and the loser answers a retryable 503 (server/db/README.md).
 */
import { joinTable } from '../../domain/engine/entity';
import {
  callerPriority,
  callerPriorityGroup,
  callerQueue,
} from '../../domain/entities/callerPriority';
import { opportunity } from '../../domain/entities/opportunities';
import { versionQuery, WRITE_VERSIONS_TABLE } from '../db/writeVersions';
import { runRead } from '../rest/readQuery';
import type { Store } from '../rest/store';

/** What a rebuild reads: the calls, the opportunities, the rules, the groups and who may log in. */
const QUEUE_TABLES = [
  opportunity.table,
  callerQueue.table,
  callerPriority.table,
  callerPriorityGroup.table,
  joinTable(callerPriorityGroup, 'executives'),
  'users',
];

/** By database (its Kysely instance), by organization: the sum a rebuild or a take left. */
const inStep = new WeakMap<object, Map<number, number>>();

/** The tables' version sum, read on `store` (inside a transaction: with its own writes). */
export async function queueVersion(store: Store): Promise<number> {
  const [row] = await runRead(store, versionQuery(QUEUE_TABLES), []);
  return Number(row.version);
}

/** The sum the last rebuild (or take) of this process left the organization's queue in step at. */
export const inStepVersion = (database: Store, organization: number) =>
  inStep.get(database.db)?.get(organization);

/** Whether the organization's queue is as the last rebuild (or take) of this process left it. */
export async function queueInStep(database: Store, organization: number): Promise<boolean> {
  const known = inStepVersion(database, organization);
  return known !== undefined && known === (await queueVersion(database));
}

/** Records the sum a committed rebuild or take of `database` left (never a transaction's own). */
export function markInStep(database: Store, organization: number, version: number) {
  if (database.db.isTransaction) return;
  let organizations = inStep.get(database.db);
  if (!organizations) inStep.set(database.db, (organizations = new Map()));
  organizations.set(organization, version);
}

/**
 * Read first thing in a rebuild's or take's transaction: on PostgreSQL, locks the queue tables'
 * version rows until the commit (see above), in the tables' order.
 */
export async function lockQueueVersions(tx: Store): Promise<void> {
  if (tx.dialect !== 'postgres') return;
  const names = QUEUE_TABLES.map((_, i) => `$${i + 1}`).join(', ');
  await runRead(
    tx,
    `select version from ${WRITE_VERSIONS_TABLE} where table_name in (${names}) order by table_name, shard for update`,
    [...QUEUE_TABLES],
  );
}
