/**
 * `<job-explorer>` on /ai-job-impact: waits until the server has said the visitor is the admin,
 * then loads the explorer and its data. Anyone else downloads this file and nothing more.
 */
import type { AuthView } from '../../lib/access.ts';
import { $auth } from '../../stores/session.ts';

const isAdmin = (view: AuthView) => view.status === 'signed-in' && view.isAdmin === true;

class JobExplorerElement extends HTMLElement {
  connectedCallback(): void {
    if (isAdmin($auth.get())) {
      this.mount();
      return;
    }
    const unsubscribe = $auth.listen((view) => {
      if (!isAdmin(view)) return;
      unsubscribe();
      this.mount();
    });
  }

  private mount(): void {
    const source = this.dataset.source ?? '';
    import('./mountExplorer.tsx')
      .then(({ mountExplorer }) => mountExplorer(this, source, (url) => fetch(url)))
      .catch((error: unknown) => {
        console.error('The explorer could not be loaded.', error);
        this.querySelector('[data-explorer-status]')!.textContent = 'The explorer could not be loaded. Reload the page to try again.';
      });
  }
}

if (!customElements.get('job-explorer')) customElements.define('job-explorer', JobExplorerElement);
