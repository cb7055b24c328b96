/**
 * Every reference of a record's values points at an existing record: one chosen anew, a record
 * the writer may see and still in use (offered.ts); one the record already cites (`current`,
 * the stored row an update changes), a record of the writer's organizations; a cascade's child
 * one of its parent's. The same rule for the server (server/rest/integrity.ts, over its tables)
 * and fixtures mode (fixtures/server/flows.ts, over the collections): each says how it
 * looks records up.
 */
import { entityByName } from './registry';
import type { Entity } from './entity';
import type { Field } from './fields';
import { recordName } from './display';
import { validationMessage } from './messages';
import { newlyChosen, retiredMessage } from './offered';
import type { FieldErrors } from './validate';

type Row = Record<string, unknown>;

export interface ReferenceLookup {
  /** Whether every id is a record of `target` (`chosen`: one the writer may see and choose). */
  allExist(target: Entity, ids: unknown[], chosen: boolean): Promise<boolean>;
  /** Whether the record `id` of `target` has `via` equal to `parent` (a cascade's link). */
  belongsTo(target: Entity, id: unknown, via: string, parent: unknown): Promise<boolean>;
  /** The name of the first of `ids` no longer in use (its `offeredWhile` off), or null. */
  retiredAmong(target: Entity, ids: unknown[]): Promise<string | null>;
}

/**
 * The lookup over rows held in memory (fixtures mode's collections), where every row counts as
 * seen: `rowOf` finds a record of `target` by id. An id of the wrong type exists nowhere.
 */
export function rowsLookup(
  rowOf: (target: Entity, id: unknown) => Row | undefined,
): ReferenceLookup {
  const typed = (target: Entity, id: unknown) =>
    typeof id === (target.idKind === 'uuid' ? 'string' : 'number');
  return {
    allExist: async (target, ids) => ids.every((id) => typed(target, id) && rowOf(target, id)),
    belongsTo: async (target, id, via, parent) =>
      parent != null && String(rowOf(target, id)?.[via]) === String(parent),
    retiredAmong: async (target, ids) => {
      const flag = target.offeredWhile;
      const retired =
        flag && ids.map((id) => rowOf(target, id)).find((row) => row && row[flag] !== true);
      return retired ? recordName(target, retired) : null;
    },
  };
}

export async function referenceErrors(
  entity: Entity,
  values: Row,
  current: Row | null,
  lookup: ReferenceLookup,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  // A cascade's child after the other fields: when its parent is refused (a branch that does
  // not exist), that says it all, without a second message on the child.
  const cascades = (field: Field) => field.kind === 'reference' && !!field.dependsOn;
  const fields = Object.entries(entity.fields).sort(
    ([, a], [, b]) => Number(cascades(a)) - Number(cascades(b)),
  );
  for (const [name, field] of fields) {
    if (field.kind !== 'reference' && field.kind !== 'referenceList' && field.kind !== 'memberList')
      continue;
    const value = values[name];
    if (value === null || value === undefined) continue;
    const target = entityByName(field.target);
    const ids = Array.isArray(value) ? value : [value];
    const chosen = newlyChosen(value, current?.[name]);
    // One the record already cites need only exist in the organization: whoever may edit the
    // record keeps it though they may not open it (a client's call citing the lead another
    // executive converted). One chosen anew must be a record the writer sees.
    const kept = ids.filter((id) => !chosen.includes(id));
    const exist =
      (await lookup.allExist(target, chosen, true)) && (await lookup.allExist(target, kept, false));
    if (!exist) errors[name] = [validationMessage('exists', { attribute: field.label })];
    else if (field.kind === 'reference' && field.dependsOn) {
      const { field: parent, via, message } = field.dependsOn;
      if (errors[parent]) continue;
      if (!(await lookup.belongsTo(target, value, via, values[parent]))) errors[name] = [message];
    }
    if (errors[name]) continue;
    const retired = await lookup.retiredAmong(target, chosen);
    if (retired !== null) errors[name] = [retiredMessage(field, retired)];
  }
  return errors;
}
