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

  it('finds nothing for the app’s own pages', () => {
    expect(at('/home')).toBeNull();
    expect(at('/')).toBeNull();
    expect(at('/accounts')).toBeNull();
  });
});
