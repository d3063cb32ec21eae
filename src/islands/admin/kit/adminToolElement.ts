/**
 * Defines the custom element an admin page mounts its tool into. The page's static HTML holds only
 * this shell; the tool's code and data are fetched once the server has said the visitor is the
 * admin, and every query the tool makes is checked again by the database (RLS). Nobody else
 * downloads the tool.
 */
import { $auth } from '../../../stores/session.ts';

export type ToolModule = { mount(element: HTMLElement): void };

export function defineAdminTool(tag: string, load: () => Promise<ToolModule>): void {
  if (customElements.get(tag)) return;
  customElements.define(
    tag,
    class extends HTMLElement {
      connectedCallback(): void {
        const stop = $auth.subscribe((view) => {
          if (view.status !== 'signed-in' || view.isAdmin !== true) return;
          queueMicrotask(() => stop());
          load()
            .then((tool) => tool.mount(this))
            .catch((error: unknown) => {
              console.error(`The admin tool <${tag}> could not be loaded.`, error);
              this.textContent = 'This tool could not be loaded. Check the connection and reload the page.';
            });
        });
      }
    },
  );
}
