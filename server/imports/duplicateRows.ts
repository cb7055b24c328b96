/**
 * A row whose CUIT/CUIL or DNI a record of the organization already holds (the import type's
 * `refuseDuplicates`, among the entity's declared `duplicates`) is refused on its row with the
 * duplicates warning the form shows, so a client is never loaded twice. The lookup is the
 * form's own (server/rest/duplicateRoutes.ts): the organization's records whoever they
 * are assigned to, named only where the importer may open them; another organization's never.
 */
import { duplicateMessage, duplicateProbe } from '../../domain/engine/duplicates';
import type { Entity } from '../../domain/engine/entity';
import { matchesIn } from '../rest/duplicateRoutes';
import type { Row, Store, Viewer } from '../rest/repository';

/** The warning of the first field whose value is already held, or null. */
export async function duplicateRefusal(
  store: Store,
  entity: Entity,
  fields: readonly string[],
  input: Row,
  viewer: Viewer | null,
): Promise<string | null> {
  // The product's own writes (no viewer) are not imports: nothing to compare against.
  if (!viewer || !fields.length) return null;
  const probes = new Map<string, string>();
  for (const name of fields) {
    const probe = duplicateProbe(entity, name, input[name]);
    if (probe !== null) probes.set(name, probe);
  }
  if (!probes.size) return null;
  const lookup = {
    target: entity,
    fields: [...probes.keys()].map((n) => [n, n] as [string, string]),
  };
  const [match] = await matchesIn(store, lookup, probes, viewer, viewer.access, null, false);
  return match ? duplicateMessage(entity, match) : null;
}
