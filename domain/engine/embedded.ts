/**
 * Embedded lists (fields.ts `embeddedList`): a parent's child records (a client's phones and
 * addresses) validated as part of the parent, item by item, with each message on the item's
 * own input (`phones.1.number`), so the form and the server's 422 speak of the same box. The
 * item-by-item check is validate.ts `checkEmbeddedList`, beside the record validation it
 * calls for each item.
 */
import type { Entity } from './entity';
import type { EmbeddedListField, Field } from './fields';

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
