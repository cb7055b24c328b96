/**
 * The quoting service's own writes: the product writes quotes and call logs it built itself
 * from rows it just read, many at a time (a request stores one pending quote per plan, each
 * answer updates one). So they skip the generic write path's reference look-ups and hooks,
 * and keep what matters: the declaration's validation, the organization column, and one
 * audit row per write in the same statement batch. bench/quotes.ts measured why: through the
 * generic path, 50 requests held SQLite's single writer long enough to slow every other
 * request (server/quoting/README.md, "The quoting service's own writes").
 */
import type { Entity } from '../../domain/engine/entity';
import { quote } from '../../domain/entities/quotes';
import { checkValue, hasErrors, validateRecord } from '../../domain/engine/validate';
import { decodeRow, encodeValues, searchColumns, type Row } from '../db/codec';
import { recordAudit, recordAudits } from '../rest/auditTrail';
import { inTransaction, organizationOfRow, type Store, type WriteContext } from '../rest/store';
import { opportunity } from '../../domain/entities/opportunities';
import { refreshQuoteNumbers } from '../opportunities/searchKeys';

const refuse = (entity: Entity, detail: unknown) => {
  throw new Error(`${entity.name}: ${JSON.stringify(detail)} in the product's own write`);
};

/**
 * A quote is found by the insurer's number (its only searched column besides its
 * opportunity): the search text follows a change that brings one.
 */
export const numberSearch = (values: Row): Row =>
  'external_id' in values ? searchColumns(quote, values) : {};

/** A new row as the declaration accepts it; the product's own rows never fail this. */
function checked(entity: Entity, values: Row): Row {
  const { values: clean, errors } = validateRecord(entity, values, 'create');
  if (hasErrors(errors)) refuse(entity, errors);
  return clean;
}

/** Changes to some fields, each as its declaration accepts it. */
export function checkedChanges(entity: Entity, changes: Row): Row {
  const clean: Row = {};
  for (const [name, value] of Object.entries(changes)) {
    const field = Object.hasOwn(entity.fields, name) ? entity.fields[name] : undefined;
    if (!field) refuse(entity, name);
    if (value === null || value === undefined) {
      if (field!.required) refuse(entity, name);
      clean[name] = null;
      continue;
    }
    const result = checkValue(field!, value);
    if (!('value' in result)) refuse(entity, { [name]: result.rule });
    else clean[name] = result.value;
  }
  return clean;
}

/**
 * The organization an opportunity's quotes are written in: the opportunity's own (the writer's,
 * or the product's, only for a row that carries none).
 */
export const quotesOrganization = async (store: Store, opportunityId: string, ctx: WriteContext) =>
  (await organizationOfRow(store, opportunity, opportunityId)) ?? ctx.organizationId ?? 1;

/** Inserts rows of a scoped entity, audited as created; returns them as stored. */
export async function insertOwnRows(
  store: Store,
  entity: Entity,
  rows: Row[],
  ctx: WriteContext,
  organizationId: number,
): Promise<Row[]> {
  if (!rows.length) return [];
  const now = new Date().toISOString();
  const values = rows.map((row) => checked(entity, row));
  const inserted = await store.db
    .insertInto(entity.table)
    .values(
      values.map((v) => ({
        ...encodeValues(entity, v, store.dialect),
        ...searchColumns(entity, v),
        organization_id: organizationId,
        created_at: now,
        updated_at: now,
      })),
    )
    .returningAll()
    .execute();
  const records = inserted.map((row) => decodeRow(entity, row));
  // A quote born with the insurer's number (one typed by hand): its opportunity is found by it.
  const numbered = records.filter((r) => entity === quote && r.external_id != null);
  if (numbered.length)
    await refreshQuoteNumbers(
      store.db,
      numbered.map((r) => String(r.opportunity_id)),
    );
  await recordAudits(
    store,
    ctx,
    // Each row's own stored values: RETURNING promises no order to pair them with the input.
    records.map((record) => ({
      entity,
      recordId: record.id as number,
      action: 'create' as const,
      changes: Object.fromEntries(Object.keys(entity.fields).map((name) => [name, record[name]])),
      organizations: [organizationId],
    })),
  );
  return records;
}

/**
 * Updates one quote with `changes`, audited with it; returns it as stored. With `from`, only
 * while the quote is in that status (undefined otherwise): two retries at once ask once.
 */
export async function updateQuote(
  store: Store,
  id: number,
  changes: Row,
  ctx: WriteContext,
  organizationId: number,
  from?: number,
): Promise<Row | undefined> {
  const values = checkedChanges(quote, changes);
  return inTransaction(store, async (tx) => {
    let query = tx.db
      .updateTable(quote.table)
      .set({
        ...encodeValues(quote, values, tx.dialect),
        ...numberSearch(values),
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', id);
    if (from !== undefined) query = query.where('status', '=', from);
    const updated = await query.returningAll().executeTakeFirst();
    if (!updated) return undefined;
    if ('external_id' in values) await refreshQuoteNumbers(tx.db, [String(updated.opportunity_id)]);
    await recordAudit(tx, ctx, {
      entity: quote,
      recordId: id,
      action: 'update',
      changes: values,
      organizations: [organizationId],
    });
    return decodeRow(quote, updated);
  });
}
