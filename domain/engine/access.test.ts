import { describe, it, expect } from 'vitest';
import {
  ADMINISTRATOR,
  emptyAccess,
  hasAccess,
  isAdministrator,
  normalisePermission,
  prepareAccess,
  type AccessLists,
  type Requirement,
} from './access';

const profile = (lists: Partial<AccessLists>): AccessLists => ({ ...emptyAccess(), ...lists });

describe('normalisePermission', () => {
  it.each([
    ['admin: companies', 'admin: companies'],
    ['Admin: Companies', 'admin: companies'],
    ['Admin :Companies', 'admin: companies'],
    ['admin:companies', 'admin: companies'],
    ['  ADMIN  :   COMPANIES  ', 'admin: companies'],
    [
      'contract_researches:  set_configuration_to_automatic_renewal',
      'contract_researches: set_configuration_to_automatic_renewal',
    ],
    ['administrator', 'administrator'],
    ['Customer   Support', 'customer support'],
    ['', ''],
  ])('%j → %j', (value, normalised) => {
    expect(normalisePermission(value)).toBe(normalised);
  });
});

describe('hasAccess', () => {
  const staff = profile({
    permission: ['Admin: Companies', 'accounts: view', 'imports: import_types_x', 'claims: view'],
    role: ['Executive'],
    assigment: ['Subscriber'],
  });

  it.each<[string, Requirement, boolean]>([
    // Empty requirements pass for any logged-in profile.
    ['no requirement', {}, true],
    ['empty lists', { permission: [], role: [], assigment: [] }, true],
    // Case-insensitive prefix match.
    ['exact permission, other case', { permission: ['admin: companies'] }, true],
    ['permission in capitals, other spacing', { permission: ['ADMIN:COMPANIES'] }, true],
    ['area only', { permission: ['accounts'] }, true],
    ['area with colon', { permission: ['accounts:'] }, true],
    ['prefix of the action', { permission: ['imports: import_types'] }, true],
    ['prefix of the area', { permission: ['adm'] }, true],
    ['longer than granted', { permission: ['accounts: view_all'] }, false],
    ['other action', { permission: ['accounts: edit'] }, false],
    ['other area', { permission: ['contracts: view'] }, false],
    ['granted is a prefix, not the other way', { permission: ['admin: companies_extra'] }, false],
    // All-of entries.
    ['two entries, both granted', { permission: ['admin: companies', 'accounts: view'] }, true],
    ['two entries, one missing', { permission: ['admin: companies', 'contracts: view'] }, false],
    // Alternatives inside an entry.
    ['alternatives, second granted', { permission: ['administrator|accounts: view'] }, true],
    ['alternatives with spaces', { permission: [' administrator | claims: view '] }, true],
    ['alternatives, none granted', { permission: ['administrator|contracts: view|leads'] }, false],
    [
      'alternatives and all-of',
      { permission: ['administrator|claims', 'contracts: list|accounts'] },
      true,
    ],
    [
      'alternatives, second entry fails',
      { permission: ['administrator|claims', 'contracts: list|leads'] },
      false,
    ],
    ['empty alternatives are skipped', { permission: ['|accounts: view|'] }, true],
    ['an empty entry fails closed', { permission: [''] }, false],
    ['an entry of bars only fails closed', { permission: ['||'] }, false],
    // Roles: exact, case-insensitive.
    ['role, other case', { role: ['executive'] }, true],
    ['role alternatives', { role: ['administrator|EXECUTIVE'] }, true],
    ['role prefix is not enough', { role: ['exec'] }, false],
    ['role longer', { role: ['executive_manager'] }, false],
    ['missing role', { role: ['administrator'] }, false],
    // Assigments: exact, case-insensitive.
    ['assigment, other case', { assigment: ['subscriber'] }, true],
    ['assigment prefix is not enough', { assigment: ['subscr'] }, false],
    ['assigment alternatives', { assigment: ['subscriber_back|subscriber'] }, true],
    ['assigment not held', { assigment: ['subscriber_back'] }, false],
    // Every kind must pass.
    [
      'all three pass',
      { permission: ['accounts'], role: ['executive'], assigment: ['subscriber'] },
      true,
    ],
    [
      'permission fails',
      { permission: ['leads'], role: ['executive'], assigment: ['subscriber'] },
      false,
    ],
    [
      'role fails',
      { permission: ['accounts'], role: ['customer_support'], assigment: ['subscriber'] },
      false,
    ],
    [
      'assigment fails',
      { permission: ['accounts'], role: ['executive'], assigment: ['subscriber_back'] },
      false,
    ],
  ])('%s', (_, requirement, expected) => {
    expect(hasAccess(staff, requirement)).toBe(expected);
  });

  it.each([null, undefined])('refuses a %s profile, even with no requirement', (missing) => {
    expect(hasAccess(missing, {})).toBe(false);
    expect(hasAccess(missing, { permission: ['accounts'] })).toBe(false);
  });

  it('lets an empty profile through empty requirements only', () => {
    expect(hasAccess(emptyAccess(), {})).toBe(true);
    expect(hasAccess(emptyAccess(), { permission: ['accounts'] })).toBe(false);
    expect(hasAccess(emptyAccess(), { role: ['executive'] })).toBe(false);
    expect(hasAccess(emptyAccess(), { assigment: ['subscriber'] })).toBe(false);
  });

  it('tolerates a profile missing a list', () => {
    const partial = { permission: ['accounts: view'] } as unknown as AccessLists;
    expect(hasAccess(partial, { permission: ['accounts'] })).toBe(true);
    expect(hasAccess(partial, { role: ['executive'] })).toBe(false);
  });

  it('applies the administrator only where a requirement names it', () => {
    const admin = profile({ permission: [ADMINISTRATOR] });
    expect(ADMINISTRATOR).toBe('administrator');
    // Auth-admin (users, roles, assigments).
    expect(hasAccess(admin, { permission: ['administrator'] })).toBe(true);
    // News: administrator, admin full_access or admin news.
    expect(hasAccess(admin, { permission: ['administrator|admin: full_access|admin: news'] })).toBe(
      true,
    );
    expect(
      hasAccess(profile({ permission: ['admin: news'] }), {
        permission: ['administrator|admin: full_access|admin: news'],
      }),
    ).toBe(true);
    expect(
      hasAccess(profile({ permission: ['admin: crons'] }), {
        permission: ['administrator|admin: full_access|admin: news'],
      }),
    ).toBe(false);
    // Claims: claims view.
    expect(hasAccess(admin, { permission: ['claims: view'] })).toBe(false);
  });

  it('models the spec section 6 examples', () => {
    const imports = { permission: ['admin: imports|imports: import_types'] };
    expect(hasAccess(profile({ permission: ['admin: imports'] }), imports)).toBe(true);
    expect(hasAccess(profile({ permission: ['imports: import_types_create'] }), imports)).toBe(
      true,
    );
    expect(hasAccess(profile({ permission: ['imports: view'] }), imports)).toBe(false);

    const pool = { permission: ['customer_support|pool: view_replies'] };
    expect(hasAccess(profile({ permission: ['Pool: View_Replies'] }), pool)).toBe(true);
    expect(hasAccess(profile({ permission: ['pool: view'] }), pool)).toBe(false);

    // Routes inherit requirements from their parents: the child's entries are appended.
    const researches = [
      'contract_researches: renewal|contract_researches: reinvoicing|contract_researches: art_increase|contract_researches: view',
    ];
    const settings = {
      permission: [
        ...researches,
        'contract_researches: set_configuration_to_automatic_renewal|contract_researches: set_configuration_to_automatic_reinvoicing',
      ],
    };
    expect(hasAccess(profile({ permission: ['contract_researches: renewal'] }), settings)).toBe(
      false,
    );
    expect(
      hasAccess(
        profile({
          permission: [
            'contract_researches: renewal',
            'contract_researches: set_configuration_to_automatic_renewal',
          ],
        }),
        settings,
      ),
    ).toBe(true);
  });

  it('does not change the profile', () => {
    const lists = profile({ permission: ['Admin: Companies'], role: ['Executive'] });
    hasAccess(lists, { permission: ['admin'], role: ['executive'] });
    expect(lists).toEqual(profile({ permission: ['Admin: Companies'], role: ['Executive'] }));
  });
});

