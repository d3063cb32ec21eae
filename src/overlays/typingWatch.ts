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

export interface TypingWatch {
  /** Runs `then` once the reader is not in a form field and has not typed for a few seconds. */
  whenNotTyping(then: () => void): void;
}

/**
 * Watches the page for typing, so no optional overlay (onboarding, the page guide, a lead popup)
 * opens on a reader who is filling in a field: not while focus is in one, and not within a few
 * seconds of the last key. One that opened before steps out of sight while a field has focus
 * (`overlays.css`).
 */
export function watchTyping(doc: Document, timers: Pick<Timers, 'setTimeout'>, now: () => number): TypingWatch {
  let lastTyped = Number.NEGATIVE_INFINITY;
  const typed = () => {
    lastTyped = now();
  };
  doc.addEventListener('keydown', typed, true);
  doc.addEventListener('input', typed, true);
  return {
    whenNotTyping(then) {
      const look = () => {
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
