/**
 * Who may open which route (spec sections 2.3 and 6), as data. A rule covers its path and every
 * path below it; children add their entries to their parents' (all must pass), so
 * `/admin/branch/3/edit` needs what `admin` and `admin/branch` need. The same table guards the
 * screens and the API (`/api/v1/{route}` of each declared entity).
 */
import { hasAccess, type AccessLists, type Requirement } from './engine/access';

export type Action = 'list' | 'show' | 'create' | 'edit' | 'delete';

export interface RouteRule extends Requirement {
  /** Segments below the parent; `{name}` or `{name?}` matches any one segment; '' is the parent itself. */
  path: string;
  /** Extra entries for one action on the route's records (e.g. creating a ticket). */
  actions?: Partial<Record<Action, string[]>>;
  children?: RouteRule[];
}

const ADMIN = 'administrator';
/** `area: a`, `area: b`… for the actions of one area. */
const of = (area: string, ...actions: string[]) => actions.map((a) => `${area}: ${a}`);
/** One requirement entry: the superuser or any of the alternatives. */
const either = (...alternatives: string[]) => [ADMIN, ...alternatives].join('|');
const rule = (
  path: string,
  permission: string[] = [],
  extra: Partial<RouteRule> = {},
): RouteRule => ({ path, permission, ...extra });

/** An admin section (`admin: {section}`), which the admin full access and the superuser also open. */
const adminSection = (path: string, section: string) =>
  rule(path, [either('admin: full_access', `admin: ${section}`)]);
const locationSection = (path: string, section: string) =>
  rule(path, [either('admin: full_access', 'locations: full_access', `admin: ${section}`)]);

const adminSections: RouteRule[] = [
  ...(
    [
      ['activity', 'activities'],
      ['audit', 'audits'],
      ['branch', 'branches'],
      ['caller_priority', 'caller_priorities'],
      ['caller_priority_opportunity', 'caller_priorities'],
      ['campaign', 'campaigns'],
      ['client', 'clients'],
      ['company', 'companies'],
      ['cron', 'crons'],
      ['map', 'maps'],
      ['download', 'downloads'],
      ['email_validation', 'email_validations'],
      ['global_type', 'global_types'],
      ['bincode', 'bincodes'],
      ['holiday', 'holidays'],
      ['contact_emails', 'contact_emails'],
      ['slider', 'sliders'],
      ['quote_campaign', 'quote_campaigns'],
      ['team', 'teams'],
      ['infocar', 'infocar'],
      ['landing', 'landings'],
      ['landing-company', 'landings'],
      ['news', 'news'],
      ['media', 'media'],
      ['organization', 'organizations'],
      ['sales-target', 'sales_targets'],
      ['producer', 'producers'],
      ['producer_company_commission', 'producers'],
      ['service', 'services'],
      ['service_info_detail', 'services'],
      ['settings', 'settings'],
      ['status', 'statuses'],
      ['status_substatus', 'statuses'],
      ['vehicle', 'vehicles'],
      ['vehicle_other', 'vehicles'],
      ['widget', 'widgets'],
      ['segmentation', 'segmentations'],
      ['currencies', 'currencies'],
      ['payment', 'payments'],
      ['outbox', 'emails'], // not in the spec: the stored copy of every e-mail sent
    ] as const
  ).map(([path, section]) => adminSection(path, section)),
  // Imports also open to any permission starting with 'imports: import_types' (spec 6).
  rule('import', [either('admin: full_access', 'admin: imports', 'imports: import_types')]),
  rule('locations', [], {
    children: [
      locationSection('country', 'countries'),
      locationSection('state', 'states'),
      locationSection('locality', 'localities'),
      locationSection('zipcode', 'zipcodes'),
    ],
  }),
];

const researches = (kind: 'renewal' | 'reinvoicing' | 'art_increase') =>
  either(...of('contract_researches', 'full_access', kind, 'view'));
const coverages = [
  either('opportunities: full_access', 'contract_requests: full_access', 'coverages: full_access'),
];
/**
 * The coverages are one catalogue for every organization (domain/entities/coverages.ts): who
 * quotes reads them, only whoever administers coverages changes them (or maps an insurer's).
 */
const coverageChanges = {
  actions: Object.fromEntries(
    (['create', 'edit', 'delete'] as const).map((a) => [a, [either('coverages: full_access')]]),
  ),
};
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
const contractRequests = either(
  ...of('contract_requests', 'full_access', 'subscriber', 'executive'),
);
const report = (path: string, permission: string) =>
  rule(path, [either('reports: full_access', `reports: ${permission}`)]);
