/**
 * Where flows keep their state (migration 2026_11_27_0030): one user's draft of one record
 * (`flow_drafts`) and a stored record's step values (`flow_records`). JSON columns are read
 * and written only here.
 */
import type { DraftKey, StoredDraft } from '../../domain/engine/flowDrafts';
import type { FlowAction, FlowDraft } from '../../domain/engine/flows';
import type { Store } from '../rest/store';

export type { DraftKey, StoredDraft };

type Row = Record<string, unknown>;

const parse = <T>(text: unknown, fallback: T): T => {
  try {
    return typeof text === 'string' ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
};

const fromRow = (row: Row): StoredDraft => ({
  id: String(row.record_id),
  flow: String(row.flow),
  branch_id: Number(row.branch_id),
  action: String(row.action) as FlowAction,
  step: String(row.step),
  done: parse<string[]>(row.done, []),
  values: parse<FlowDraft['values']>(row.step_values, {}),
  version: Number(row.version),
  organization_id: Number(row.organization_id),
  record_updated_at: row.record_updated_at === null ? null : String(row.record_updated_at),
});

export async function readDraft(store: Store, key: DraftKey): Promise<StoredDraft | null> {
  const row = await store.db
    .selectFrom('flow_drafts')
    .selectAll()
    .where('user_id', '=', key.userId)
    .where('flow', '=', key.flow)
    .where('record_id', '=', key.recordId)
    .executeTakeFirst();
  return row ? fromRow(row as Row) : null;
}

/**
 * Saves `draft` as the next version of the one read at `readVersion` (0: none stored yet).
 * False when another save came first (two tabs): the caller answers 409.
 */
export async function writeDraft(
  store: Store,
  key: DraftKey,
  draft: StoredDraft,
  readVersion: number,
): Promise<boolean> {
  const now = new Date().toISOString();
  const columns = {
    organization_id: draft.organization_id,
    branch_id: draft.branch_id,
    action: draft.action,
    step: draft.step,
    done: JSON.stringify(draft.done),
    step_values: JSON.stringify(draft.values),
    version: readVersion + 1,
    record_updated_at: draft.record_updated_at,
    updated_at: now,
  };
  if (readVersion === 0) {
    const inserted = await store.db
      .insertInto('flow_drafts')
      .values({
        user_id: key.userId,
        flow: key.flow,
        record_id: key.recordId,
        ...columns,
        created_at: now,
      })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
  }
  const updated = await store.db
    .updateTable('flow_drafts')
    .set(columns)
    .where('user_id', '=', key.userId)
    .where('flow', '=', key.flow)
    .where('record_id', '=', key.recordId)
    .where('version', '=', readVersion)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** How many drafts the user keeps, across every flow (capped by domain/userLimits.ts). */
export async function countDrafts(store: Store, userId: number): Promise<number> {
  const row = await store.db
    .selectFrom('flow_drafts')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Deletes every draft last saved before `before` (ISO time); answers how many. */
export async function purgeStaleDrafts(store: Store, before: string): Promise<number> {
  const result = await store.db
    .deleteFrom('flow_drafts')
    .where('updated_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteDraft(store: Store, key: DraftKey) {
  await store.db
    .deleteFrom('flow_drafts')
    .where('user_id', '=', key.userId)
    .where('flow', '=', key.flow)
    .where('record_id', '=', key.recordId)
    .execute();
}

/**
 * Every user's draft of a record: when it leaves its wizard for good (a request sent to its
 * insurer, annulled, or handed to another subscriber), what was typed and not stored goes too.
 */
export async function deleteRecordDrafts(store: Store, flow: string, recordId: string) {
  await store.db
    .deleteFrom('flow_drafts')
    .where('flow', '=', flow)
    .where('record_id', '=', recordId)
    .execute();
}

/**
 * Deletes the draft read at `version` as its record is stored (in the same transaction): false
 * when another request changed or stored it first. A draft never saved (version 0) has no row.
 */
export async function claimDraft(store: Store, key: DraftKey, version: number) {
  if (version === 0) return true;
  const deleted = await store.db
    .deleteFrom('flow_drafts')
    .where('user_id', '=', key.userId)
    .where('flow', '=', key.flow)
    .where('record_id', '=', key.recordId)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1;
}

/** Another user's draft may hold the same new id only by a uuid collision: never share it. */
export async function draftIdTaken(store: Store, flow: string, recordId: string) {
  const row = await store.db
    .selectFrom('flow_drafts')
    .select('record_id')
    .where('flow', '=', flow)
    .where('record_id', '=', recordId)
    .executeTakeFirst();
  return row !== undefined;
}

/** A stored record's step values, as the flow last saved them. */
export async function readFlowRecord(store: Store, flow: string, recordId: string) {
  const row = await store.db
    .selectFrom('flow_records')
    .select(['step_values', 'branch_id'])
    .where('flow', '=', flow)
    .where('record_id', '=', recordId)
    .executeTakeFirst();
  return row ? parse<FlowDraft['values']>(row.step_values, {}) : null;
}

export async function writeFlowRecord(
  store: Store,
  record: {
    flow: string;
    recordId: string;
    organizationId: number;
    branchId: number;
    values: FlowDraft['values'];
    lookupKey: string | null;
  },
) {
  const columns = {
    organization_id: record.organizationId,
    branch_id: record.branchId,
    step_values: JSON.stringify(record.values),
    lookup_key: record.lookupKey,
    updated_at: new Date().toISOString(),
  };
  await store.db
    .insertInto('flow_records')
    .values({ flow: record.flow, record_id: record.recordId, ...columns })
    .onConflict((oc) => oc.columns(['flow', 'record_id']).doUpdateSet(columns))
    .execute();
}

/** Records of the organization whose lookup key is `key`, other than `exceptId`. */
export async function recordsWithKey(
  store: Store,
  flow: string,
  organizationId: number,
  key: string,
  exceptId: string,
): Promise<string[]> {
  const rows = await store.db
    .selectFrom('flow_records')
    .select('record_id')
    .where('organization_id', '=', organizationId)
    .where('flow', '=', flow)
    .where('lookup_key', '=', key)
    .where('record_id', '!=', exceptId)
    .execute();
  return rows.map((r) => String(r.record_id));
}
