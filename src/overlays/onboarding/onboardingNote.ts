import type { PageGuideText } from '../../lib/routes/guides.ts';
import { closeIcon, el, uniqueId } from '../dom.ts';
import { overlayStyles } from '../overlayStyles.ts';

const part = (doc: Document, heading: string, ...paragraphs: string[]) =>
  el(doc, 'section', { class: 'onboarding-card' }, [el(doc, 'h3', {}, [heading]), ...paragraphs.map((text) => el(doc, 'p', {}, [text]))]);

/**
 * The onboarding note: "Before you start", in the page flow under the page's title, not over it.
 * It takes no focus and blocks nothing, so the page's own links work while it shows; its close
 * button and 'Got it' dismiss it, and focus that was inside it goes to the page's main region.
 */
export async function openOnboarding(doc: Document, text: PageGuideText, onClose: () => void): Promise<void> {
  await overlayStyles(doc);
  const titleId = uniqueId('onboarding-title');
  const gotIt = el(doc, 'button', { type: 'button', class: 'overlay-button overlay-button-primary' }, ['Got it']);
  const close = el(doc, 'button', { type: 'button', class: 'overlay-icon-button overlay-close', 'aria-label': 'Close' }, [closeIcon(doc)]);
  const note = el(doc, 'aside', { class: 'onboarding-note', 'aria-labelledby': titleId }, [
    close,
    el(doc, 'h2', { id: titleId, class: 'overlay-kicker' }, ['Before you start']),
    el(doc, 'div', { class: 'onboarding-cards' }, [
      part(doc, 'What', text.what),
      part(doc, 'Why', text.why),
      part(doc, 'On this page', text.onThisPage, text.expect),
    ]),
    el(doc, 'div', { class: 'overlay-actions' }, [gotIt]),
  ]);
  const dismiss = () => {
    const focusInside = note.contains(doc.activeElement);
    note.remove();
    if (focusInside) doc.getElementById('main')?.focus();
    onClose();
  };
  for (const button of [gotIt, close]) button.addEventListener('click', dismiss, { once: true });
  const main = doc.getElementById('main');
  const description = main?.querySelector(':scope > .page-description');
  if (description) description.after(note);
  else main?.prepend(note);
}
