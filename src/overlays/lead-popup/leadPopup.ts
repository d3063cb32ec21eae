import type { LeadKind } from './leadState.ts';
import type { LeadHandoff } from './leadHandoff.ts';
import { closeIcon, el, uniqueId } from '../dom.ts';
import { overlayStyles } from '../overlayStyles.ts';

/** Opening lines per trigger: the exit one speaks to someone about to leave. */
const intro: Record<LeadKind, string> = {
  timed: 'If you are weighing how AI fits your team, a short conversation can save weeks of trial and error.',
  scroll: 'You have read this far: if the subject matters to your team, let us talk about your situation.',
  exit: 'Before you go: if AI adoption is on your agenda, a short conversation is a good place to start.',
};

export interface LeadPopupActions {
  /** 'Continue to contact', with what was typed: leads the visitor to the contact page. */
  onContinue: (typed: LeadHandoff) => void;
  /** The close button or Escape. */
  onClose: () => void;
}

const field = (doc: Document, label: string, attributes: Record<string, string>) => {
  const id = uniqueId('lead-field');
  return el(doc, 'div', { class: 'lead-field' }, [el(doc, 'label', { for: id }, [label]), el(doc, 'input', { id, ...attributes })]);
};

/**
 * The lead popup: a card in the corner, not a modal. It takes no focus and makes nothing inert, so
 * a reader in the middle of something (typing, pressing Enter for the next question) carries on;
 * Tab reaches it last. The fields are not validated; the button
 * leads on to the contact page, where the real form is, with what was typed filled in.
 */
export async function openLeadPopup(doc: Document, kind: LeadKind, { onContinue, onClose }: LeadPopupActions): Promise<void> {
  await overlayStyles(doc);
  const titleId = uniqueId('lead-title');
  const close = el(doc, 'button', { type: 'button', class: 'overlay-icon-button overlay-close', 'aria-label': 'Close' }, [closeIcon(doc)]);
  const form = el(doc, 'form', { class: 'lead-form', novalidate: '' }, [
    field(doc, 'Name', { name: 'name', type: 'text', autocomplete: 'name' }),
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
  // Escape closes it from inside it, or from nowhere in particular; a widget that has focus keeps its Escape.
  const onEscape = (event: KeyboardEvent) => {
    const from = event.target as Node;
    if (event.key === 'Escape' && (dialog.contains(from) || from === doc.body || from === doc.documentElement)) dialog.close();
  };
  doc.addEventListener('keydown', onEscape);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    continued = true;
    dialog.close();
  });
  dialog.addEventListener('close', () => {
    doc.removeEventListener('keydown', onEscape);
    dialog.remove();
    if (!continued) return onClose();
    const typed = new FormData(form);
    onContinue({ name: String(typed.get('name') ?? ''), email: String(typed.get('email') ?? '') });
  });
  doc.body.append(dialog);
  // Opened by its attribute: show() would move focus into it.
  dialog.open = true;
}
