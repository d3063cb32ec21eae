/** Copies its prompt to the clipboard and says so; the button stays hidden where copying is impossible. */
class KitCopyPrompt extends HTMLElement {
  connectedCallback(): void {
    const button = this.querySelector('button');
    if (!button || !navigator.clipboard) return;
    button.hidden = false;
    button.addEventListener('click', () => void this.copy());
  }

  private async copy(): Promise<void> {
    const text = this.querySelector('[data-prompt-text]')?.textContent ?? '';
    const status = this.querySelector<HTMLElement>('[data-copied]')!;
    try {
      await navigator.clipboard.writeText(text);
      status.textContent = 'Copied. Replace the parts in [brackets] before you send it.';
    } catch {
      status.textContent = 'Copying was blocked by the browser. Select the text and copy it instead.';
    }
  }
}

customElements.define('kit-copy-prompt', KitCopyPrompt);
