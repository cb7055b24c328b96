/**
 * Reading the route table (domain/routes.ts): the rules a path passes through, its merged
 * requirement and whether a profile passes it. The engine and the entities ask here, since the
 * table comes from every area and an area's entities cannot import the list of areas they are
 * in; domain/routes.ts, loaded with that list (domain/areas.ts), registers how to build it.
 */
import { hasAccess, type AccessLists, type Requirement } from './access';
import { lazyList, type Action, type RouteRule } from './routeRules';

export type { Action, RouteRule };

let buildTable: (() => readonly RouteRule[]) | undefined;

/** How the table is built, once, by domain/routes.ts. */
export function registerRouteTable(build: () => readonly RouteRule[]) {
  buildTable = build;
}

/** Every authenticated route of spec 2.3, built on first use. */
export const routeRules: readonly RouteRule[] = lazyList(() => {
  if (!buildTable)
    throw new Error('The route table is read before domain/routes.ts (domain/areas.ts) loaded');
  return buildTable();
});

const isParameter = (segment: string) => /^\{\w+\??\}$/.test(segment);

function matches(pattern: string[], segments: string[]): boolean {
  return (
    pattern.length <= segments.length &&
    pattern.every((p, i) => isParameter(p) || p === segments[i])
  );
}

/**
 * The rules a path passes through, outermost first, or null for a path no rule knows (the
 * catch-all's business). Exact ('') children apply only to the parent's own path.
 */
export function rulesFor(
  path: string,
  table: readonly RouteRule[] = routeRules,
): RouteRule[] | null {
  let segments = path.split('?')[0].split('/').filter(Boolean);
  let level: readonly RouteRule[] = table;
  const chain: RouteRule[] = [];
  for (;;) {
    const exact = segments.length === 0 ? level.find((r) => r.path === '') : undefined;
    if (exact) return [...chain, exact];
    const next = level
      .filter((r) => r.path !== '' && matches(r.path.split('/'), segments))
      .sort((a, b) => b.path.split('/').length - a.path.split('/').length)[0];
    if (!next) return chain.length ? chain : null;
    chain.push(next);
    segments = segments.slice(next.path.split('/').length);
    if (!next.children) return chain;
    level = next.children;
  }
}

/** The requirement of a path (and of one action on its records), every rule's entries together. */
export function requirementFor(path: string, action?: Action): Requirement | null {
  // The table never changes, and the API asks for the same few paths on every request.
  const key = `${path}\u0000${action ?? ''}`;
  if (!requirements.has(key)) {
    if (requirements.size >= 1000) requirements.clear(); // screens ask with ids in the path
    requirements.set(key, mergeRequirements(path, action));
  }
  return requirements.get(key)!;
}

const requirements = new Map<string, Requirement | null>();

function mergeRequirements(path: string, action?: Action): Requirement | null {
  const chain = rulesFor(path);
  if (!chain) return null;
  const merged: Required<Requirement> = { permission: [], role: [], assigment: [] };
  for (const r of chain) {
    merged.permission.push(...(r.permission ?? []), ...((action && r.actions?.[action]) ?? []));
    merged.role.push(...(r.role ?? []));
    merged.assigment.push(...(r.assigment ?? []));
  }
  return merged;
}

/** May this profile open the path (or do the action)? Unknown paths: false. */
export function canAccess(
  profile: AccessLists | null | undefined,
  path: string,
  action?: Action,
): boolean {
  const requirement = requirementFor(path, action);
  return requirement !== null && hasAccess(profile, requirement);
}
