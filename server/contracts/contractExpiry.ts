/**
 * A policy's validity ends (domain/entities/contractMachine.ts): one still in force whose
 * «Vigencia hasta» is past moves to not_validity, audited as the product's, by the daily job of
 * status expiries (server/jobs/cronJobs.ts, `dailyExpiries` of server/areas/contracts.ts); a
 * write that comes between (an annulment) wins, and the policy is looked at again next time.
 */
import { contract } from '../../domain/entities/contracts';
import { IN_FORCE, VALIDITY_ENDED_STATUS } from '../../domain/entities/contractMachine';
import { contractStatus } from '../../domain/enums/statuses';
import { optionByCode } from '../../domain/engine/defineEnum';
import { argentineToday } from '../../domain/engine/format';
import { decodeRow } from '../db/codec';
import { auditedMove } from '../rest/auditedMove';
import { inTransaction, type Store, type WriteContext } from '../rest/store';
import type { DailyExpiry } from '../jobs/cronJobs';

const PRODUCT: WriteContext = { actorId: null };

/** What the audit calls the move. */
export const VALIDITY_ENDED = 'Fin de vigencia';
/** Policies read at a time: a backlog (a long stop) is worked through in rounds. */
const BATCH = 500;

/** Moves the policies whose validity ended before `today`; returns how many moved. */
export async function expireContracts(store: Store, today = argentineToday()): Promise<number> {
  let moved = 0;
  for (;;) {
    const round = await expireBatch(store, today);
    moved += round.moved;
    if (round.read < BATCH || round.moved === 0) return moved;
  }
}

/** The daily job's entry: what it expired, as its run reads in «Tareas programadas». */
export const expireEndedPolicies: DailyExpiry = async (store, at) => ({
  label: 'Pólizas que terminaron su vigencia',
  changed: await expireContracts(store, argentineToday(at)),
});

async function expireBatch(store: Store, today: string) {
  const rows = await store.db
    .selectFrom(contract.table)
    .selectAll()
    .where(
      'status',
      'in',
      IN_FORCE.map((code) => optionByCode(contractStatus, code).id),
    )
    .where('validity_to', '<', today)
    .limit(BATCH)
    .execute();
  const changes = { status: optionByCode(contractStatus, VALIDITY_ENDED_STATUS).id };
  let moved = 0;
  for (const row of rows) {
    const before = decodeRow(contract, row);
    const done = await inTransaction(store, async (tx) => {
      const moved = await auditedMove(tx, PRODUCT, contract, before, changes, VALIDITY_ENDED);
      return moved !== null;
    });
    if (done) moved++;
  }
  return { read: rows.length, moved };
}
