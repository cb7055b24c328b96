/**
 * The vocabulary of the route table (domain/routes.ts): what a rule is, the helpers areas write
 * their rules with (domain/areas/*.ts), and how the areas' rules join into one table. A rule
 * covers its path and every path below it; children add their entries to their parents' (all
 * must pass), so `/admin/branch/3/edit` needs what `admin` and `admin/branch` need.
 */
import { ADMINISTRATOR, type Requirement } from './access';

export type Action = 'list' | 'show' | 'create' | 'edit' | 'delete';

export interface RouteRule extends Requirement {
  /** Segments below the parent; `{name}` or `{name?}` matches any one segment; '' is the parent itself. */
  path: string;
  /** Extra entries for one action on the route's records (e.g. creating a ticket). */
  actions?: Partial<Record<Action, string[]>>;
  children?: RouteRule[];
}

/** `area: a`, `area: b`… for the actions of one area. */
export const of = (area: string, ...actions: string[]) => actions.map((a) => `${area}: ${a}`);

/** One requirement entry: the superuser or any of the alternatives. */
export const either = (...alternatives: string[]) => [ADMINISTRATOR, ...alternatives].join('|');

export const rule = (
  path: string,
  permission: string[] = [],
  extra: Partial<RouteRule> = {},
): RouteRule => ({ path, permission, ...extra });

/** One action of an area: its own permission or the area's full access. */
export const action = (area: string, name: string, ...also: string[]) => [
  either(`${area}: full_access`, `${area}: ${name}`, ...also),
];

/** An admin section (`admin: {section}`), which the admin full access and the superuser also open. */
export const adminSection = (path: string, section: string) =>
  rule(path, [either('admin: full_access', `admin: ${section}`)]);

/** Sections under `/admin`, each opened by its `admin: {section}` permission. */
export const adminSections = (...sections: (readonly [path: string, section: string])[]) =>
  adminRoutes(...sections.map(([path, section]) => adminSection(path, section)));

/** Rules below `/admin` (which itself needs only a session): joined with the other areas'. */
export const adminRoutes = (...children: RouteRule[]): RouteRule => rule('admin', [], { children });

/**
 * The areas' rules as one table. Rules of the same path at the same level (every area's
 * `admin` sections) become one rule with everybody's entries and children, so a path's
 * requirement is the same whichever area declared it; the first declaration keeps its place.
 */
export function joinRules(lists: readonly (readonly RouteRule[])[]): RouteRule[] {
  const joined: RouteRule[] = [];
  for (const list of lists)
    for (const next of list) {
      const at = joined.findIndex((r) => r.path === next.path);
      joined[at < 0 ? joined.length : at] = at < 0 ? next : joinTwo(joined[at], next);
    }
  return joined;
}

function joinTwo(a: RouteRule, b: RouteRule): RouteRule {
  const both = (key: 'permission' | 'role' | 'assigment') =>
    a[key] || b[key] ? { [key]: [...(a[key] ?? []), ...(b[key] ?? [])] } : {};
  const actionNames = [
    ...new Set([...Object.keys(a.actions ?? {}), ...Object.keys(b.actions ?? {})]),
  ];
  return {
    path: a.path,
    ...both('permission'),
    ...both('role'),
    ...both('assigment'),
    ...(actionNames.length && {
      actions: Object.fromEntries(
        actionNames.map((n) => [
          n,
          [...(a.actions?.[n as Action] ?? []), ...(b.actions?.[n as Action] ?? [])],
        ]),
      ),
    }),
    ...((a.children || b.children) && {
      children: joinRules([a.children ?? [], b.children ?? []]),
    }),
  };
}

/**
 * A list built on first use. The route table joins every area's rules, and an area's entities
 * (the roles' permission picker, domain/entities/auth.ts) name the catalogue the table yields:
 * building either at load would read an area still loading. The list is filled in place, so it
 * behaves as the plain array it is from the first read on.
 */
export function lazyList<T>(build: () => readonly T[]): readonly T[] {
  const list: T[] = [];
  let state: 'empty' | 'building' | 'built' = 'empty';
  const fill = () => {
    if (state === 'building') throw new Error('A lazy list read while it is being built');
    if (state === 'empty') {
      state = 'building';
      list.push(...build());
      state = 'built';
    }
    return list;
  };
  return new Proxy(list, {
    get: (target, key, receiver) => Reflect.get(fill() && target, key, receiver),
    has: (target, key) => Reflect.has(fill() && target, key),
    ownKeys: (target) => Reflect.ownKeys(fill() && target),
    getOwnPropertyDescriptor: (target, key) =>
      Reflect.getOwnPropertyDescriptor(fill() && target, key),
  });
}
