import { z } from 'zod';
import { readStored, writeStored, type KeyValueStore } from '../../lib/storage/keyValueStore.ts';

/** localStorage: when the last lead popup showed and which trigger opened it. */
export const leadPopupStateKey = 'lead-popup-state';

export const leadKinds = ['timed', 'scroll', 'exit'] as const;
export type LeadKind = (typeof leadKinds)[number];

const leadStateSchema = z.object({ lastShown: z.number().int().nonnegative(), kind: z.enum(leadKinds) });
export type LeadState = z.infer<typeof leadStateSchema>;

/** The `feature_usage` row recorded each time a popup shows. */
export interface LeadUsageRow {
  feature: `lead_${LeadKind}`;
  session_id: string;
}

export function readLeadState(store: KeyValueStore): LeadState | null {
  return readStored(store, leadPopupStateKey, leadStateSchema) ?? null;
}

/** What to store and to record once a popup has actually been shown. */
export function leadShown(kind: LeadKind, now: number, sessionId: string): { state: LeadState; usage: LeadUsageRow } {
  return { state: { lastShown: now, kind }, usage: { feature: `lead_${kind}`, session_id: sessionId } };
}

export function saveLeadState(store: KeyValueStore, state: LeadState): void {
  writeStored(store, leadPopupStateKey, state);
}
