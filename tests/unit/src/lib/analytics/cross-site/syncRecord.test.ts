import { describe, expect, it } from 'vitest';
import {
  buildSyncRecord,
  crossSiteSyncAllowed,
  readSyncRecord,
  writeSyncRecord,
} from '../../../../../../src/lib/analytics/cross-site/syncRecord.ts';
import { memoryStore } from '../../../../support/memoryStore.ts';

describe('cross-site sync record', () => {
  it('holds platform, version 1.0.0, the three features and the sync time', () => {
    const store = memoryStore();
    writeSyncRecord(store, Date.UTC(2026, 2, 2, 9));
    expect(readSyncRecord(store)).toEqual(buildSyncRecord(Date.UTC(2026, 2, 2, 9)));
    expect(readSyncRecord(store)).toMatchObject({
      version: '1.0.0',
      features: ['ai-assessments', 'ai-tools', 'analytics'],
      lastSync: '2026-03-02T09:00:00.000Z',
    });
  });

  it('runs only with a brand site configured and analytics consent', () => {
    expect(crossSiteSyncAllowed('https://brand.example', true)).toBe(true);
    expect(crossSiteSyncAllowed('https://brand.example', false)).toBe(false);
    expect(crossSiteSyncAllowed(undefined, true)).toBe(false);
  });
});
