/**
 * Keeps an organization's call queue in step with its opportunities (domain/calls.ts): a row
 * for each opportunity waiting for a call, received when its call is due (the request's time,
 * or the call back or appointment the executive chose), held by the opportunity's executive
 * when it has one; rows of opportunities worked meanwhile leave. Calls imported without an
 * opportunity are left alone. Runs inside the queue's rebuild, so the scheduler, "Reconstruir"
 * and "Siguiente llamado" all see the same queue; each row added, moved or removed is audited.
 */
import { ORGANIZATION_COLUMN, type Entity } from '../../domain/engine/entity';
import { callFrom } from '../../domain/calls';
import { account } from '../../domain/entities/clients';
import { lead } from '../../domain/entities/leads';
import { opportunity } from '../../domain/entities/opportunities';
import { callerQueue } from '../../domain/entities/callerPriority';
import { leadSources } from '../../domain/enums/clients';
import { opportunityStatus } from '../../domain/enums/statuses';
import { optionByCode, optionById } from '../../domain/engine/defineEnum';
import { decodeRow, encodeValues, searchColumns, type Row } from '../db/codec';
import { recordAudits, type AuditEntry } from '../rest/auditTrail';
import type { Store } from '../rest/store';

export interface CallSync {
  added: number;
  moved: number;
  removed: number;
}

/** The statuses `callFrom` may queue (it decides, with the substatus and the time). */
export const WAITING = ['active', 're_call', 'scheduled'].map(
  (code) => optionByCode(opportunityStatus, code).id,
);

/** What a call needs of its opportunity. */
const CALL_COLUMNS = [
  'id',
  'title',
  'status',
  'substatus',
  'requested_at',
  'next_call_at',
  'account_id',
  'lead_id',
  'branch_id',
  'campaign_id',
  'source',
  'executive_id',
];

const sameInstant = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' && Date.parse(a) === Date.parse(b);

/** Display name and phone of the clients and leads the calls are to. */
async function namesOf(store: Store, rows: Row[], field: string, entity: Entity) {
  const ids = [...new Set(rows.map((r) => r[field]).filter((id) => id !== null))] as number[];
  const found = new Map<number, { name: string; phone: unknown }>();
  for (let start = 0; start < ids.length; start += 500) {
    const chunk = await store.db
      .selectFrom(entity.table)
      .select(['id', 'display_name', 'phone'])
      .where('id', 'in', ids.slice(start, start + 500))
      .execute();
    for (const r of chunk)
      found.set(Number(r.id), { name: String(r.display_name ?? ''), phone: r.phone });
  }
  return found;
}

/** The queue row's own values for an opportunity: who to call, about what, from when. */
function callValues(
  o: Row,
  clients: Map<number, { name: string; phone: unknown }>,
  leads: Map<number, { name: string; phone: unknown }>,
): Row {
  const who =
    (o.account_id !== null ? clients.get(Number(o.account_id)) : undefined) ??
    (o.lead_id !== null ? leads.get(Number(o.lead_id)) : undefined);
  return {
    opportunity_id: o.id,
    client_name: (who?.name || String(o.title ?? '')).slice(0, 160),
    phone: typeof who?.phone === 'string' ? who.phone.slice(0, 30) : null,
    branch_id: o.branch_id,
    campaign_id: o.campaign_id,
    source: optionById(leadSources, Number(o.source))?.label ?? null,
    received_at: callFrom(o),
    executive_id: o.executive_id,
  };
}

export async function syncCalls(
  store: Store,
  organization: number,
  actorId: number | null,
): Promise<CallSync> {
  const waiting = (
    await store.db
      .selectFrom(opportunity.table)
      .select(CALL_COLUMNS)
      .where(ORGANIZATION_COLUMN, '=', organization)
      .where('status', 'in', WAITING)
      .orderBy('id')
      .execute()
  )
    .map((row) => decodeRow(opportunity, row))
    .filter((o) => callFrom(o) !== null);
  const queued = new Map(
    (
      await store.db
        .selectFrom(callerQueue.table)
        .selectAll()
        .where(ORGANIZATION_COLUMN, '=', organization)
        .where('opportunity_id', 'is not', null)
        .orderBy('id')
        .execute()
    ).map((row) => [String(row.opportunity_id), decodeRow(callerQueue, row)]),
  );
  // Names are read only for the calls written: most rebuilds find the queue as it was.
  const stale = (o: Row) => {
    const row = queued.get(String(o.id));
    return (
      !row ||
      !sameInstant(row.received_at, callFrom(o)) ||
      (o.executive_id !== null && o.executive_id !== row.executive_id)
    );
  };
  const writes = waiting.filter(stale);
  const clients = await namesOf(store, writes, 'account_id', account);
  const leads = await namesOf(store, writes, 'lead_id', lead);
  const written = new Set(writes.map((o) => String(o.id)));
  const now = new Date().toISOString();
  const audits: AuditEntry[] = [];
  const entry = (id: unknown, action: AuditEntry['action'], changes: Row): AuditEntry => ({
    entity: callerQueue,
    recordId: Number(id),
    action,
    changes,
    organizations: [organization],
  });
  const result: CallSync = { added: 0, moved: 0, removed: 0 };

  for (const o of waiting) {
    const row = queued.get(String(o.id));
    queued.delete(String(o.id));
    if (!written.has(String(o.id))) continue;
    const values = callValues(o, clients, leads);
    if (!row) {
      const inserted = await store.db
        .insertInto(callerQueue.table)
        .values({
          ...encodeValues(callerQueue, values, store.dialect),
          [ORGANIZATION_COLUMN]: organization,
          ...searchColumns(callerQueue, values),
          created_at: now,
          updated_at: now,
        })
        // Another instance queued it a moment ago: theirs stands.
        .onConflict((oc) => oc.columns([ORGANIZATION_COLUMN, 'opportunity_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) {
        result.added += 1;
        audits.push(entry(inserted.id, 'create', values));
      }
      continue;
    }
    // A new call time, or an opportunity handed to another executive: the call follows it.
    const retimed = !sameInstant(row.received_at, values.received_at);
    const handed = values.executive_id !== null && values.executive_id !== row.executive_id;
    const changes: Row = {};
    if (retimed) changes.received_at = { from: row.received_at, to: values.received_at };
    if (handed) changes.executive_id = { from: row.executive_id, to: values.executive_id };
    await store.db
      .updateTable(callerQueue.table)
      .set({
        ...encodeValues(callerQueue, values, store.dialect),
        ...searchColumns(callerQueue, values),
        updated_at: now,
      })
      .where('id', '=', Number(row.id))
      .execute();
    result.moved += 1;
    audits.push(entry(row.id, 'update', changes));
  }

  // What is left was worked meanwhile (quoted, lost, called): no longer waits for a call.
  const gone = [...queued.values()];
  for (let start = 0; start < gone.length; start += 500) {
    const chunk = gone.slice(start, start + 500);
    await store.db
      .deleteFrom(callerQueue.table)
      .where(
        'id',
        'in',
        chunk.map((r) => Number(r.id)),
      )
      .execute();
  }
  for (const row of gone)
    audits.push(entry(row.id, 'delete', { opportunity_id: row.opportunity_id }));
  result.removed = gone.length;
  await recordAudits(store, { actorId }, audits);
  return result;
}
