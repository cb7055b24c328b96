/**
 * The areas of the route table (spec 2.3) that have no screen yet, by their Spanish names: home
 * tells each user which of them their access opens, so nobody lands in an empty app wondering
 * whether something is wrong. As areas get declared entities they leave this list by themselves.
 */
import type { AccessLists } from './engine/access';
import { entities } from './entities';
import { areas } from './areas';
import { lazyList } from './engine/routeRules';
import { canAccess, routeRules, type RouteRule } from './engine/routeAccess';

/**
 * Hand-written screens of an area that no declaration lists (the menu and the title dropdown
 * show them to whoever their route opens): the agenda of issue 12 (domain/agenda.ts).
 */
export const areaScreens: readonly { path: string; label: string }[] = [
  { path: 'schedule', label: 'Agenda' },
];

/** Areas every user has (home, profile, notifications) or that already have their screens. */
const builtAreas = () =>
  new Set([
    'home',
    'profile',
    'notifications',
    'admin',
    'auth-admin',
    ...areaScreens.map((screen) => screen.path),
    ...areas.flatMap((area) => area.pages ?? []),
  ]);

/** Spanish names of the areas to come, by their route. */
export const areaNames: ReadonlyMap<string, string> = new Map([
  ['opportunity', 'Oportunidades'],
  ['lead', 'Leads'],
  ['contract_request', 'Solicitudes de póliza'],
  ['contract', 'Pólizas'],
  ['contract_movement', 'Movimientos de pólizas'],
  ['contract_rejected_payment', 'Pagos rechazados'],
  ['coverage', 'Coberturas'],
  ['coverage_old', 'Coberturas de compañías'],
  ['coverage_package', 'Paquetes de coberturas'],
  ['claim', 'Siniestros'],
  ['customer_support', 'Atención al cliente (tickets)'],
  ['pool', 'Encuestas'],
  ['news', 'Novedades'],
  ['payments', 'Cobros, cheques y pagos'],
  ['treasury', 'Tesorería'],
  ['reports', 'Reportes'],
  ['bindings', 'Vinculaciones'],
]);

/**
 * The paths of a rule that open a page: its own (unless it only groups children, like
 * `reports`) and its children's, parameters left out.
 */
function pathsOf(rule: RouteRule, prefix = ''): string[] {
  if (/\{/.test(rule.path)) return [];
  const path = [prefix, rule.path].filter(Boolean).join('/');
  const opensItself = !rule.children?.length || !!rule.permission?.length || rule.path === '';
  return [
    ...(opensItself ? [path] : []),
    ...(rule.children ?? []).flatMap((child) => pathsOf(child, path)),
  ];
}

/** Top-level areas of the route table without built screens. */
export const upcomingAreas: readonly RouteRule[] = lazyList(() =>
  routeRules.filter(
    (rule) =>
      !builtAreas().has(rule.path) &&
      !entities.some(
        (e) =>
          e.name === rule.path ||
          e.name.startsWith(`${rule.path}/`) ||
          // A named list with a route of its own (`contract_research_art_increase`).
          e.listViews.some((view) => view.route === rule.path),
      ),
  ),
);

/**
 * The Spanish names of the areas to come that this access opens, in the table's order: an area
 * counts when any of its paths opens (reports opens with any one report).
 */
export function upcomingAreasFor(access: AccessLists | null | undefined): string[] {
  return upcomingAreas
    .filter((rule) => pathsOf(rule).some((path) => canAccess(access, path)))
    .map((rule) => areaNames.get(rule.path) ?? rule.path);
}