/** One action of an area: its own permission or the area's full access. */
const action = (area: string, name: string, ...also: string[]) => [
  either(`${area}: full_access`, `${area}: ${name}`, ...also),
];

/** Every authenticated route of spec 2.3. Home, profile and notifications only need a session. */
export const routeRules: RouteRule[] = [
  rule('home'),
  rule('profile'),
  rule('notifications', [], { children: [rule('send', [ADMIN])] }),
  rule('admin', [], { children: adminSections }),
  // Clients (issue 12): who views accounts works them; removing one needs the full access.
  // Putting a client on a contact list (contact_list_member) or recording their unsubscription
  // is working the client.
  ...[
    'economic_group',
    'account',
    'contact',
    'account_contact',
    'interaction',
    'task',
    'contact_list_member',
  ].map((path) =>
    rule(path, [either('accounts: full_access', 'accounts: view')], {
      actions: { delete: [either('accounts: full_access')] },
    }),
  ),
  // Who works clients sees the contact lists; the lists themselves (what the brokerage sends,
  // and by which channel) are set up by the full access.
  rule('contact_list', [either('accounts: full_access', 'accounts: view')], {
    actions: {
      create: [either('accounts: full_access')],
      edit: [either('accounts: full_access')],
      delete: [either('accounts: full_access')],
    },
  }),
  rule('pool', [either('customer_support', 'pool: view_replies')]),
  rule('auth-admin', [ADMIN]),
  rule('claim', [either('claims: full_access', 'claims: view')], {
    children: [rule('rules', [either('claims: full_access')])],
  }),
  rule('bindings', [ADMIN]),
  rule('contract', [], {
    children: [rule('', action('contracts', 'list')), rule('{uuid}', action('contracts', 'view'))],
  }),
  rule('movements', [contractRequests]),
  rule('contract_movement', [contractRequests]),
  rule('contract_request', [contractRequests]),
  rule('contract_research_renewal', [researches('renewal')], {
    children: [
      rule('settings', [either('contract_researches: set_configuration_to_automatic_renewal')]),
    ],
  }),
  rule('contract_research_reinvoicing', [researches('reinvoicing')], {
    children: [
      rule('settings', [either('contract_researches: set_configuration_to_automatic_reinvoicing')]),
    ],
  }),
  rule('contract_research_art_increase', [researches('art_increase')]),
  rule('contract_rejected_payment', [either('contract_rejected_payments: full_access')]),
  rule('coverage', coverages, coverageChanges),
  rule('coverage_old', coverages, coverageChanges),
  rule('coverage_package', coverages, coverageChanges),
  rule('news', [either('admin: full_access', 'admin: news')]),
  rule('import_news', [either('admin: full_access', 'admin: section_import_news')]),
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
  // An executive closes an opportunity through its status (cancelled, not applied), keeping its
  // history; removing one needs the full access.
  rule('opportunity', [either(...of('opportunities', 'full_access', 'create', 'executive'))], {
    actions: { delete: [either('opportunities: full_access')] },
    children: [
      rule('request', action('opportunities', 'section_request')),
      rule('duplicates', action('opportunities', 'section_duplicates')),
      rule('quotes', action('opportunities', 'quotes', 'opportunities: quotes_export')),
      // Discounts on quotes: the executives ask (not the operator loading opportunities); the
      // supervisor's labor decides (the commands' `requires`, domain/entities/discountRequests.ts).
      rule('discounts', [either(...of('opportunities', 'full_access', 'executive'))]),
    ],
  }),
  rule(
    'lead',
    [either(...of('leads', 'full_access', 'create', 'edit', 'delete', 'executive', 'view'))],
    {
      actions: {
        create: action('leads', 'create', 'leads: executive'),
        // Whoever loads a lead corrects what they typed (the operator has no other way back).
        edit: action('leads', 'edit', 'leads: executive', 'leads: create'),
        delete: action('leads', 'delete'),
      },
    },
  ),
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

/** Routes flagged for a version check (spec 2.3: home): a flagged update reloads the page there. */
export const versionCheckedRoutes: readonly string[] = ['home'];

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
export function rulesFor(path: string): RouteRule[] | null {
  let segments = path.split('?')[0].split('/').filter(Boolean);
  let level = routeRules;
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
