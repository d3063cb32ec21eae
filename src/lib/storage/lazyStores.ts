import type { KeyValueStore } from './keyValueStore.ts';

/**
 * localStorage or sessionStorage, looked up on each call: merely reading `window.localStorage`
 * throws where storage is blocked, and the consent helpers catch errors only inside their calls.
 */
function lazyStore(pick: () => Storage): KeyValueStore {
  return {
    getItem: (key) => pick().getItem(key),
    setItem: (key, value) => pick().setItem(key, value),
    removeItem: (key) => pick().removeItem(key),
  };
}

export const localStore = lazyStore(() => localStorage);
export const sessionStore = lazyStore(() => sessionStorage);
