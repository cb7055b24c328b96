/** Spec section 6, rule by rule: a profile that passes and one that fails, for each area. */
import { describe, expect, it } from 'vitest';
import type { AccessLists } from './engine/access';
import { entities } from './entities';
import { areas } from './areas';
import { joinRules } from './engine/routeRules';
import { canAccess, requirementFor, rulesFor, type Action, type RouteRule } from './routes';

const user = (...permission: string[]): AccessLists => ({ permission, role: [], assigment: [] });

// [path, action or '', permissions that open it, permissions that do not]
const cases: [string, Action | '', string[], string[]][] = [
  ['/admin/branch', '', ['admin: branches'], ['admin: companies']],
  ['/admin/branch/3/edit', '', ['admin: full_access'], ['branches: full_access']],
  ['/admin/company/create', '', ['Admin: Companies'], ['admin: company']],
  ['/admin/cron', '', ['admin: crons'], ['admin: settings']],
  ['/admin/import', '', ['imports: import_types_vehicles'], ['imports: other']],
  ['/admin/import', '', ['admin: imports'], ['imports']],
  ['/admin/locations/zipcode', '', ['locations: full_access'], ['admin: localities']],
  ['/admin/locations/locality/4/show', '', ['admin: localities'], ['admin: zipcodes']],
  ['/admin/currencies/currency_quotation', '', ['admin: currencies'], ['admin: holidays']],
  ['/account/3f1c/timeline', '', ['accounts: view'], ['contracts: view']],
  ['/pool/answers', '', ['customer_support'], ['tickets: view']],
  ['/pool/answers', '', ['pool: view_replies'], []],
  ['/claim', '', ['claims: view'], ['claims: create']],
  ['/claim/rules', '', ['claims: full_access'], ['claims: view']],
  ['/contract', '', ['contracts: list'], ['contracts: view']],
  ['/contract/6b1e9b52-5c6f-4f55-8a4e-9d5f1c1a2b3c', '', ['contracts: view'], ['contracts: list']],
  ['/contract_request', '', ['contract_requests: subscriber'], ['contracts: view']],
  ['/contract_request', '', ['contract_requests: executive'], []],
  [
    '/contract_research_renewal',
    '',
    ['contract_researches: renewal'],
    ['contract_researches: reinvoicing'],
  ],
  [
    '/contract_research_renewal/settings',
    '',
    ['contract_researches: renewal', 'contract_researches: set_configuration_to_automatic_renewal'],
    ['contract_researches: renewal'],
  ],
  [
    '/contract_research_reinvoicing/settings',
    '',
    [
      'contract_researches: view',
      'contract_researches: set_configuration_to_automatic_reinvoicing',
    ],
    ['contract_researches: set_configuration_to_automatic_reinvoicing'],
  ],
  [
    '/contract_rejected_payment',
    '',
    ['contract_rejected_payments: full_access'],
    ['contract_rejected_payments: view'],
  ],
  ['/auth-admin/user', '', ['administrator'], ['admin: full_access']],
  ['/coverage_package', '', ['coverages: full_access'], ['coverages: view']],
  ['/coverage', '', ['opportunities: full_access'], ['opportunities: create']],
  ['/news/4/show', '', ['admin: news'], ['news']],
  ['/import_news', '', ['admin: section_import_news'], ['admin: news']],
  // A type's own section reaches the imports' pages for its type, never their list.
  ['/admin/import/upload', '', ['admin: section_import_news'], ['admin: news']],
  ['/admin/import', 'show', ['admin: section_import_news'], ['admin: news']],
  ['/admin/import', 'list', ['imports: import_types holiday'], ['admin: section_import_news']],
  ['/customer_support/ticket', '', ['tickets: view'], ['ticket_subjects: view']],
  ['/customer_support/ticket-subject', '', ['ticket_subjects: edit'], ['tickets: full_access']],
  ['/customer_support/ticket', 'create', ['tickets: create'], ['tickets: view']],
  ['/opportunity', '', ['opportunities: executive'], ['leads: executive']],
  ['/opportunity', 'delete', ['opportunities: full_access'], ['opportunities: executive']],
  [
    '/opportunity/request',
    '',
    ['opportunities: create', 'opportunities: section_request'],
    ['opportunities: section_request'],
  ],
  [
    '/opportunity/quotes',
    '',
    ['opportunities: executive', 'opportunities: quotes_export'],
    ['opportunities: executive'],
  ],
  ['/lead', '', ['leads: view'], ['opportunities: executive']],
  ['/lead', 'delete', ['leads: delete'], ['leads: edit']],
  ['/payments/charge', '', ['charges: edit_on_status_applied'], ['checks: full_access']],
  ['/payments/charge', '', ['charges: tasks_treasury'], []],
  ['/payments/check/3b5/detail/historic', '', ['checks: export'], ['charges: full_access']],
  ['/payments/payment', 'create', ['payments: create'], ['payments: show']],
  ['/payments/reports/plan_quota', '', ['payments: full_access'], ['payments: show']],
  ['/reports/analytics_sales', '', ['reports: analytics_sales'], ['reports: analytics_polls']],
  ['/schedule', '', ['admin: schedules'], ['admin: full_access']],
  ['/treasury/provider/3b5/edit', '', ['providers: show'], ['payments: full_access']],
];

