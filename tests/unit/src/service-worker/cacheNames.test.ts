// The modules themselves: workbox-core's index starts its logger, which needs a worker's `self`.
import { cacheNames } from 'workbox-core/_private/cacheNames.js';
import { setCacheNameDetails } from 'workbox-core/setCacheNameDetails.js';
import { describe, expect, it } from 'vitest';
import { assetsCacheName, cachePrefix, cachesToDelete, cacheVersion, pagesCacheName } from '../../../../src/service-worker/cacheNames.ts';

// The name Workbox gives the precache once the worker sets the prefix and version, as worker.ts does.
setCacheNameDetails({ prefix: cachePrefix, suffix: cacheVersion });
const precacheName = cacheNames.getPrecacheName();

describe('the worker’s caches', () => {
  it('carry the site prefix and the format version in every name, the precache’s included', () => {
    for (const name of [precacheName, pagesCacheName, assetsCacheName]) {
      expect(name.startsWith(`${cachePrefix}-`), name).toBe(true);
      expect(name.endsWith(`-${cacheVersion}`), name).toBe(true);
    }
  });

  it('on activation keep the precache and the hashed files, and drop the pages read under the previous build', () => {
    expect(cachesToDelete([precacheName, assetsCacheName, pagesCacheName], precacheName)).toEqual([pagesCacheName]);
  });

  it('drop every cache of an older format, and leave caches of other code alone', () => {
    const older = [`${cachePrefix}-precache-v2-v0`, `${cachePrefix}-pages-v0`, `${cachePrefix}-assets-v0`];
    expect(cachesToDelete([...older, precacheName, assetsCacheName, 'someone-else', 'workbox-precache-v2'], precacheName)).toEqual(older);
  });
});
