/**
 * A policy as an endorsement reads it: the contract (within the viewer's sight, else null: a
 * 404 like any record) with the code of its status, and its items, quotas and coverages, decoded.
 */
import { contract } from '../../domain/entities/contracts';
import {
  contractCoverageRow,
  contractItemRow,
  contractQuota,
} from '../../domain/entities/contractParts';
import { contractMovement } from '../../domain/entities/contractMovements';
import { optionById } from '../../domain/engine/defineEnum';
import { contractStatus } from '../../domain/enums/statuses';
import { OPEN_MOVEMENT } from '../../domain/movements/movementKinds';
import { contractRequestStatus } from '../../domain/enums/statuses';
import { optionByCode } from '../../domain/engine/defineEnum';
import type { PolicyState } from '../../domain/movements/movementEffects';
import { decodeRow } from '../db/codec';
import { VERSIONS_TABLE } from '../history/versionStore';
import { getRecord } from '../rest/repository';
import type { Row, Store, Viewer } from '../rest/store';

/** The contract the viewer sees, or null; `viewer` null reads as the product. */
export async function visiblePolicy(store: Store, id: string, viewer: Viewer | null) {
  const record = viewer
    ? await getRecord(store, contract, id, viewer)
    : await readPolicy(store, id);
  return record ?? null;
}

async function readPolicy(store: Store, id: string): Promise<Row | null> {
  const row = await store.db
    .selectFrom(contract.table)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? decodeRow(contract, row) : null;
}

/** What `requestProblems` reads of a policy: its status, validity and when its last change rules. */
export async function policyFacts(store: Store, record: Row) {
  const last = await store.db
    .selectFrom(VERSIONS_TABLE)
    .select((eb) => eb.fn.max('effective_from').as('day'))
    .where('entity', '=', contract.name)
    .where('record_id', '=', String(record.id))
    .executeTakeFirst();
  return {
    status: optionById(contractStatus, Number(record.status))?.code ?? '',
    validity_from: String(record.validity_from),
    validity_to: String(record.validity_to),
    ...(last?.day == null ? {} : { last_change: String(last.day) }),
  };
}

/**
 * Holds the policy's row until the transaction ends (PostgreSQL), so two requests of one policy
 * committing together are told apart: the later one sees the first open. SQLite runs one
 * write transaction at a time already.
 */
export async function lockPolicy(tx: Store, id: string) {
  if (tx.dialect !== 'postgres') return;
  await tx.db.selectFrom(contract.table).select('id').where('id', '=', id).forUpdate().execute();
}

async function partsOf(store: Store, entity: typeof contractQuota, contractId: string) {
  const rows = await store.db
    .selectFrom(entity.table)
    .selectAll()
    .where('contract_id', '=', contractId)
    .orderBy('id')
    .execute();
  return rows.map((row) => decodeRow(entity, row));
}

export async function policyState(store: Store, contractId: string): Promise<PolicyState | null> {
  const record = await readPolicy(store, contractId);
  if (!record) return null;
  return {
    contract: record,
    items: await partsOf(store, contractItemRow, contractId),
    quotas: await partsOf(store, contractQuota, contractId),
    coverages: await partsOf(store, contractCoverageRow, contractId),
  };
}

/** Another endorsement of the policy still waiting (asked or sent), other than `except`. */
export async function openMovementOf(store: Store, contractId: string, except?: string) {
  const open = OPEN_MOVEMENT.map((code) => optionByCode(contractRequestStatus, code).id);
  let query = store.db
    .selectFrom(contractMovement.table)
    .select('id')
    .where('contract_id', '=', contractId)
    .where('status', 'in', open);
  if (except) query = query.where('id', '!=', except);
  return query.executeTakeFirst();
}

/** The number the policy's next endorsement takes: after its last (1 for its first). */
export async function nextNumeration(store: Store, contractId: string): Promise<number> {
  const last = await store.db
    .selectFrom(contractMovement.table)
    .select((eb) => eb.fn.max('numeration').as('last'))
    .where('contract_id', '=', contractId)
    .executeTakeFirst();
  return Number(last?.last ?? 0) + 1;
}
