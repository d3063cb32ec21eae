import type { PageGuideText } from '../../lib/routes/guides.ts';
import { closeIcon, el, keepFocusInside, uniqueId } from '../dom.ts';
import { overlayStyles } from '../overlayStyles.ts';

const card = (doc: Document, heading: string, ...paragraphs: string[]) =>
  el(doc, 'section', { class: 'onboarding-card' }, [el(doc, 'h3', {}, [heading]), ...paragraphs.map((text) => el(doc, 'p', {}, [text]))]);

/**
 * The onboarding overlay: a modal dialog with three cards. A native modal <dialog> keeps focus
 * inside, makes the page behind it inert, closes on Escape and gives focus back to where it was.
 * 'Enter page', the close button in its corner and Escape all close it.
 */
export async function openOnboarding(doc: Document, pageTitle: string, text: PageGuideText, onClose: () => void): Promise<void> {
  await overlayStyles(doc);
  const titleId = uniqueId('onboarding-title');
  const enter = el(doc, 'button', { type: 'button', class: 'overlay-button overlay-button-primary', autofocus: '' }, ['Enter page']);
  const close = el(doc, 'button', { type: 'button', class: 'overlay-icon-button overlay-close', 'aria-label': 'Close' }, [closeIcon(doc)]);
  const dialog = el(doc, 'dialog', { class: 'overlay-dialog onboarding', 'aria-labelledby': titleId }, [
    close,
    el(doc, 'p', { class: 'overlay-kicker' }, ['Before you start']),
    el(doc, 'h2', { id: titleId, class: 'overlay-title' }, [pageTitle]),
    el(doc, 'div', { class: 'onboarding-cards' }, [
      card(doc, 'What', text.what),
      card(doc, 'Why', text.why),
      card(doc, 'On this page', text.onThisPage, text.expect),
    ]),
    el(doc, 'div', { class: 'overlay-actions' }, [enter]),
  ]);
  for (const button of [enter, close]) button.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => {
    dialog.remove();
    onClose();
  });
  keepFocusInside(dialog);
  doc.body.append(dialog);
  dialog.showModal();
}
