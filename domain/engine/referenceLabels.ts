/**
 * Names of referenced records for users who may not administer their section. An executive's
 * account shows its executive and producer, and its form picks them, yet users and producers
 * are sections of the administrator's: such a user reads the referenced records' names (id and
 * label, nothing else) at `GET /api/v1/labels/{target}`, allowed when they may use any section
 * whose declaration references that target. Who may list the target itself reads it as before.
 */
import type { AccessLists } from './access';
import { displayValue, isBlank } from './display';
import { declaredEntities, entityByName, referencesTo } from './registry';
import type { Entity } from './entity';
import { itemEntity } from './embedded';
import { canAccess, type Action } from './routeAccess';

/** The route segment before a target's name: `labels/admin/producer`. */
export const LABELS_PREFIX = 'labels/';

const USES: Action[] = ['list', 'show', 'create', 'edit'];

/** Sections whose declaration has a reference (or list of references) to `target`. */
export const referrersOf = (target: string): Entity[] => [
  ...new Set(referencesTo(entityByName(target)).map((r) => r.entity)),
];

/**
 * The reference a record's name is qualified by (`recordQualifier`: a locality's province), with
 * the entity it cites; null when the name stands alone. The server's labels, fixtures mode's and
 * the screens' (a list's cited names, a record page's, a picker's options).
 */
export function labelQualifier(target: Entity): { field: string; entity: Entity } | null {
  const field = target.recordQualifier;
  const declared = field ? target.fields[field] : undefined;
  return declared?.kind === 'reference'
    ? { field: field!, entity: entityByName(declared.target) }
    : null;
}

/** Every entity some declaration references: each gets a labels route. */
export const referencedEntities = (): Entity[] =>
  declaredEntities().filter((entity) => referrersOf(entity.name).length > 0);

let namesApart: Set<string> | undefined;

/**
 * Whether `entity`'s labels route searches its names apart from its search text, which holds
 * other fields too (a user's e-mail: a search over it would be an oracle). Such an entity keeps
 * its name folded in a column of its own (server/db/columns.ts `NAME_SEARCH_COLUMN`).
 */
export function searchesNamesApart(entity: Entity): boolean {
  namesApart ??= new Set(
    referencedEntities()
      .filter((target) => target.search.some((name) => name !== target.recordLabel))
      .map((target) => target.table),
  );
  return namesApart.has(entity.table);
}

/**
 * The fields of `target` a picker narrows its options by, so the labels route accepts them as
 * filters: a cascade's (a locality's province) and whether the record is still offered.
 */
export function labelFilters(target: string): string[] {
  const entity = entityByName(target);
  const vias = referencesTo(entity).flatMap(({ entity: referrer, field }) => {
    const declared = referrer.fields[field];
    return declared.kind === 'reference' && declared.dependsOn ? [declared.dependsOn.via] : [];
  });
  return [...new Set([...vias, ...(entity.offeredWhile ? [entity.offeredWhile] : [])])];
}

/** Whether the user may read the names of `target`'s records (they use a section citing it). */
export function mayReadLabels(access: AccessLists | undefined | null, target: string): boolean {
  if (canAccess(access, target, 'list')) return true;
  return referrersOf(target).some((referrer) =>
    USES.some((action) => canAccess(access, referrer.name, action)),
  );
}

/**
 * The resource the screens read `target`'s records from for a reference: the target's own list
 * when the user may list it (its records link to their page), else its labels route.
 */
export function referenceResource(access: AccessLists | undefined | null, target: string) {
  return canAccess(access, target, 'list') ? target : `${LABELS_PREFIX}${target}`;
}

export const isLabelsResource = (resource: string) => resource.startsWith(LABELS_PREFIX);

export const labelMessages = {
  onlySearch:
    'Los nombres de registros citados se buscan solo por texto (q), por id, por el registro del que dependen o por si siguen en uso; otros filtros no están disponibles.',
  onlyLabelSort: 'Los nombres de registros citados se ordenan solo por nombre o por id.',
} as const;

/**
 * The records a record's page names, by target: its references, lists of references and those
 * of its embedded items (an address's locality), skipping fields that do not apply to it
 * (`shownWhen`). Lets a page opened by its address ask for those names with the record.
 */
export function citedRecords(
  entity: Entity,
  record: Readonly<Record<string, unknown>>,
): Map<string, Set<string | number>> {
  const cited = new Map<string, Set<string | number>>();
  const add = (target: string, id: unknown) => {
    if (typeof id !== 'string' && typeof id !== 'number') return;
    const ids = cited.get(target) ?? new Set();
    cited.set(target, ids.add(id));
  };
  const visit = (of: Entity, values: Readonly<Record<string, unknown>>) => {
    for (const [name, field] of Object.entries(of.fields)) {
      if (field.shownWhen && !field.shownWhen(values)) continue;
      const value = values[name];
      if (field.kind === 'reference') add(field.target, value);
      else if (field.kind === 'referenceList' || field.kind === 'memberList') {
        if (Array.isArray(value)) value.forEach((id) => add(field.target, id));
      } else if (field.kind === 'embeddedList' && Array.isArray(value)) {
        const item = itemEntity(field);
        for (const row of value) if (row && typeof row === 'object') visit(item, row);
      }
    }
  };
  visit(entity, record);
  return cited;
}

/**
 * What tells a record apart from others of its name where it is picked (entity option
 * `recordDetails`), as shown: "27-23456789-4 · ana@x.com". Empty when nothing is declared or
 * filled.
 */
export function recordDetails(entity: Entity, record: Readonly<Record<string, unknown>>): string {
  return entity.recordDetails
    .map((item) => {
      const name = (Array.isArray(item) ? item : [item]).find((n) => !isBlank(record[n]));
      return name ? displayValue(entity.fields[name], record[name], { ...record }) : '';
    })
    .filter((text) => text !== '')
    .join(' · ');
}
