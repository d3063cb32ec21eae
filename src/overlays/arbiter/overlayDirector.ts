import type { InterruptionBudget } from './interruptionBudget.ts';
import type { OverlayName } from './overlayOrder.ts';
import type { createOverlayTurns } from './overlayTurns.ts';

/** How one overlay is drawn: `open` when it gets its turn, `hide` when a turn moves past it unfinished. */
export interface OverlayView {
  open(): void;
  hide(): void;
}

/** What a view reports when its code could not be fetched or drawn: the page goes on without it. */
export const reportViewFailure = (what: string) => (error: unknown) => console.error(`The ${what} could not be shown.`, error);

/**
 * Draws exactly the overlay the turns allow and nothing else: when the turn moves, the overlay
 * on screen is hidden before the next one opens, so two never show at once. An optional overlay
 * that opens spends the page view's interruption budget.
 */
export function createOverlayDirector(
  turns: ReturnType<typeof createOverlayTurns>,
  views: Record<OverlayName, OverlayView>,
  budget: Pick<InterruptionBudget, 'spend'>,
) {
  let shown: OverlayName | null = null;

  function render(next: OverlayName | null): void {
    if (next === shown) return;
    if (shown) views[shown].hide();
    shown = next;
    if (!next) return;
    budget.spend(next);
    views[next].open();
  }

  return {
    start: () => render(turns.current()),
    wait: (name: OverlayName) => render(turns.wait(name)),
    finish(name: OverlayName): void {
      // A finished overlay has already closed itself; only the next one needs drawing.
      if (shown === name) shown = null;
      render(turns.finish(name));
    },
    shown: (): OverlayName | null => shown,
  };
}
