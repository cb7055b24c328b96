/**
 * Running a status machine's command (domain/engine/statusMachine.ts) on one record: the record the
 * user sees, at the version they saw (409 otherwise), from a status the transition applies
 * from, with its reason when it asks for one; the entity's handler (a lead's conversion into a
 * client) runs in the same transaction as the status change and its audit row.
 */
import type { Entity } from '../../domain/engine/entity';
import { entityByName } from '../../domain/entities';
import { errorMessages } from '../../domain/engine/messages';
import { heldByAnother, type StatusTransition } from '../../domain/engine/statusMachine';
import { inputWrites, planCommand } from '../../domain/engine/commandPlan';
import { decodeRow } from '../db/codec';
import { HttpProblem, refuseErrors, unprocessable } from '../http/problems';
import { auditCommand } from './auditTrail';
import { getRecord } from './reading';
import { checkReferences } from './integrity';
import {
  inTransaction,
  organizationOfRow,
  visibleTo,
  writerAsViewer,
  type Id,
  type Row,
  type Store,
  type WriteContext,
} from './store';
import { updateAtVersion } from './writeRules';
import { inTurn } from './turns';

/**
 * Side effects of a command, by entity and handler name: what it returns is written to the
 * record with the new status (the client a lead became). Registered by the areas (app.ts).
 */
export type CommandHandler = (
  tx: Store,
  record: Row,
  ctx: WriteContext,
  /** The transition's `input`, checked. */
  input: Row,
  /** The record before the transition, and the transition run. */
  step: { before: Row; transition: StatusTransition },
) => Promise<Row>;
export type CommandHandlers = Record<string, CommandHandler>;

export const handlerKey = (entity: Entity, name: string) => `${entity.name}:${name}`;

/**
 * The handler every transition of an entity runs after its own, by `handlerKey(entity,
 * EVERY_TRANSITION)`: what leaving a status undoes (an opportunity's pending discounts) or
 * records (a call's outcome), whichever command moved it.
 */
export const EVERY_TRANSITION = '*';

/**
 * Whether a record out of the runner's sight was taken by someone else: a request they saw in
 * the pool a moment ago, now another executive's (and so no longer theirs to see), is a 409
 * saying so rather than a 404. Only the organization's rows, only for taking transitions.
 */
async function takenByAnother(
  store: Store,
  entity: Entity,
  id: Id,
  transition: StatusTransition,
  ctx: WriteContext,
): Promise<boolean> {
  const viewer = writerAsViewer(ctx);
  if (!transition.takes || !viewer) return false;
  const query = store.db.selectFrom(entity.table).selectAll().where('id', '=', id);
  const row = await visibleTo(query, entity, viewer, { assignment: false }).executeTakeFirst();
  return !!row && heldByAnother(entity, transition, decodeRow(entity, row), ctx.actorId);
}

/** The command's plan on the stored record, or its refusal (fixtures mode plans with it too). */
export function checkedPlan(...args: Parameters<typeof planCommand>) {
  const plan = planCommand(...args);
  if ('conflict' in plan) throw new HttpProblem(409, plan.conflict);
  if ('stale' in plan) throw new HttpProblem(409, errorMessages.stale);
  if ('errors' in plan) throw unprocessable(plan.errors);
  return plan;
}

/**
 * Refuses (409) the transition while its `refusedWhile` rows are there (statusMachine.ts),
 * read by the declared filter in the command's transaction with the record held (PostgreSQL;
 * SQLite writes one transaction at a time): whatever adds such a row holding the same record
 * (a policy's endorsement asked: server/movements/newsFlowServer.ts) comes before or after.
 */
async function refuseWhile(tx: Store, entity: Entity, transition: StatusTransition, record: Row) {
  const rule = transition.refusedWhile;
  if (!rule) return;
  if (tx.dialect === 'postgres')
    await tx.db
      .selectFrom(entity.table)
      .select('id')
      .where('id', '=', record.id as Id)
      .forUpdate()
      .execute();
  const filter = Object.entries(rule.filter(record));
  // An empty choice holds no row (and `in ()` is a syntax error on PostgreSQL).
  const none = filter.some(([, value]) => Array.isArray(value) && !value.length);
  const among = entityByName(rule.entity);
  let query = tx.db.selectFrom(among.table).selectAll();
  for (const [field, value] of filter)
    query = Array.isArray(value) ? query.where(field, 'in', value) : query.where(field, '=', value);
  const rows = none ? [] : await query.execute();
  const refusal = rule.refusal(rows.map((row) => decodeRow(among, row)));
  if (refusal) throw new HttpProblem(409, refusal);
}

/**
 * Runs the command in its turn (turns.ts): a burst of commands (a hundred «Emitir» at once)
 * goes one at a time on SQLite, the API's other requests answered between two.
 */
export function runCommand(...args: Parameters<typeof runNow>): Promise<Row> {
  return inTurn(args[0], () => runNow(...args));
}

async function runNow(
  store: Store,
  entity: Entity,
  id: Id,
  transition: StatusTransition,
  body: Row,
  ctx: WriteContext,
  handlers: CommandHandlers,
): Promise<Row> {
  const current = await getRecord(store, entity, id, writerAsViewer(ctx));
  if (!current && (await takenByAnother(store, entity, id, transition, ctx)))
    throw new HttpProblem(409, transition.takes!.taken);
  if (!current) throw new HttpProblem(404, errorMessages.notFound);
  const access = ctx.actorId === null ? undefined : (ctx.access ?? null);
  const plan = checkedPlan(entity, transition, current, body, ctx.actorId, access);
  // An input naming a record (whom a request is reassigned to) names one the runner may see.
  const cited = inputWrites(entity, plan.input);
  const missing = await checkReferences(store, entity, cited, writerAsViewer(ctx), current);
  refuseErrors(missing);
  const handler = transition.handler ? handlers[handlerKey(entity, transition.handler)] : null;
  if (transition.handler && !handler) throw new Error(`No handler ${transition.handler}`);
  const rowOrganization = await organizationOfRow(store, entity, id);
  return inTransaction(store, async (tx) => {
    await refuseWhile(tx, entity, transition, current);
    // The handler sees the record as the transition leaves it (its new status and reason).
    const moved = { ...current, ...plan.changes };
    const step = { before: current, transition };
    const effects = handler ? await handler(tx, moved, ctx, plan.input, step) : {};
    if (transition.handlerWrites) {
      // Moved and audited by the handler (statusMachine.ts `handlerWrites`): read as it left it.
      const written = await getRecord(tx, entity, id, writerAsViewer(ctx));
      if (!written) throw new HttpProblem(404, errorMessages.notFound);
      return written;
    }
    const always = handlers[handlerKey(entity, EVERY_TRANSITION)];
    const more = always ? await always(tx, { ...moved, ...effects }, ctx, plan.input, step) : {};
    const changes: Row = { ...plan.changes, ...effects, ...more };
    const record = await updateAtVersion(tx, entity, id, current, changes);
    // Changed since it was read; taken meanwhile, the runner hears that rather than "stale".
    if (!record)
      throw new HttpProblem(
        409,
        (await takenByAnother(tx, entity, id, transition, ctx))
          ? transition.takes!.taken
          : errorMessages.stale,
      );
    await auditCommand(
      tx,
      ctx,
      entity,
      transition.label,
      [current, record],
      changes,
      rowOrganization,
    );
    return record;
  });
}
