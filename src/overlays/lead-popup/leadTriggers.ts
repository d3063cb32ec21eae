import type { LeadKind } from './leadState.ts';

export const leadTimedMs = 20_000;
export const leadScrollFraction = 0.6;

/** What the page reports: time on the page, scroll position, and the pointer leaving the window. */
export type LeadSignal =
  | { type: 'elapsed'; ms: number }
  | { type: 'scroll'; fraction: number }
  | { type: 'pointer-left-window'; clientY: number };

export interface LeadTriggerState {
  fired: LeadKind | null;
}

export const armedLeadTriggers: LeadTriggerState = { fired: null };

function kindFor(signal: LeadSignal): LeadKind | null {
  switch (signal.type) {
    case 'elapsed':
      return signal.ms >= leadTimedMs ? 'timed' : null;
    case 'scroll':
      return signal.fraction > leadScrollFraction ? 'scroll' : null;
    case 'pointer-left-window':
      // Exit intent: heading for the tab bar or the address bar, not a side or the bottom.
      return signal.clientY <= 0 ? 'exit' : null;
  }
}

/** At most one popup per page view: the first trigger wins and the rest are ignored. */
export function nextLeadTrigger(state: LeadTriggerState, signal: LeadSignal): { state: LeadTriggerState; fire: LeadKind | null } {
  if (state.fired) return { state, fire: null };
  const fire = kindFor(signal);
  return { state: fire ? { fired: fire } : state, fire };
}
