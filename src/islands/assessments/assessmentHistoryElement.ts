/**
 * `<assessment-history>` on the hub: waits for the session and, only when someone is signed in,
 * loads the history island. A signed-out reader pays for this file and nothing more.
 */
import { $auth } from '../../stores/session.ts';

class AssessmentHistoryElement extends HTMLElement {
  connectedCallback(): void {
    const unsubscribe = $auth.listen((view) => {
      if (view.status !== 'signed-in') return;
      unsubscribe();
      this.mount();
    });
    if ($auth.get().status === 'signed-in') {
      unsubscribe();
      this.mount();
    }
  }

  private mount(): void {
    import('./mountHistory.ts')
      .then(({ mountHistory }) => mountHistory(this))
      .catch((error: unknown) => {
        console.error('The results list could not be loaded.', error);
        this.textContent = 'Your saved results could not be shown. Reload the page to try again.';
      });
  }
}

if (!customElements.get('assessment-history')) customElements.define('assessment-history', AssessmentHistoryElement);
