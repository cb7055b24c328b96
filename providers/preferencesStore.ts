/**
 * react-admin's store (column choices, list filters, the sidebar) kept per user in the
 * browser's local storage (spec 7). React-admin empties its store at logout; here each user's
 * preferences live under their own key instead, so they survive a logout and the next person
 * to log in on the same browser never sees them.
 */
import { localStorageStore, type Store } from 'react-admin';

const STORE_VERSION = '1';

export function preferencesStore(currentUserId: () => number | null | undefined): Store {
  const stores = new Map<string, Store>();
  const current = (): Store => {
    const key = `brokerdesk.${currentUserId() ?? 'anonymous'}`;
    let store = stores.get(key);
    if (!store) {
      store = localStorageStore(STORE_VERSION, key);
      store.setup();
      stores.set(key, store);
    }
    return store;
  };
  return {
    setup: () => undefined,
    teardown: () => stores.forEach((store) => store.teardown()),
    getItem: (key, defaultValue) => current().getItem(key, defaultValue),
    setItem: (key, value) => current().setItem(key, value),
    removeItem: (key) => current().removeItem(key),
    removeItems: (keyPrefix) => current().removeItems(keyPrefix),
    // Logout: the preferences stay with their user (see above); nothing to empty.
    reset: () => undefined,
    subscribe: (key, callback) => current().subscribe(key, callback),
  };
}
