import type { Timers } from '../lib/analytics/timers.ts';

/** A reader who typed this recently is still at it: an optional overlay waits this long after the last key. */
export const typingPauseMs = 5000;

/** How often a waiting overlay looks again. */
const lookAgainMs = 1000;

const fieldTypes = new Set(['button', 'checkbox', 'color', 'file', 'hidden', 'image', 'radio', 'range', 'reset', 'submit']);

/** Whether the focused element takes typing: a text field, a text area, a list box or editable text. */
export function isTypingField(element: Element | null): boolean {
  if (!element) return false;
  if (element.tagName === 'INPUT') return !fieldTypes.has((element as HTMLInputElement).type);
  return element.tagName === 'TEXTAREA' || element.tagName === 'SELECT' || (element as HTMLElement).isContentEditable === true;
}

export interface ReaderWatch {
  /**
   * Runs `then` once the reader is looking at this tab, is not in a form field and has not typed
   * for a few seconds.
   */
  whenFree(then: () => void): void;
}

/**
 * Watches the page for a reader who is busy, so no optional overlay (onboarding, the page guide, a
 * lead popup) opens on them: not while focus is in a field, nor within a few seconds of the last
 * key, nor while the tab is in the background (a reader who opened ten tabs meets the day's
 * overlays in the tabs they read, not all at once in tabs they have not looked at yet). One that
 * is already open stays where it is when a field takes focus: stepping aside and back would put it
 * under the finger that leaves the field for the form's own button.
 */
export function watchReader(doc: Document, timers: Pick<Timers, 'setTimeout'>, now: () => number): ReaderWatch {
  let lastTyped = Number.NEGATIVE_INFINITY;
  const typed = () => {
    lastTyped = now();
  };
  doc.addEventListener('keydown', typed, true);
  doc.addEventListener('input', typed, true);
  return {
    whenFree(then) {
      const look = () => {
        if (doc.hidden) {
          doc.addEventListener('visibilitychange', look, { once: true });
          return;
        }
        const sinceTyped = now() - lastTyped;
        if (isTypingField(doc.activeElement) || sinceTyped < typingPauseMs) {
          timers.setTimeout(look, Math.max(lookAgainMs, typingPauseMs - sinceTyped));
          return;
        }
        then();
      };
      look();
    },
  };
}
