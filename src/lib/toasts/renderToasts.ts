import type { Toast } from './toastStore.ts';

/**
 * Draws the toast list into the live region, keyed by id: a toast already shown is updated in
 * place rather than redrawn, so screen readers announce each message once.
 */
export function renderToasts(region: HTMLElement, toasts: readonly Toast[], onClose: (id: string) => void): void {
  const shown = new Map(
    Array.from(region.querySelectorAll<HTMLElement>('[data-toast-id]'), (element) => [element.dataset.toastId, element]),
  );
  for (const toast of toasts) {
    const element = shown.get(toast.id) ?? region.appendChild(createToastElement(region.ownerDocument, toast.id, onClose));
    shown.delete(toast.id);
    fillToastElement(element, toast);
  }
  for (const element of shown.values()) element.remove();
}

function createToastElement(doc: Document, id: string, onClose: (id: string) => void): HTMLElement {
  const element = doc.createElement('div');
  element.className = 'toast';
  element.dataset.toastId = id;
  const text = doc.createElement('div');
  text.append(
    Object.assign(doc.createElement('p'), { className: 'toast-title' }),
    Object.assign(doc.createElement('p'), { className: 'toast-description' }),
  );
  const close = Object.assign(doc.createElement('button'), { type: 'button', className: 'toast-close', textContent: '×' });
  close.setAttribute('aria-label', 'Close notification');
  close.addEventListener('click', () => onClose(id));
  element.append(text, close);
  return element;
}

function fillToastElement(element: HTMLElement, toast: Toast): void {
  element.dataset.variant = toast.variant;
  element.dataset.state = toast.open ? 'open' : 'closed';
  const [title, description] = element.querySelectorAll('p');
  if (title) title.textContent = toast.title;
  if (description) {
    description.textContent = toast.description ?? '';
    description.hidden = !toast.description;
  }
}