describe('emptyAccess', () => {
  it('returns fresh empty lists each time', () => {
    const a = emptyAccess();
    a.permission.push('x');
    expect(emptyAccess()).toEqual({ permission: [], role: [], assigment: [] });
  });
});

describe('prepareAccess (permissions normalised once, when the session loads)', () => {
  it('keeps the lists as granted and answers every check as before', () => {
    const granted = profile({
      permission: ['Admin :Companies', 'accounts: view'],
      role: ['Executive'],
    });
    const prepared = prepareAccess(granted);
    expect(prepared).toBe(granted);
    expect(prepared.permission).toEqual(['Admin :Companies', 'accounts: view']);
    const checks: [Requirement, boolean][] = [
      [{ permission: ['admin: companies'] }, true],
      [{ permission: ['ADMIN:COMPANIES|nothing'] }, true],
      [{ permission: ['accounts: view_all'] }, false],
      [{ role: ['executive'] }, true],
      [{ role: ['exec'] }, false],
    ];
    for (const [requirement, expected] of checks) {
      expect(hasAccess(prepared, requirement)).toBe(expected);
      expect(hasAccess(prepared, requirement)).toBe(expected); // served from the normalised lists
    }
  });

  it('answers a freshly granted list by its own values, never another session’s', () => {
    expect(
      hasAccess(prepareAccess(profile({ permission: ['claims: view'] })), {
        permission: ['claims'],
      }),
    ).toBe(true);
    expect(
      hasAccess(prepareAccess(profile({ permission: ['leads: view'] })), {
        permission: ['claims'],
      }),
    ).toBe(false);
  });
});

describe('isAdministrator', () => {
  const lists = (...permission: string[]) => ({ permission, role: [], assigment: [] });
  it('recognises the superuser permission whatever its spacing and case', () => {
    expect(isAdministrator(lists(' Administrator '))).toBe(true);
    expect(isAdministrator(lists('admin: companies', 'ADMINISTRATOR'))).toBe(true);
  });

  it('refuses look-alikes, other permissions and no session', () => {
    expect(isAdministrator(lists('administrators', 'admin: full_access'))).toBe(false);
    expect(isAdministrator(lists())).toBe(false);
    expect(isAdministrator(undefined)).toBe(false);
  });
});
