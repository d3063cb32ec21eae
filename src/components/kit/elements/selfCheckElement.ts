/**
 * `<kit-self-check>`: scores the self-check in place when it is sent. The scoring loads with the
 * first send (the service worker keeps it for offline reading), so a reader who only reads the kit
 * does not download it; without JavaScript the form is scored by hand from the bands below it.
 */
class KitSelfCheck extends HTMLElement {
  connectedCallback(): void {
    this.querySelector('form')?.addEventListener('submit', (event) => {
      event.preventDefault();
      const form = event.currentTarget as HTMLFormElement;
      import('./scoreSelfCheck.ts')
        .then(({ scoreSelfCheck }) => scoreSelfCheck(this, form))
        .catch((error: unknown) => {
          const problem = this.querySelector<HTMLElement>('[data-error]');
          if (problem) {
            problem.textContent = 'The result could not be worked out: the connection seems to be gone. Try again once it is back.';
            problem.hidden = false;
          }
          console.error(error);
        });
    });
  }
}

customElements.define('kit-self-check', KitSelfCheck);
