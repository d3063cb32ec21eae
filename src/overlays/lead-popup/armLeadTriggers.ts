import type { Timers } from '../../lib/analytics/timers.ts';
import { isLeadEligible, type LeadOutlook } from './leadEligibility.ts';
import type { LeadKind } from './leadState.ts';
import { armedLeadTriggers, leadTimedMs, nextLeadTrigger, type LeadSignal } from './leadTriggers.ts';

export interface LeadTriggerDeps {
  /** What decides eligibility, but the time, which is taken when the triggers are armed. */
  outlook: Omit<LeadOutlook, 'now'>;
  now: () => number;
  timers: Pick<Timers, 'setTimeout' | 'clearTimeout'>;
  /** Called at most once per page view; this is where the popup's code is first imported. */
  onFire: (kind: LeadKind) => void;
}

/**
 * Watches one page view for the three triggers. On a page where no popup may show it arms
 * nothing, so the popup's code is never downloaded there.
 */
export function armLeadTriggers({ outlook, now, timers, onFire }: LeadTriggerDeps) {
  let state = armedLeadTriggers;
  const eligible = isLeadEligible({ ...outlook, now: now() });
  const startedAt = now();

  function report(signal: LeadSignal): void {
    if (!eligible) return;
    const step = nextLeadTrigger(state, signal);
    state = step.state;
    if (step.fire) {
      disarm();
      onFire(step.fire);
    }
  }

  const timer = eligible ? timers.setTimeout(() => report({ type: 'elapsed', ms: now() - startedAt }), leadTimedMs) : null;

  function disarm(): void {
    if (timer !== null) timers.clearTimeout(timer);
  }

  return {
    eligible,
    onScroll: (fraction: number) => report({ type: 'scroll', fraction }),
    onPointerLeftWindow: (clientY: number) => report({ type: 'pointer-left-window', clientY }),
    disarm,
  };
}
