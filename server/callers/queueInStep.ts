/**
 * Whether an organization's call queue is known to be in step with everything a rebuild reads
 * (rebuildQueue.ts), so "Siguiente llamado" can skip re-reading the whole queue: the sum of
 * those tables' write versions (server/db/writeVersions.ts) as a rebuild left them. Any write
 * to any of them, by whatever code path, moves the sum and the next call rebuilds. A call taken
 * from an in-step queue leaves it in step (its queue row leaves with its opportunity's wait),
 * so the take records the sum it leaves too.
 *
 * SQLite only: its one writer and its snapshots make the sum read at the end of a transaction
 * exactly the state that transaction read plus its own writes. On PostgreSQL another
 * transaction may commit between a rebuild's reads and its last read of the versions, so every
 * call rebuilds, as before.
 */
import { joinTable } from '../../domain/engine/entity';
import {
  callerPriority,
  callerPriorityGroup,
  callerQueue,
} from '../../domain/entities/callerPriority';
import { opportunity } from '../../domain/entities/opportunities';
import { versionQuery } from '../db/writeVersions';
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

const gated = (store: Store) => store.dialect === 'sqlite';

/** The tables' version sum, read on `store` (inside a transaction: with its own writes). */
export async function queueVersion(store: Store): Promise<number> {
  const [row] = await runRead(store, versionQuery(QUEUE_TABLES), []);
  return Number(row.version);
}

/** The sum the last rebuild (or take) of this process left the organization's queue in step at. */
export const inStepVersion = (database: Store, organization: number) =>
  gated(database) ? inStep.get(database.db)?.get(organization) : undefined;

/** Whether the organization's queue is as the last rebuild (or take) of this process left it. */
export async function queueInStep(database: Store, organization: number): Promise<boolean> {
  const known = inStepVersion(database, organization);
  return known !== undefined && known === (await queueVersion(database));
}

/** Records the sum a committed rebuild or take of `database` left (never a transaction's own). */
export function markInStep(database: Store, organization: number, version: number) {
  if (!gated(database) || database.db.isTransaction) return;
  let organizations = inStep.get(database.db);
  if (!organizations) inStep.set(database.db, (organizations = new Map()));
  organizations.set(organization, version);
}

/** What a rebuild or take must know of the sum it started from, read inside its transaction. */
export async function versionIfGated(tx: Store): Promise<number | undefined> {
  return gated(tx) ? queueVersion(tx) : undefined;
}
