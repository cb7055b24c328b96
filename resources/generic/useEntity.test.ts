/**
 * The screens hide what the API refuses (issue 28, item 8): a shared catalogue offers no
 * create, edit or delete to another organization's administrator, and the product's own
 * sections are not listed to them.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { entityByName } from '../../domain/entities';
import type { Profile } from '../../providers/authProvider';
import { mayAccess } from './useEntity';

let profile: Profile | null = null;
vi.mock('../../providers/authProvider', () => ({ currentProfile: () => profile }));

const access = { permission: ['administrator'], role: [], assigment: [] };
const signIn = (organizations: number[]) => {
  profile = {
    id: 9,
    name: 'Administradora',
    email: 'a@b.test',
    access,
    organizations: organizations.map((organization_id) => ({ organization_id })),
    user_components: {},
  };
};

describe('mayAccess with the organizations', () => {
  afterEach(() => {
    profile = null;
  });

  it('hides writing a shared catalogue outside the product organization', () => {
    const insurers = entityByName('admin/company');
    signIn([5]);
    expect(mayAccess(access, insurers, 'list')).toBe(true);
    for (const action of ['create', 'edit', 'delete'] as const)
      expect(mayAccess(access, insurers, action)).toBe(false);
    // Its own organization's sections stay writable.
    expect(mayAccess(access, entityByName('admin/team'), 'create')).toBe(true);
    signIn([1]);
    expect(mayAccess(access, insurers, 'edit')).toBe(true);
  });

  it('lists the scheduled jobs only to a product administrator', () => {
    signIn([5]);
    expect(mayAccess(access, entityByName('admin/cron'))).toBe(false);
    signIn([1]);
    expect(mayAccess(access, entityByName('admin/cron'))).toBe(true);
  });
});
