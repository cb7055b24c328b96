/**
 * The tabs of a record's page: its own fields first, then one per kind of related record. A
 * tab is declared by the parent (`children` in entity.ts) or by the related entity on its
 * reference field (`detailTab` in fields.ts), so an area that lands later (contracts, claims)
 * shows on the pages of the records it links to without a change to them. A reference may also
 * declare the same rows one hop further (`detailTab.through`): account contacts on the page of
 * their client's economic group, listed by the dotted filter `account_id.economic_group_id`.
 */
import type { Entity } from './entity';
import type { SplitTab } from './fieldTypes';
import { declaredEntities, entityByName } from './registry';

export interface DetailTab {
  /** The related entity's name (its route). */
  entity: string;
  /** Its reference field pointing at the parent. */
  field: string;
  label: string;
  /** The tab's path segment: `/{parent}/{id}/{tab}`. */
  tab: string;
  /**
   * A through-tab: the reference of `field`'s target that points at the parent. It has no
   * single record to fill `field` in with, so it offers no create button.
   */
  via?: string;
  /** What the tab's rows hold besides the parent (a split tab's value); a new one gets it too. */
  filter?: Readonly<Record<string, string | number>>;
  /** The parents whose page shows it (`SplitTab.parentWhen`); absent: every one. */
  parentWhen?: SplitTab['parentWhen'];
}

/** Whether `parent`'s page shows the tab: a tab for some parents only (ART increases) asks it. */
export const tabShownOn = (tab: DetailTab, parent: Readonly<Record<string, unknown>>) =>
  !tab.parentWhen ||
  tab.parentWhen.in.some((value) => String(value) === String(parent[tab.parentWhen!.field]));

/** The list filter that narrows a tab to the parent's id (dotted for a through-tab). */
export const tabTarget = (tab: DetailTab) => (tab.via ? `${tab.field}.${tab.via}` : tab.field);

/** Paths the record's own screens take, never a tab's. */
export const RESERVED_TAB_PATHS: readonly string[] = ['edit', 'show', 'create'];

const lastSegment = (name: string) => name.slice(name.lastIndexOf('/') + 1);

/**
 * The tabs related entities declare on their references, by the parent they point at, in
 * declaration order: one pass over every entity's fields for all parents, instead of one per
 * parent (the first login's routes asked for every reachable entity's tabs: ~30 ms of one
 * pass each on a loaded 2-core machine, issue 30).
 */
let declaredByParent: Map<string, DetailTab[]> | undefined;
function declaredTabs(parent: string): readonly DetailTab[] {
  if (!declaredByParent) {
    declaredByParent = new Map();
    for (const related of declaredEntities())
      for (const [field, declared] of Object.entries(related.fields)) {
        if (declared.kind !== 'reference' || !declared.detailTab) continue;
        let tabs = declaredByParent.get(declared.target);
        if (!tabs) declaredByParent.set(declared.target, (tabs = []));
        const split = declared.detailTab.split;
        if (split) {
          for (const { value, tab, label, parentWhen } of split.tabs)
            tabs.push({
              entity: related.name,
              field,
              label,
              tab,
              filter: { [split.field]: value },
              ...(parentWhen && { parentWhen }),
            });
          continue;
        }
        tabs.push({
          entity: related.name,
          field,
          label: declared.detailTab.label ?? related.label.many,
          tab: declared.detailTab.tab ?? lastSegment(related.name),
        });
      }
  }
  return declaredByParent.get(parent) ?? [];
}

function collect(parent: Entity): DetailTab[] {
  const tabs: DetailTab[] = parent.children.map((child) => ({
    entity: child.entity,
    field: child.field,
    label: child.label ?? entityByName(child.entity).label.many,
    tab: child.tab ?? lastSegment(child.entity),
  }));
  // A reference the parent already lists as a child is that child's tab (split or not).
  const declared = declaredTabs(parent.name).filter(
    (d) => !parent.children.some((c) => c.entity === d.entity && c.field === d.field),
  );
  const through = throughTabs().filter((t) => t.parent === parent.name && !t.filterOnly);
  return [...tabs, ...declared, ...through.map((t) => t.tab)];
}

export interface Through {
  /** The entity whose page shows the tab. */
  parent: string;
  /** The entity the hop crosses (the related row's `field` target). */
  hop: Entity;
  tab: DetailTab;
  /** Declared for its list filter alone (`ThroughTab.filterOnly`). */
  filterOnly: boolean;
}

/** The through-tabs `list`'s entities declare; `via` must be a reference of the hop's entity. */
export function declaredThroughTabs(list: readonly Entity[]): Through[] {
  const found: Through[] = [];
  for (const related of list)
    for (const [field, declared] of Object.entries(related.fields)) {
      if (declared.kind !== 'reference' || !declared.detailTab?.through) continue;
      const hop = entityByName(declared.target);
      for (const through of declared.detailTab.through) {
        const via = Object.hasOwn(hop.fields, through.via) ? hop.fields[through.via] : undefined;
        if (via?.kind !== 'reference')
          throw new Error(
            `${related.name}.${field}: ${through.via} is no reference of ${hop.name}`,
          );
        const label = through.label ?? declared.detailTab.label ?? related.label.many;
        const tab = through.tab ?? declared.detailTab.tab ?? lastSegment(related.name);
        found.push({
          parent: via.target,
          hop,
          tab: { entity: related.name, field, label, tab, via: through.via },
          filterOnly: through.filterOnly ?? false,
        });
      }
    }
  return found;
}

let throughs: Through[] | undefined;
/** Checked once, the first time any page's tabs or a list's filter needs them. */
const throughTabs = () => (throughs ??= declaredThroughTabs(declaredEntities()));

/**
 * The through-tab filter `key` of `entity`'s list (`account_id.economic_group_id`), if one is
 * declared: only those dotted keys are filters, so a list cannot be joined to anything else.
 */
export function throughFilterOf(entity: Entity, key: string) {
  const found = throughTabs().find((t) => t.tab.entity === entity.name && tabTarget(t.tab) === key);
  return found && { field: found.tab.field, via: found.tab.via!, hop: found.hop };
}

/** The dotted filters `entity`'s list accepts, for the API's documentation. */
export const throughFilterKeys = (entity: Entity) =>
  throughTabs().flatMap((t) => (t.tab.entity === entity.name ? [tabTarget(t.tab)] : []));

const memo = new WeakMap<Entity, DetailTab[]>();

/**
 * The related-record tabs of `parent`'s page, parent-declared first, in declaration order,
 * through-tabs last.
 */
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

/**
 * Panels and related-record tabs of `entity`'s page in its `tabOrder`: the named ones by their
 * place there, the others after them in the order given (a stable sort).
 */
export function inTabOrder<T extends { tab: string }>(entity: Entity, tabs: readonly T[]): T[] {
  const place = (tab: T) => {
    const at = entity.tabOrder.indexOf(tab.tab);
    return at < 0 ? entity.tabOrder.length : at;
  };
  return [...tabs].sort((a, b) => place(a) - place(b));
}
