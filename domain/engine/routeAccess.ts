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

/** A rule's path split once, a parameter as null: it matches any segment. */
interface SplitRule {
  rule: RouteRule;
  pattern: readonly (string | null)[];
}

const splitLevels = new WeakMap<readonly RouteRule[], readonly SplitRule[]>();

/**
 * A level's rules (not its exact '' child) with their paths split, the longest first: the first
 * that matches is the most specific. Made once per level, since a first screen asks for the
 * requirement of some hundred paths (the menu, the resources, the tabs) and splitting every
 * rule's path for each (through the lazy table's proxy) cost 20 ms of it.
 */
function splitLevel(level: readonly RouteRule[]): readonly SplitRule[] {
  let split = splitLevels.get(level);
  if (!split) {
    split = level
      .filter((rule) => rule.path !== '')
      .map((rule) => ({
        rule,
        pattern: rule.path.split('/').map((p) => (isParameter(p) ? null : p)),
      }))
      // Stable: of two rules as long, the first declared wins, as it always has.
      .sort((a, b) => b.pattern.length - a.pattern.length);
    splitLevels.set(level, split);
  }
  return split;
}

function matches(pattern: readonly (string | null)[], segments: string[]): boolean {
  return (
    pattern.length <= segments.length && pattern.every((p, i) => p === null || p === segments[i])
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
    const next = splitLevel(level).find(({ pattern }) => matches(pattern, segments));
    if (!next) return chain.length ? chain : null;
    chain.push(next.rule);
    segments = segments.slice(next.pattern.length);
    if (!next.rule.children) return chain;
    level = next.rule.children;
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