describe('route requirements of spec section 6', () => {
  it.each(cases)('%s %s', (path, action, opens, doesNot) => {
    const act = action || undefined;
    expect(canAccess(user(...opens), path, act)).toBe(true);
    expect(canAccess(user(...doesNot), path, act)).toBe(false);
    expect(canAccess(user('administrator'), path, act)).toBe(true);
  });

  it('lets the administrator superuser in everywhere the table knows, and nobody into unknown paths', () => {
    for (const path of [
      '/admin/branch',
      '/payments/charge',
      '/reports/tracking',
      '/auth-admin/role/2/edit',
    ]) {
      expect(canAccess(user('administrator'), path)).toBe(true);
    }
    expect(rulesFor('/no/existe')).toBeNull();
    expect(canAccess(user('administrator'), '/no/existe')).toBe(false);
  });

  it('needs only a session for home, profile and notifications, and nothing without a profile', () => {
    expect(canAccess(user(), '/home')).toBe(true);
    expect(canAccess(user(), '/profile')).toBe(true);
    expect(canAccess(null, '/home')).toBe(false);
  });

  it('makes children add to their parents: a child rule is never easier than its parent', () => {
    expect(requirementFor('/opportunity/request')!.permission).toHaveLength(2);
    expect(canAccess(user('opportunities: section_request'), '/opportunity/request')).toBe(false);
  });

  it('covers every declared entity with a rule below the session level', () => {
    // Each user's own notifications only need a session (spec 2.3); sending needs the superuser.
    const sessionOnly = ['notifications'];
    for (const entity of entities) {
      if (sessionOnly.includes(entity.name)) {
        expect(canAccess(user(), entity.name), entity.name).toBe(true);
        continue;
      }
      expect(requirementFor(entity.name)!.permission!.length, entity.name).toBeGreaterThan(0);
      expect(canAccess(user(), entity.name), entity.name).toBe(false);
    }
    expect(canAccess(user(), 'notifications/send', 'create')).toBe(false);
    expect(canAccess(user('administrator'), 'notifications/send', 'create')).toBe(true);
  });

  it("takes each entity's rules from the entity's own area, with nothing added elsewhere", () => {
    // What a chain of rules asks, whoever else declared rules beside them (the admin sections).
    const asks = (chain: RouteRule[] | null) =>
      chain?.map(({ permission, role, assigment, actions }) => ({
        permission,
        role,
        assigment,
        actions,
      }));
    for (const area of areas) {
      const own = joinRules([area.routes ?? []]);
      for (const entity of area.entities)
        expect(asks(rulesFor(entity.name, own)), `${area.name}: ${entity.name}`).toEqual(
          asks(rulesFor(entity.name)),
        );
    }
  });
});
