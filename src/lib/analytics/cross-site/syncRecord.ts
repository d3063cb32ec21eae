import { readStored, writeStored, type KeyValueStore } from '../../storage/keyValueStore.ts';
import { arrayOf, hasFields, isString, isTimestamp } from '../../plainChecks.ts';

/** localStorage key of the record the brand site and this platform share. */
export const crossSiteSyncKey = 'cross_site_sync';
export const crossSiteSyncVersion = '1.0.0';
export const crossSitePlatform = 'advisory-platform';

export interface CrossSiteSyncRecord {
  platform: string;
  version: string;
  features: string[];
  lastSync: string;
}

const isSyncRecord = hasFields<CrossSiteSyncRecord>({
  platform: isString,
  version: isString,
  features: arrayOf(isString),
  lastSync: isTimestamp,
});

export function buildSyncRecord(now: number): CrossSiteSyncRecord {
  return {
    platform: crossSitePlatform,
    version: crossSiteSyncVersion,
    features: ['ai-assessments', 'ai-tools', 'analytics'],
    lastSync: new Date(now).toISOString(),
  };
}

/**
 * The cross-site tracking start-up runs only when a brand site is configured and the visitor
 * allowed analytics: the record exists to join visits across the two sites.
 */
export function crossSiteSyncAllowed(brandOrigin: string | undefined, analyticsConsent: boolean): boolean {
  return analyticsConsent && Boolean(brandOrigin);
}

export function writeSyncRecord(store: KeyValueStore, now: number): CrossSiteSyncRecord {
  const record = buildSyncRecord(now);
  writeStored(store, crossSiteSyncKey, record);
  return record;
}

export function readSyncRecord(store: KeyValueStore): CrossSiteSyncRecord | null {
  return readStored(store, crossSiteSyncKey, isSyncRecord) ?? null;
}
