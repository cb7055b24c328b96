/**
 * A record's place taken from its embedded items (entity option `placeFromItems`): a client's
 * main locality, the locality of its first address, kept on the client's row so every client
 * picker tells two "Acosta, Patricia" apart by where they live (issue 28 item 18) without
 * reading anyone's addresses. The server keeps it (server/rest/itemPlaces.ts).
 */
import type { Entity } from './entity';
import type { EmbeddedListField } from './fields';
import { findEntity } from './registry';

/** "Rosario, Santa Fe": a place's name and its qualifier's (its province). */
export const placeLabel = (name: unknown, qualifier: unknown): string | null => {
  if (typeof name !== 'string' || name.trim() === '') return null;
  return typeof qualifier === 'string' && qualifier.trim() !== '' ? `${name}, ${qualifier}` : name;
};

/** What a place is read from: the items' list, their reference, its entity and qualifier's. */
export interface PlaceSource {
  field: string;
  list: EmbeddedListField;
  reference: string;
  place: Entity;
  /** The entity the place's `recordQualifier` names (a locality's province), if any. */
  qualifier: { field: string; entity: Entity } | null;
}

export function placeSource(entity: Entity): PlaceSource | null {
  const declared = entity.placeFromItems;
  if (!declared) return null;
  const list = entity.fields[declared.list];
  const reference = list?.kind === 'embeddedList' ? list.of.fields[declared.reference] : undefined;
  if (list?.kind !== 'embeddedList' || reference?.kind !== 'reference')
    throw new Error(`${entity.name}: placeFromItems needs an embedded list and its reference`);
  const place = findEntity(reference.target);
  if (!place)
    throw new Error(`${entity.name}: placeFromItems names an unknown ${reference.target}`);
  const qualifierField = place.recordQualifier ? place.fields[place.recordQualifier] : undefined;
  const qualifier =
    qualifierField?.kind === 'reference' ? findEntity(qualifierField.target) : undefined;
  return {
    field: declared.field,
    list,
    reference: declared.reference,
    place,
    qualifier: qualifier ? { field: place.recordQualifier!, entity: qualifier } : null,
  };
}
