/**
 * "Siguiente llamado" (issue 13 section 5): a call executive takes the first call of the queue
 * that is theirs or nobody's and whose time has come (domain/calls.ts `callIsDue` and
 * `byCallOrder`, which the database follows here: dueCalls.ts). Taking it removes it from the
 * queue and moves its opportunity to in_call (the machine's `call` transition, 115), made theirs
 * if nobody held it, in one transaction: two executives pressing at once get different calls, and
 * a call whose opportunity was worked meanwhile is skipped.
 */
import { CALL_COMMAND, callFrom, NEXT_CALL_LABEL } from '../../domain/calls';
import { callerQueue } from '../../domain/entities/callerPriority';
import { opportunity } from '../../domain/entities/opportunities';
import { transitionOf } from '../../domain/engine/statusMachine';
import { transitionChanges } from '../../domain/engine/commandPlan';
import { decodeRow, encodeValues, type Row } from '../db/codec';
import { auditWrite, recordAudit } from '../rest/auditTrail';
import { inTransaction, type Store, type WriteContext } from '../rest/store';
import { nextTimestamp } from '../rest/writeRules';
import { rebuildCallerQueue } from './rebuildQueue';
import { dueCalls } from './dueCalls';
import { inStepVersion, lockQueueVersions, markInStep, queueVersion } from './queueInStep';

/** Thrown inside a taking transaction to undo it: the call was no longer there to take. */
class Gone extends Error {}

async function take(tx: Store, call: Row, ctx: WriteContext, organization: number) {
  const removed = await tx.db
    .deleteFrom(callerQueue.table)
    .where('id', '=', Number(call.id))
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) !== 1) throw new Gone();
  const row = await tx.db
    .selectFrom(opportunity.table)
    .selectAll()
    .where('id', '=', String(call.opportunity_id))
    .executeTakeFirst();
  const current = row && decodeRow(opportunity, row);
  if (!current || callFrom(current) === null) throw new Gone();
  // Handed to another executive since the queue was read: theirs to call.
  if (current.executive_id !== null && Number(current.executive_id) !== ctx.actorId)
    throw new Gone();
  const outcome = transitionChanges(
    opportunity,
    transitionOf(opportunity, CALL_COMMAND)!,
    current,
    null,
  );
  if (!('changes' in outcome)) throw new Gone();
  const changes: Row = { ...outcome.changes };
  if (current.executive_id === null) changes.executive_id = ctx.actorId;
  const updated = await tx.db
    .updateTable(opportunity.table)
    .set({
      ...encodeValues(opportunity, changes, tx.dialect),
      updated_at: nextTimestamp(String(current.updated_at)),
    })
    .where('id', '=', String(current.id))
    .where('updated_at', '=', current.updated_at as string)
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw new Gone();
  const record = { ...current, ...decodeRow(opportunity, updated) };
  const audited: Row = { command: NEXT_CALL_LABEL };
  for (const [name, value] of Object.entries(changes))
    audited[name] = { from: current[name] ?? null, to: value };
  await auditWrite(tx, ctx, opportunity, String(current.id), 'transition', audited, [
    current,
    record,
  ]);
  await recordAudit(tx, ctx, {
    entity: callerQueue,
    recordId: Number(call.id),
    action: 'delete',
    changes: { opportunity_id: call.opportunity_id, command: NEXT_CALL_LABEL },
    organizations: [organization],
  });
  return record;
}

/** The opportunity now in call, or null when the executive has no call due. */
export async function takeNextCall(
  store: Store,
  ctx: WriteContext,
  organization: number,
  now = new Date(),
): Promise<Row | null> {
  // New requests, call backs whose time came, opportunities worked meanwhile: all in step
  // (a queue nothing was written to since it was last in step is left as it is).
  await rebuildCallerQueue(store, {
    organizationId: organization,
    actorId: ctx.actorId,
    ifChanged: true,
  });
  // The first one still there: calls taken a moment before by someone else are skipped. The
  // database orders them and hands over a few at a time: the queue may hold thousands.
  for await (const call of dueCalls(store, organization, ctx.actorId, now)) {
    try {
      const { record, before, after } = await inTransaction(store, async (tx) => {
        await lockQueueVersions(tx);
        const started = await queueVersion(tx);
        const taken = await take(tx, call, ctx, organization);
        return { record: taken, before: started, after: await queueVersion(tx) };
      });
      // Taken from a queue in step, it leaves it in step: its row left with its opportunity's wait.
      if (before === inStepVersion(store, organization)) markInStep(store, organization, after);
      return record;
    } catch (error) {
      if (!(error instanceof Gone)) throw error;
    }
  }
  return null;
}
