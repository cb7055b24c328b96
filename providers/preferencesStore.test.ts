/** Preferences are kept per user and survive logout (react-admin's reset). */
import { beforeEach, describe, expect, it } from 'vitest';
import { preferencesStore } from './preferencesStore';

describe('preferencesStore', () => {
  beforeEach(() => localStorage.clear());

  it('keeps each user’s choices apart and keeps them through a logout', () => {
    let userId: number | null = 1;
    const store = preferencesStore(() => userId);
    store.setup();
    store.setItem('preferences.admin/company.datagrid.columns', ['0', '2']);
    store.reset(); // react-admin's logout
    expect(store.getItem('preferences.admin/company.datagrid.columns')).toEqual(['0', '2']);

    userId = 2;
    expect(store.getItem('preferences.admin/company.datagrid.columns')).toBeUndefined();
    store.setItem('preferences.admin/company.datagrid.columns', ['1']);

    userId = 1;
    expect(store.getItem('preferences.admin/company.datagrid.columns')).toEqual(['0', '2']);
    userId = null;
    expect(store.getItem('preferences.admin/company.datagrid.columns', 'none')).toBe('none');
    store.teardown();
  });

  it('notifies a subscriber of the current user’s changes', () => {
    const store = preferencesStore(() => 7);
    store.setup();
    const seen: unknown[] = [];
    const unsubscribe = store.subscribe('sidebar.open', (value) => seen.push(value));
    store.setItem('sidebar.open', false);
    unsubscribe();
    store.setItem('sidebar.open', true);
    expect(seen).toEqual([false]);
    store.teardown();
  });
});
