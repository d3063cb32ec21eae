import { browserBackend } from './browserBackend.ts';
import { callFunction } from './functionCall.ts';
import { incompleteLink, linkOutcome, linkTokenFrom, type LinkAction, type LinkOutcome } from './linkToken.ts';

/**
 * `<newsletter-link-action action="confirm|unsubscribe" contact-email="…">`: one button that POSTs
 * the link's token. Opening the page changes nothing, so a mail scanner that fetches the link
 * changes nothing.
 */
class NewsletterLinkAction extends HTMLElement {
  connectedCallback(): void {
    const action: LinkAction = this.getAttribute('action') === 'unsubscribe' ? 'unsubscribe' : 'confirm';
    const token = linkTokenFrom(location.search);
    if (!token) {
      this.show(incompleteLink, false);
      return;
    }
    this.querySelector('form')!.addEventListener('submit', (event) => {
      event.preventDefault();
      void this.send(action, token);
    });
  }

  private async send(action: LinkAction, token: string): Promise<void> {
    const button = this.querySelector('button')!;
    button.disabled = true;
    const answer = await callFunction(`newsletter-${action}`, { token }, browserBackend());
    const outcome = linkOutcome(action, answer, this.getAttribute('contact-email') ?? '');
    button.disabled = false;
    this.show(outcome);
  }

  private show(outcome: LinkOutcome, moveFocus = true): void {
    const result = this.querySelector<HTMLElement>('[data-result]')!;
    result.dataset.tone = outcome.tone;
    result.querySelector('[data-result-title]')!.textContent = outcome.title;
    result.querySelector('[data-result-text]')!.textContent = outcome.text;
    result.hidden = false;
    this.querySelector('form')!.hidden = !outcome.canRetry;
    // Focus follows an answer to a press; a problem found on arrival is read in page order.
    if (moveFocus) result.focus();
  }
}

customElements.define('newsletter-link-action', NewsletterLinkAction);
