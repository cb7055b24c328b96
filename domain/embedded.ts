/**
 * Embedded lists (fields.ts `embeddedList`): a parent's child records (a client's phones and
 * addresses) validated as part of the parent, item by item, with each message on the item's
 * own input (`phones.1.number`), so the form and the server's 422 speak of the same box.
 */
import type { Entity } from './entity';
import type { EmbeddedListField, Field } from './fields';
import { interpolate } from './messages';
import { referenceId, validateRecord, type FieldErrors, type ValidationMode } from './validate';

export const embeddedMessages = {
  notList: 'El campo :attribute debe ser una lista.',
  tooMany: 'Se admiten como máximo :max elementos en :attribute.',
  notItem: 'Cada elemento de :attribute debe ser un registro con sus campos.',
  unknownItem: 'El elemento ya no existe: recargá el registro.',
} as const;

const itemEntities = new WeakMap<EmbeddedListField, Entity>();

/**
 * The child as an item of the parent's form: its fields without the link to the parent, which
 * the server sets (sending it is refused as any unknown key).
 */
export function itemEntity(field: EmbeddedListField): Entity {
  let entity = itemEntities.get(field);
  if (!entity) {
    const fields = Object.fromEntries(
      Object.entries(field.of.fields).filter(([name]) => name !== field.parentField),
    );
    entity = { ...field.of, fields };
    itemEntities.set(field, entity);
  }
  return entity;
}

/** The embedded-list fields of an entity, with their names. */
export function embeddedFields(entity: Entity): [string, EmbeddedListField][] {
  return Object.entries(entity.fields).filter(
    (entry): entry is [string, EmbeddedListField] => entry[1].kind === 'embeddedList',
  );
}

export const isEmbeddedList = (field: Field): field is EmbeddedListField =>
  field.kind === 'embeddedList';

/**
 * The items normalised (each with its `id` when it has one), or the errors keyed by the
 * item's path. An item's `created_at`/`updated_at` sent back by a form are ignored.
 */
export function checkEmbeddedList(
  name: string,
  field: EmbeddedListField,
  raw: unknown,
  mode: ValidationMode,
): { value: Record<string, unknown>[] } | { errors: FieldErrors } {
  const attribute = field.label;
  if (!Array.isArray(raw))
    return { errors: { [name]: [interpolate(embeddedMessages.notList, { attribute })] } };
  if (raw.length > field.max)
    return {
      errors: { [name]: [interpolate(embeddedMessages.tooMany, { attribute, max: field.max })] },
    };
  const item = itemEntity(field);
  const errors: FieldErrors = {};
  const value: Record<string, unknown>[] = [];
  const seen = new Set<unknown>();
  raw.forEach((entry, index) => {
    const path = `${name}.${index}`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      errors[path] = [interpolate(embeddedMessages.notItem, { attribute })];
      return;
    }
    const { id, created_at: _c, updated_at: _u, ...input } = entry as Record<string, unknown>;
    const itemId = id === undefined || id === null ? null : referenceId(id);
    if (itemId === null && id !== undefined && id !== null) {
      errors[`${path}.id`] = [embeddedMessages.unknownItem];
      return;
    }
    const result = validateRecord(item, input, itemId === null ? 'create' : mode);
    for (const [key, messages] of Object.entries(result.errors))
      errors[`${path}.${key}`] = messages;
    value.push(itemId === null ? result.values : { id: itemId, ...result.values });
    const unique = field.uniqueBy;
    const typed = unique ? result.values[unique.field] : undefined;
    const key = unique?.key && typed !== null && typed !== undefined ? unique.key(typed) : typed;
    if (unique && key !== null && key !== undefined && key !== '') {
      if (seen.has(key)) errors[`${path}.${unique.field}`] = [unique.message];
      seen.add(key);
    }
  });
  return Object.keys(errors).length ? { errors } : { value };
}
