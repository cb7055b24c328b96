/**
 * The tabs of a record's page: its own fields first, then one per kind of related record. A
 * tab is declared by the parent (`children` in entity.ts) or by the related entity on its
 * reference field (`detailTab` in fields.ts), so an area that lands later (contracts, claims)
 * shows on the pages of the records it links to without a change to them.
 */
import type { Entity } from './entity';
import { entities, entityByName } from './entities';

export interface DetailTab {
  /** The related entity's name (its route). */
  entity: string;
  /** Its reference field pointing at the parent. */
  field: string;
  label: string;
  /** The tab's path segment: `/{parent}/{id}/{tab}`. */
  tab: string;
}

/** Paths the record's own screens take, never a tab's. */
export const RESERVED_TAB_PATHS: readonly string[] = ['edit', 'show', 'create'];

const lastSegment = (name: string) => name.slice(name.lastIndexOf('/') + 1);

function collect(parent: Entity): DetailTab[] {
  const tabs: DetailTab[] = parent.children.map((child) => ({
    entity: child.entity,
    field: child.field,
    label: child.label ?? entityByName(child.entity).label.many,
    tab: child.tab ?? lastSegment(child.entity),
  }));
  for (const related of entities)
    for (const [field, declared] of Object.entries(related.fields)) {
      if (declared.kind !== 'reference' || declared.target !== parent.name) continue;
      if (!declared.detailTab) continue;
      if (tabs.some((t) => t.entity === related.name && t.field === field)) continue;
      tabs.push({
        entity: related.name,
        field,
        label: declared.detailTab.label ?? related.label.many,
        tab: declared.detailTab.tab ?? lastSegment(related.name),
      });
    }
  return tabs;
}

const memo = new WeakMap<Entity, DetailTab[]>();

/** The related-record tabs of `parent`'s page, parent-declared first, in declaration order. */
export function detailTabsOf(parent: Entity): readonly DetailTab[] {
  let tabs = memo.get(parent);
  if (!tabs) memo.set(parent, (tabs = collect(parent)));
  return tabs;
}

/**
 * Whether the record opens its page (`/{name}/{id}`) rather than its form: it has
 * related-record tabs or panels, or a status machine whose actions live on that page.
 */
export const hasRecordPage = (entity: Entity) =>
  entity.panels.length > 0 || detailTabsOf(entity).length > 0 || !!entity.statusMachine;
