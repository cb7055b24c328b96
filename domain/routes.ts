/**
 * Who may open which route (spec sections 2.3 and 6), as data: every area's rules
 * (domain/areas.ts, each area's `routes`) and, here, the session-only pages and the spec's
 * areas that have no declared entities yet. The vocabulary (a rule, its children, how rules of
 * one path join) is domain/engine/routeRules.ts, reading the table domain/engine/routeAccess.ts
 * (which the engine imports, as it cannot import the areas). The same table guards the screens
 * and the API (`/api/v1/{route}` of each declared entity).
 */
import { action, either, joinRules, of, rule, type RouteRule } from './engine/routeRules';
import { registerRouteTable } from './engine/routeAccess';
import { areas } from './areas';

export type { Action, RouteRule } from './engine/routeRules';
export { canAccess, requirementFor, routeRules, rulesFor } from './engine/routeAccess';

const ticketActions = ['view', 'create', 'edit', 'delete', 'full_access'];
const tickets = ['customer_support', ...of('tickets', ...ticketActions)];
const ticketSubjects = ['customer_support', ...of('ticket_subjects', ...ticketActions)];
const charges = of(
  'charges',
  ...['full_access', 'create', 'delete', 'edit'],
  ...['anulled', 'applied', 'pending_verification', 'pending_inputation'].map(
    (s) => `edit_on_status_${s}`,
  ),
  ...['tasks_accounting_analist', 'tasks_collect_analist', 'tasks_treasury'],
);
const checks = of('checks', 'full_access', 'show', 'export', 'create', 'edit');
const payments = of('payments', 'full_access', 'show', 'create', 'edit');
const report = (path: string, permission: string) =>
  rule(path, [either('reports: full_access', `reports: ${permission}`)]);

/** Home and profile only need a session. */
const sessionRules: RouteRule[] = [rule('home'), rule('profile')];

/**
 * The spec's areas (2.3) that no business area declares yet, in the order home lists them as
 * areas to come (domain/screens.ts), and the agenda's hand-written screen. An area that gets
 * its entities takes its rules into its own registration.
 */
const specRules: RouteRule[] = [
  rule('pool', [either('customer_support', 'pool: view_replies')]),
  rule('claim', [either('claims: full_access', 'claims: view')], {
    children: [rule('rules', [either('claims: full_access')])],
  }),
  rule('news', [either('admin: full_access', 'admin: news')]),
  rule('customer_support', [either(...new Set([...tickets, ...ticketSubjects]))], {
    children: [
      rule('ticket', [either(...tickets)], {
        actions: {
          create: action('tickets', 'create', 'customer_support'),
          edit: action('tickets', 'edit', 'customer_support'),
          delete: action('tickets', 'delete'),
        },
      }),
      rule('ticket-subject', [either(...ticketSubjects)]),
    ],
  }),
  rule('schedule', [either('admin: schedules')]),
  rule('payments', [either(...checks, ...payments, ...charges)], {
    children: [
      rule('charge', [either(...charges)], {
        actions: { create: action('charges', 'create'), delete: action('charges', 'delete') },
      }),
      rule('check', [either(...checks)], {
        actions: { create: action('checks', 'create'), edit: action('checks', 'edit') },
      }),
      rule('payment', [either(...payments)], {
        actions: { create: action('payments', 'create'), edit: action('payments', 'edit') },
      }),
      rule('reports', [either('payments: full_access')]),
    ],
  }),
  rule('reports', [], {
    children: [
      report('sales-target', 'sales_targets'),
      report('sales-target-corporative', 'sales_targets_corporative'),
      report('analytics_tickets', 'analytics_tickets'),
      report('analytics_polls', 'analytics_polls'),
      report('analytics_opportunities', 'analytics_opportunities'),
      report('analytics_sales', 'analytics_sales'),
      report('patrimonial_subscription', 'patrimonial_subscription'),
      report('technical_support_analytics_tickets', 'technical_support_analytics_tickets'),
      report('tracking', 'tracking'),
    ],
  }),
  rule('treasury', [either(...of('providers', 'full_access', 'show', 'create', 'edit'))], {
    actions: { create: action('providers', 'create'), edit: action('providers', 'edit') },
  }),
];

/**
 * Every authenticated route of spec 2.3: the session's pages, then the areas' rules, then the
 * spec's areas to come, joined when first asked (the areas are loading when this runs).
 */
registerRouteTable(() =>
  joinRules([sessionRules, ...areas.map((area) => area.routes ?? []), specRules]),
);

/** Routes flagged for a version check (spec 2.3: home): a flagged update reloads the page there. */
export const versionCheckedRoutes: readonly string[] = ['home'];
