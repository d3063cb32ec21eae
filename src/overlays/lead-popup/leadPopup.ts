import type { LeadKind } from './leadState.ts';
import { closeIcon, el, keepFocusInside, uniqueId } from '../dom.ts';
import { overlayStyles } from '../overlayStyles.ts';

/** Opening lines per trigger: the exit one speaks to someone about to leave. */
const intro: Record<LeadKind, string> = {
  timed: 'If you are weighing how AI fits your team, a short conversation can save weeks of trial and error.',
  scroll: 'You have read this far: if the subject matters to your team, let us talk about your situation.',
  exit: 'Before you go: if AI adoption is on your agenda, a short conversation is a good place to start.',
};

export interface LeadPopupActions {
  /** 'Continue to contact': leads the visitor to the contact page. */
  onContinue: () => void;
  /** The close button or Escape. */
  onClose: () => void;
}

const field = (doc: Document, label: string, attributes: Record<string, string>) => {
  const id = uniqueId('lead-field');
  return el(doc, 'div', { class: 'lead-field' }, [el(doc, 'label', { for: id }, [label]), el(doc, 'input', { id, ...attributes })]);
};

/**
 * The lead popup: a modal dialog asking for a name and an email. The fields are not validated; the
 * button only leads on to the contact page, where the real form is.
 */
export async function openLeadPopup(doc: Document, kind: LeadKind, { onContinue, onClose }: LeadPopupActions): Promise<void> {
  await overlayStyles(doc);
  const titleId = uniqueId('lead-title');
  const close = el(doc, 'button', { type: 'button', class: 'overlay-icon-button overlay-close', 'aria-label': 'Close' }, [closeIcon(doc)]);
  const form = el(doc, 'form', { class: 'lead-form', novalidate: '' }, [
    field(doc, 'Name', { name: 'name', type: 'text', autocomplete: 'name', autofocus: '' }),
    field(doc, 'Email', { name: 'email', type: 'email', autocomplete: 'email' }),
    el(doc, 'button', { type: 'submit', class: 'overlay-button overlay-button-primary' }, ['Continue to contact']),
  ]);
  const dialog = el(doc, 'dialog', { class: 'overlay-dialog lead-popup', 'aria-labelledby': titleId, 'data-lead-kind': kind }, [
    close,
    el(doc, 'h2', { id: titleId, class: 'overlay-title' }, ['Talk about AI in your team']),
    el(doc, 'p', {}, [intro[kind]]),
    form,
  ]);
  let continued = false;
  close.addEventListener('click', () => dialog.close());
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    continued = true;
    dialog.close();
  });
  dialog.addEventListener('close', () => {
    dialog.remove();
    if (continued) onContinue();
    else onClose();
  });
  keepFocusInside(dialog);
  doc.body.append(dialog);
  dialog.showModal();
}
