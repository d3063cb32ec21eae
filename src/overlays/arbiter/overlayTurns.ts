import { pickOverlay, type OverlayName } from './overlayOrder.ts';

/**
 * The per-page-view bookkeeping around `pickOverlay`, for a store to wrap: each overlay says it
 * wants a turn (`wait`) and when it is finished (`finish`); `current()` is the one to draw.
 */
export function createOverlayTurns(initial: { waiting: OverlayName[]; consentChosen: boolean; allowed: (name: OverlayName) => boolean }) {
  const waiting = new Set<OverlayName>(initial.waiting);
  let consentChosen = initial.consentChosen;

  const current = (): OverlayName | null => pickOverlay({ waiting, consentChosen, allowed: initial.allowed });

  return {
    current,
    wait(name: OverlayName): OverlayName | null {
      waiting.add(name);
      return current();
    },
    finish(name: OverlayName): OverlayName | null {
      waiting.delete(name);
      if (name === 'consent-banner') consentChosen = true;
      return current();
    },
  };
}
