/** The screen a page opened by its address shows, loaded before the session check ends. */
import { describe, expect, it } from 'vitest';
import { screenAt } from './index';

const at = (path: string) => {
  const screen = screenAt(path);
  return screen && `${screen.entity.name} ${screen.view}`;
};

describe('screenAt', () => {
  it('reads the resource, the longest name first, and its view from the address', () => {
    expect(at('/account')).toBe('account list');
    expect(at('/account/create')).toBe('account create');
    expect(at('/account/0b6c/edit')).toBe('account edit');
    // A record with tabs opens its page by id, on any of its tabs.
    expect(at('/account/0b6c')).toBe('account show');
    expect(at('/account/0b6c/segmentation')).toBe('account show');
    expect(at('/account_contact/12')).toBe('account_contact edit');
    expect(at('/admin/branch/3/show')).toBe('admin/branch show');
    expect(at('/admin/branch/3')).toBe('admin/branch edit');
  });

  it('reads the record and the tab, so a record page asks for its record early', () => {
    expect(screenAt('/account/0b6c')).toMatchObject({ id: '0b6c', tab: undefined });
    expect(screenAt('/account/0b6c/segmentation')).toMatchObject({
      id: '0b6c',
      tab: 'segmentation',
    });
    expect(screenAt('/admin/branch/3/show')).toMatchObject({ id: '3', tab: undefined });
    expect(screenAt('/account/create')).not.toHaveProperty('id');
    expect(screenAt('/account')).not.toHaveProperty('id');
    // A malformed address asks for nothing early; a screen of its own is no record's page.
    expect(screenAt('/account/%E0%A4')).not.toHaveProperty('id');
    expect(screenAt('/auth-admin/user/5/password/change')).toBeNull();
    expect(screenAt('/admin/import/upload')).toBeNull();
    // A named list is the entity's list on its own route, never a record called so.
    expect(screenAt('/coverage_old/without-identifier')).toEqual({
      entity: expect.objectContaining({ name: 'coverage_old' }),
      view: 'list',
    });
    expect(at('/coverage_old/12/edit')).toBe('coverage_old edit');
  });

  it('finds nothing for the app’s own pages', () => {
    expect(at('/home')).toBeNull();
    expect(at('/')).toBeNull();
    expect(at('/accounts')).toBeNull();
  });
});
