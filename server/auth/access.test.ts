/**
 * The API and the interface agree: for every demo user and every declared resource, the API
 * answers each action exactly when the route table (which drives menu and screens) allows it.
 */
import { expect, it } from 'vitest';
import { entities } from '../../domain/entities';
import type { AccessLists } from '../../domain/engine/access';
import { canAccess, type Action } from '../../domain/routes';
import { demoAccess, demoUsers } from '../../fixtures/users';
import { json, useTestApp, describeApp } from '../test/harness';

describeApp('demo users on %s', (dialect) => {
  const app = useTestApp(dialect);

  it.each(demoUsers.map((u) => [u.email, u] as const))(
    '%s gets from the API exactly what its screens show',
    async (_email, demo) => {
      const t = app();
      const headers = await t.login(demo.email);
      const profile = (
        json(await t.app.inject({ url: '/api/v1/user/me', headers })).data as {
          access: AccessLists;
        }
      ).access;
      // Derived by the server from roles, assignments and their roles, as the fixtures grant them.
      const expected = demoAccess(demo);
      const sorted = (list: string[]) => [...list].sort();
      expect(sorted(profile.permission)).toEqual(sorted(expected.permission));
      expect(sorted(profile.role)).toEqual(sorted(expected.role));
      expect(profile.assigment).toEqual(expected.assigment);
      for (const entity of entities) {
        const probes: [Action, 'GET' | 'POST' | 'DELETE', string][] = [
          ['list', 'GET', `/api/v1/${entity.name}`],
          ['show', 'GET', `/api/v1/${entity.name}/1`],
          ['create', 'POST', `/api/v1/${entity.name}`],
          ['delete', 'DELETE', `/api/v1/${entity.name}/999999`],
        ];
        for (const [action, method, url] of probes) {
          const response = await t.app.inject({
            method,
            url,
            headers,
            payload: method === 'POST' ? {} : undefined,
          });
          const allowed = canAccess(profile, entity.name, action);
          // Allowed requests fail later for other reasons (an empty body, a missing id), never with 403.
          expect(response.statusCode === 403, `${demo.email} ${method} ${url}`).toBe(!allowed);
        }
      }
    },
  );

  it('gives each labor a different view of the catalogues', () => {
    const visible = (email: string) => {
      const profile = demoAccess(demoUsers.find((u) => u.email === email)!);
      return entities.filter((e) => canAccess(profile, e.name)).map((e) => e.name);
    };
    expect(visible('admin@demo.test')).toHaveLength(entities.length);
    expect(visible('operador@demo.test')).toEqual([
      'admin/holiday',
      'admin/locations/country',
      'admin/locations/state',
      'admin/locations/locality',
      'admin/locations/zipcode',
      'notifications',
      // `accounts: view`: the clients assigned to them (none of the demo's).
      'economic_group',
      'account',
      'contact',
      'account_contact',
      'interaction',
      'task',
      // `leads: create` and `view`: loads leads for the executives and sees them all.
      'lead',
      // `accounts: view` again: the contact lists and their clients' memberships.
      'contact_list',
      'contact_list_member',
      // Their clients' files, as the clients themselves (domain/entities/recordFiles.ts).
      'account_file',
      // `opportunities: create`: loads opportunities for the executives (issue 13), with their
      // files.
      'opportunity',
      'opportunity_file',
      // `contract_requests: operator`: operations reads the requests and reviews their
      // inspections and ART's letters.
      'contract_request',
      'inspection',
      'inspection/photo',
      'no_objection_letter',
    ]);
    expect(visible('cobranzas@demo.test')).toEqual([
      'admin/currencies/currency',
      'admin/currencies/currency_quotation',
      'notifications',
      // `contracts: full_access` and `contract_rejected_payments: full_access`: every policy,
      // to record and work its bounced debits.
      'contract',
      'contract/person',
      'contract/item',
      'contract/coverage',
      'contract/quota',
      'contract/file',
      'contract_rejected_payment',
    ]);
    expect(visible('sin-permisos@demo.test')).toEqual(['notifications']);
  });
});
