import { readStored, writeStored, type KeyValueStore } from '../../lib/storage/keyValueStore.ts';
import { hasFields, isWholeNumber, oneOf } from '../../lib/plainChecks.ts';

/** localStorage: when the last lead popup showed and which trigger opened it. */
export const leadPopupStateKey = 'lead-popup-state';

export const leadKinds = ['timed', 'scroll', 'exit'] as const;
export type LeadKind = (typeof leadKinds)[number];

export interface LeadState {
  lastShown: number;
  kind: LeadKind;
}

const isLeadState = hasFields<LeadState>({ lastShown: isWholeNumber, kind: oneOf(leadKinds) });

/** The `feature_usage` row recorded each time a popup shows. */
export interface LeadUsageRow {
  feature: `lead_${LeadKind}`;
  session_id: string;
}

export function readLeadState(store: KeyValueStore): LeadState | null {
  return readStored(store, leadPopupStateKey, isLeadState) ?? null;
}

/** What to store and to record once a popup has actually been shown. */
export function leadShown(kind: LeadKind, now: number, sessionId: string): { state: LeadState; usage: LeadUsageRow } {
  return { state: { lastShown: now, kind }, usage: { feature: `lead_${kind}`, session_id: sessionId } };
}

export function saveLeadState(store: KeyValueStore, state: LeadState): void {
  writeStored(store, leadPopupStateKey, state);
}
