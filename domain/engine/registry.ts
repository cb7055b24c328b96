/**
 * The declared entities as the engine reads them: collected from the registered areas
 * (areaList.ts) at the first lookup, so that engine code finds any entity by name without
 * importing the brokerage's declarations. Whoever starts the product (the server's app, the web
 * app, a test's setup) loads domain/areas.ts, which registers the list; `domain/entities`
 * re-exports these for code outside the engine.
 */
import { registeredAreas } from './areaList';
import type { Entity } from './entity';
import { listViewRoute } from './listViews';

interface Registry {
  entities: readonly Entity[];
  byName: Map<string, Entity>;
  /**
   * The embedded children (a client's addresses) with their link to the parent, which goes with
   * the parent and so never keeps it from being deleted.
   */
  embeddedChildren: { entity: Entity; parentLink: string }[];
}
let registry: Registry | undefined;

/** Collected at the first lookup, once every area is registered: the declarations never change. */
function read(): Registry {
  if (registry) return registry;
  const entities = registeredAreas().flatMap((area) => area.entities);
  const embeddedChildren = entities.flatMap((parent) =>
    Object.values(parent.fields).flatMap((f) =>
      f.kind === 'embeddedList' ? [{ entity: f.of, parentLink: f.parentField }] : [],
    ),
  );
  return (registry = {
    entities,
    byName: new Map(entities.map((e) => [e.name, e])),
    embeddedChildren,
  });
}

/** Every area's entities, in the order of the areas (domain/areas.ts). */
export const declaredEntities = (): readonly Entity[] => read().entities;

export function findEntity(name: string): Entity | undefined {
  return read().byName.get(name);
}

export function entityByName(name: string): Entity {
  const entity = read().byName.get(name);
  if (!entity) throw new Error(`Unknown entity ${name}`);
  return entity;
}

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
    const { entities, embeddedChildren } = read();
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
  for (const entity of read().entities)
    for (const view of entity.listViews ?? [])
      if (view.links?.some((link) => link.route === route)) return listViewRoute(entity, view);
  return null;
}
