import type { GuideEvent, GuideState } from './guideState.ts';
import type { PageGuideText } from '../../lib/routes/guides.ts';
import { closeIcon, el, reducedMotion, uniqueId } from '../dom.ts';
import { overlayStyles } from '../overlayStyles.ts';

/** The guide fades and scales over 0.25 s; the CSS transition uses the same length. */
export const guideTransitionMs = 250;

const line = (doc: Document, term: string, text: string) => el(doc, 'div', {}, [el(doc, 'dt', {}, [term]), el(doc, 'dd', {}, [text])]);

/**
 * The page guide: a small non-modal panel at the bottom right that the visitor can read or ignore.
 * It draws the state the guide controller gives it and reports the buttons.
 */
export async function createPageGuide(win: Window, text: PageGuideText, onEvent: (event: GuideEvent) => void) {
  const doc = win.document;
  await overlayStyles(doc);
  const titleId = uniqueId('page-guide-title');
  const button = (label: string, event: GuideEvent, extra: Record<string, string> = {}, children: (Node | string)[] = [label]) => {
    const element = el(doc, 'button', { type: 'button', ...extra }, children);
    element.addEventListener('click', () => onEvent(event));
    return element;
  };
  const panel = el(doc, 'div', { class: 'page-guide-panel' }, [
    el(doc, 'div', { class: 'page-guide-head' }, [
      el(doc, 'h2', { id: titleId, class: 'page-guide-title' }, ['Page guide']),
      button('', { type: 'close' }, { class: 'overlay-icon-button', 'aria-label': 'Close page guide' }, [closeIcon(doc)]),
    ]),
    el(doc, 'dl', { class: 'page-guide-text' }, [
      line(doc, 'What', text.what),
      line(doc, 'Why', text.why),
      line(doc, 'Expect', text.expect),
    ]),
    el(doc, 'div', { class: 'overlay-actions' }, [
      button('Got it', { type: 'got-it' }, { class: 'overlay-button overlay-button-primary' }),
      button("Don't show again", { type: 'dont-show-again' }, { class: 'overlay-button' }),
    ]),
  ]);
  const icon = button('', { type: 'expand' }, { class: 'page-guide-icon', 'aria-label': 'Open page guide' }, ['?']);
  const root = el(doc, 'aside', { class: 'page-guide', 'aria-labelledby': titleId, 'data-state': 'closed', hidden: '' }, [panel, icon]);
  doc.body.append(root);
  let hideTimer = 0;

  function place(view: GuideState['view']): void {
    const focusInside = root.contains(doc.activeElement);
    win.clearTimeout(hideTimer);
    if (view === 'hidden') {
      root.dataset.state = 'closed';
      hideTimer = win.setTimeout(() => (root.hidden = true), reducedMotion(win) ? 0 : guideTransitionMs);
      if (focusInside) doc.getElementById('main')?.focus();
      return;
    }
    root.hidden = false;
    panel.hidden = view === 'collapsed';
    icon.hidden = view !== 'collapsed';
    root.dataset.view = view;
    // Opening after the element is shown lets the browser run the fade-in transition.
    win.requestAnimationFrame(() => (root.dataset.state = 'open'));
    if (focusInside) (view === 'collapsed' ? icon : panel.querySelector('button'))?.focus();
  }

  return {
    render: (state: GuideState) => place(state.view),
    /** Steps aside for a moment (a lead popup has the turn) and keeps its state. */
    hide: () => place('hidden'),
  };
}
