/**
 * Declared unique values (a field's `unique`; `within`: the siblings that must hold the same
 * too): which of a record's values no other record may hold, and the 422 when one does. One
 * rule for the server (server/rest/integrity.ts `checkUnique`, a query per value) and fixtures
 * mode (fixtures/server/writes.ts, over the collection); each says how it finds a clash.
 */
import type { Entity } from './entity';
import type { Field } from './fields';
import { validationMessage } from './messages';
import type { FieldErrors } from './validate';

export interface UniqueValue {
  name: string;
  field: Field;
  within: string[];
}

/** The unique fields `values` fills (a blank one clashes with nothing). */
export const uniqueValues = (entity: Entity, values: Record<string, unknown>): UniqueValue[] =>
  Object.entries(entity.fields)
    .filter(([name, field]) => field.unique && values[name] !== null && values[name] !== undefined)
    .map(([name, field]) => ({
      name,
      field,
      within: typeof field.unique === 'object' ? field.unique.within : [],
    }));

/**
 * The 422 of the unique values `values` fills that another record already holds, as `taken`
 * answers for each (the server by a query, fixtures mode over its collection).
 */
export async function uniqueClashes(
  entity: Entity,
  values: Record<string, unknown>,
  taken: (unique: UniqueValue) => boolean | Promise<boolean>,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  for (const unique of uniqueValues(entity, values))
    if (await taken(unique))
      errors[unique.name] = [
        unique.field.uniqueMessage ??
          validationMessage('unique', { attribute: unique.field.label }),
      ];
  return errors;
}
