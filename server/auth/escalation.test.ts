/**
 * No privilege escalation (issue 9, item 3), on the rule itself: auth-admin's routes already
 * require the superuser, so the hooks are called here as a writer holding less would meet them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignment, role, user } from '../../domain/entities/auth';
import type { Entity } from '../../domain/engine/entity';
import { tenancyMessages } from '../../domain/tenancy';
import { HttpProblem } from '../http/problems';
import { Notifier } from '../notifications/notifier';
import type { Row } from '../db/codec';
import { startTestApp, type TestApp } from '../test/harness';
import { SessionCache } from './sessionCache';
import { authAdminHooks } from './userAdmin';

describe('granting only what one holds', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(() => t?.close());

  const writer = (permission: string[]) => ({
    actorId: 99,
    organizationId: 2,
    organizations: [2],
    access: { permission, role: [], assigment: [] },
  });

  async function before(entity: Entity, was: Row | null, now: Row, permission: string[]) {
    const hooks = authAdminHooks(new SessionCache(0), new Notifier(t.database, null));
    const event = {
      store: t.database,
      entity,
      action: was ? ('update' as const) : ('create' as const),
      before: was,
      after: now,
      actorId: 99,
      writer: writer(permission),
    };
    try {
      for (const hook of hooks[entity.name]) await hook.before?.(event);
      return null;
    } catch (error) {
      expect(error).toBeInstanceOf(HttpProblem);
      return (error as HttpProblem & { errors?: Record<string, string[]> }).errors ?? {};
    }
  }

  it('refuses a permission the writer does not hold, on a role or a user', async () => {
    const errors = await before(
      role,
      { permissions: ['admin: holidays'] },
      {
        permissions: ['admin: holidays', 'admin: companies'],
      },
      ['admin: holidays'],
    );
    expect(errors).toEqual({
      permissions: [tenancyMessages.permissionNotHeld.replace(':permissions', 'admin: companies')],
    });
    // Keeping one it does not hold, already there, is not granting it.
    expect(
      await before(
        role,
        { permissions: ['admin: companies'] },
        {
          permissions: ['admin: companies'],
        },
        [],
      ),
    ).toBeNull();
    const direct = await before(
      user,
      null,
      { organizations: [2], permissions: ['administrator'] },
      ['admin: holidays'],
    );
    expect(Object.keys(direct ?? {})).toEqual(['permissions']);
  });

  it('refuses a role or cargo that grants more than the writer holds', async () => {
    // Role 1 is the seeded administrator role; cargo "administration" carries it.
    const viaRole = await before(user, null, { organizations: [2], roles: [1] }, ['admin: teams']);
    expect(Object.keys(viaRole ?? {})).toEqual(['roles']);
    const [cargo] = await t.database.db
      .selectFrom(assignment.table)
      .select('id')
      .where('name', '=', 'administration')
      .execute();
    const viaCargo = await before(user, null, { organizations: [2], assignments: [cargo.id] }, [
      'admin: teams',
    ]);
    expect(Object.keys(viaCargo ?? {})).toEqual(['assignments']);
    const cargoRole = await before(assignment, { role: 8 }, { role: 1 }, ['admin: teams']);
    expect(Object.keys(cargoRole ?? {})).toEqual(['role']);
  });

  it('lets the superuser grant anything inside its organizations, and nothing outside', async () => {
    expect(
      await before(user, null, { organizations: [2], roles: [1], permissions: ['x: y'] }, [
        'administrator',
      ]),
    ).toBeNull();
    expect(await before(user, null, { organizations: [3] }, ['administrator'])).toEqual({
      organizations: [tenancyMessages.foreignOrganization],
    });
  });
});
