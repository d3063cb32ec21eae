import { z } from 'zod';
import { readStored, writeStored, type KeyValueStore } from '../../lib/storage/keyValueStore.ts';

/** localStorage key of the record the brand site and this platform share (spec §3). */
export const CROSS_SITE_SYNC_KEY = 'cross_site_sync';
export const CROSS_SITE_SYNC_VERSION = '1.0.0';
export const CROSS_SITE_PLATFORM = 'advisory-platform';

const syncRecordSchema = z.object({
  platform: z.string(),
  version: z.string(),
  features: z.array(z.string()),
  lastSync: z.iso.datetime(),
});

export type CrossSiteSyncRecord = z.infer<typeof syncRecordSchema>;

export function buildSyncRecord(now: number): CrossSiteSyncRecord {
  return {
    platform: CROSS_SITE_PLATFORM,
    version: CROSS_SITE_SYNC_VERSION,
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
  writeStored(store, CROSS_SITE_SYNC_KEY, record);
  return record;
}

export function readSyncRecord(store: KeyValueStore): CrossSiteSyncRecord | null {
  return readStored(store, CROSS_SITE_SYNC_KEY, syncRecordSchema) ?? null;
}
