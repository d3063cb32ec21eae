import type { ListableStore } from './keyValueStore.ts';

/**
 * localStorage or sessionStorage, looked up on each call: merely reading `window.localStorage`
 * throws where storage is blocked, and the consent helpers catch errors only inside their calls.
 */
export function lazyStore(pick: () => Storage): ListableStore {
  return {
    getItem: (key) => pick().getItem(key),
    setItem: (key, value) => pick().setItem(key, value),
    removeItem: (key) => pick().removeItem(key),
    key: (index) => pick().key(index),
    get length() {
      return pick().length;
    },
  };
}

export const localStore = lazyStore(() => localStorage);
export const sessionStore = lazyStore(() => sessionStorage);
