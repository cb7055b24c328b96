/**
 * Every declared entity, collected from the areas (domain/areas.ts), referenced ones before the
 * ones that reference them, and looked up by name; code citing one entity imports its module.
 */
import type { Entity } from '../engine/entity';
import { areas } from '../areas';
import { listViewRoute } from '../engine/listViews';

/** Every area's entities, in the order of the areas (domain/areas.ts). */
export const entities: readonly Entity[] = areas.flatMap((area) => area.entities);

const byName = new Map(entities.map((e) => [e.name, e]));

export function findEntity(name: string): Entity | undefined {
  return byName.get(name);
}

export function entityByName(name: string): Entity {
  const entity = byName.get(name);
  if (!entity) throw new Error(`Unknown entity ${name}`);
  return entity;
}

/**
 * The embedded children (a client's addresses) with their link to the parent, which goes with
 * the parent and so never keeps it from being deleted.
 */
const embeddedChildren = entities.flatMap((parent) =>
  Object.values(parent.fields).flatMap((f) =>
    f.kind === 'embeddedList' ? [{ entity: f.of, parentLink: f.parentField }] : [],
  ),
);

/** Each entity's referrers, worked out at its first use: the declarations never change. */
const referrers = new Map<string, readonly Reference[]>();

export interface Reference {
  entity: Entity;
  field: string;
  many: boolean;
}

/**
 * Fields of any entity that point at `target`: a reference, or a list of them (`many`); an
 * embedded child's references count (an address's locality), its link to its parent does not.
 * Every write's audit asks it (auditTrail.ts), so it is worked out once per entity.
 */
export function referencesTo(target: Entity): readonly Reference[] {
  let found = referrers.get(target.name);
  if (!found) {
    const holders = [
      ...entities.map((entity) => ({ entity, parentLink: '' })),
      ...embeddedChildren,
    ];
    found = holders.flatMap(({ entity, parentLink }) =>
      Object.entries(entity.fields)
        .filter(
          ([name, f]) =>
            name !== parentLink &&
            (f.kind === 'reference' || f.kind === 'referenceList') &&
            f.target === target.name,
        )
        .map(([field, f]) => ({ entity, field, many: f.kind === 'referenceList' })),
    );
    referrers.set(target.name, found);
  }
  return found;
}

/**
 * The list a screen of its own belongs to (a named list's `links`: the renewals' settings belong
 * to `contract_research_renewal`): where its «Volver a la lista» leads, since a singleton's own
 * list address opens the same record again. Null when no list links to it.
 */
export function linkingListRoute(route: string): string | null {
  for (const entity of entities)
    for (const view of entity.listViews ?? [])
      if (view.links?.some((link) => link.route === route)) return listViewRoute(entity, view);
  return null;
}
