/**
 * What every write checks before it opens a transaction, and the small helpers the three writes
 * (creating.ts, updating.ts, deleting.ts) share: validation with the database rules, password
 * hashing, locked and shared-row refusals, the lock token's next value.
 */
import { deletable, isLocked, type Entity } from '../../domain/engine/entity';
import {
  hasErrors,
  validateRecord,
  type FieldErrors,
  type ValidationMode,
} from '../../domain/engine/validate';
import { fieldsInvolving, forgiveUnsent, keepUnsentTexts } from '../../domain/engine/partialUpdate';
import { assignToWriter } from '../../domain/engine/writerAssignment';
import {
  changesSharedRows,
  isProductAdministrator,
  isSharedRow,
  tenancyMessages,
} from '../../domain/tenancy';
import { statusMoveProblem } from '../../domain/engine/statusMachine';
import { hashPassword } from '../auth/passwords';
import { decodeRow, encodeValues } from '../db/codec';
import { errorMessages } from '../../domain/engine/messages';
import { HttpProblem, refuseErrors, unprocessable } from '../http/problems';
import { checkEmbeddedItems } from './embeddedLists';
import { checkReferences, checkUnique } from './integrity';
import { supervisedMembers } from './teamScope';
import type { Id, Row, Store, Viewer, WriteContext } from './store';

/**
 * Shape and business rules (domain/), then the rules that need the database (unique values,
 * references the writer may see); any error is a 422. `organizationId`: the row's organization
 * (null: global or unscoped), the scope unique values are checked in; `current`: the stored
 * row an update changes; `cited`: what the record already cites, kept even where no longer in
 * use (domain/engine/offered.ts): the stored row, or the lead a client is made from; `sent`: the
 * fields a partial update sends, the only ones judged with the rules that involve them
 * (domain/engine/partialUpdate.ts).
 */
export async function validateForWrite(
  store: Store,
  entity: Entity,
  candidate: Row,
  id: Id | null,
  organizationId: number | null | undefined,
  viewer: Viewer | null,
  current: Row | null = null,
  cited: Row | null = current,
  sent: Iterable<string> | null = null,
) {
  const mode: ValidationMode = id === null ? 'create' : 'update';
  const { values, errors } = validateRecord(entity, candidate, mode);
  const involved = sent && fieldsInvolving(entity, sent);
  if (involved) keepUnsentTexts(entity, involved, candidate, values);
  const found = (more: FieldErrors) => {
    Object.assign(errors, more);
    if (involved) forgiveUnsent(involved, candidate, values, errors);
  };
  found({});
  if (!hasErrors(errors)) {
    // References first: a unique tuple holding an id of the wrong type (a number for a UUID)
    // must not reach the database, which would refuse the comparison itself.
    found(await checkReferences(store, entity, values, viewer, cited));
    if (!hasErrors(errors))
      found(await checkUnique(store, entity, values, id, organizationId ?? null));
    if (!hasErrors(errors)) found(await checkEmbeddedItems(store, entity, values, id, viewer));
  }
  if (!hasErrors(errors) && viewer?.userId) {
    // The writer's record scope on the assignment (domain/engine/writerAssignment.ts).
    const writer = {
      userId: viewer.userId,
      access: viewer.access,
      keepsHolder: viewer.keepsHolder,
    };
    const supervised = () => supervisedMembers(store.db, viewer.userId!);
    Object.assign(errors, await assignToWriter(entity, values, current, writer, supervised));
  }
  refuseErrors(errors);
  return values;
}

/**
 * A status machine's field (statusMachine.ts) is not the generic write's to move: a new record
 * starts in the initial status and an edit keeps the status it has; its commands move it.
 */
export function refuseStatusMove(entity: Entity, current: Row | null, values: Row) {
  const problem = statusMoveProblem(entity, current, values);
  if (problem) throw unprocessable(problem);
}

/** Passwords are stored as bcrypt hashes; hashing happens before the transaction opens. */
export async function hashSecrets(entity: Entity, values: Row): Promise<Row> {
  const out = { ...values };
  for (const [name, field] of Object.entries(entity.fields))
    if (field.kind === 'password' && typeof out[name] === 'string')
      out[name] = await hashPassword(out[name] as string);
  return out;
}

export function refuseLocked(entity: Entity, record: Row) {
  if (isLocked(entity, record)) throw new HttpProblem(403, entity.locked!.message);
}

/** A singleton's one record is changed, never deleted: 405, as a read-only list's writes. */
export function refuseUndeletable(entity: Entity) {
  if (!deletable(entity)) throw new HttpProblem(405, errorMessages.singletonDelete);
}

/**
 * A shared row (domain/tenancy.ts `isSharedRow`: any row of a shared catalogue, a global row of
 * roles or settings) is changed only by the product itself or the product organization: every
 * organization depends on it. Every write path comes here (the generic routes, imports, merges,
 * commands), whatever route it came through. `rowOrganization`: the row's organization column
 * (null: none); for a new row, the organization it would be created in.
 */
export function refuseSharedUnlessProduct(
  entity: Entity,
  rowOrganization: number | null | undefined,
  ctx: WriteContext,
) {
  if (!ctx.organizations || !isSharedRow(entity, rowOrganization ?? null)) return;
  // A global row among an organization's own (a role, a cargo, a setting every organization
  // uses) is the product administrators' alone; a shared catalogue's rows, the product
  // organization's people in the sections their permissions open.
  const allowed = entity.scope
    ? isProductAdministrator(ctx.access, ctx.organizations)
    : changesSharedRows(ctx.organizations);
  if (!allowed) throw new HttpProblem(403, tenancyMessages.sharedRecord);
}

/** The reference lists among validated values, as the API returns them. */
export function listValues(entity: Entity, values: Row): Row {
  return Object.fromEntries(
    Object.entries(entity.fields)
      .filter(([name, f]) => f.kind === 'referenceList' && name in values)
      .map(([name]) => [name, values[name] ?? []]),
  );
}

/** The declared fields of a stored record (a password is never part of one). */
export function pickFields(entity: Entity, record: Row): Row {
  return Object.fromEntries(
    Object.entries(entity.fields)
      .filter(([, f]) => f.kind !== 'password')
      .map(([name]) => [name, record[name]]),
  );
}

/**
 * Writes `changes` to the record at the version `current` was read (its `updated_at` is the
 * lock token) with a later one: the record as stored, or undefined when someone saved between.
 */
export async function updateAtVersion(
  tx: Store,
  entity: Entity,
  id: Id,
  current: Row,
  changes: Row,
): Promise<Row | undefined> {
  const updated = await tx.db
    .updateTable(entity.table)
    .set({
      ...encodeValues(entity, changes, tx.dialect),
      updated_at: nextTimestamp(String(current.updated_at)),
    })
    .where('id', '=', id)
    .where('updated_at', '=', current.updated_at as string)
    .returningAll()
    .executeTakeFirst();
  return updated && { ...current, ...decodeRow(entity, updated) };
}

/** A strictly later timestamp, so two quick saves never share the same lock token. */
export function nextTimestamp(previous: string): string {
  const now = Date.now();
  const last = Date.parse(previous);
  return new Date(Number.isNaN(last) || now > last ? now : last + 1).toISOString();
}
