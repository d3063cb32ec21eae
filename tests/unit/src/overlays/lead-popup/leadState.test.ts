import { describe, expect, it } from 'vitest';
import { leadShown, readLeadState, saveLeadState } from '../../../../../src/overlays/lead-popup/leadState.ts';
import { memoryStore } from '../../../support/memoryStore.ts';

const now = Date.UTC(2026, 2, 2, 9);

describe('lead records', () => {
  it('stores lastShown and kind, and produces the feature usage row', () => {
    const store = memoryStore();
    const { state, usage } = leadShown('exit', now, 'session-0001');
    saveLeadState(store, state);
    expect(readLeadState(store)).toEqual({ lastShown: now, kind: 'exit' });
    expect(usage).toEqual({ feature: 'lead_exit', session_id: 'session-0001' });
  });

  it('treats a corrupt record as no popup shown yet', () => {
    expect(readLeadState(memoryStore({ 'lead-popup-state': '{"lastShown":"yesterday"}' }))).toBeNull();
  });
});
