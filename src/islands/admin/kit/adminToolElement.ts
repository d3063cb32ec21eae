/**
 * Defines the custom element of every admin page's tool (adminPages.ts). The page's static HTML
 * holds only the shell; the tool's code and data are fetched once the server has said the visitor
 * is the admin, and every query the tool makes is checked again by the database (RLS). Nobody else
 * downloads a tool.
 */
import { $auth } from '../../../stores/session.ts';
import { type AdminPageLoader, adminPageLoaders } from './adminPages.ts';

function defineAdminTool(tag: string, load: AdminPageLoader): void {
  if (customElements.get(tag)) return;
  customElements.define(
    tag,
    class extends HTMLElement {
      connectedCallback(): void {
        const stop = $auth.subscribe((view) => {
          if (view.status !== 'signed-in' || view.isAdmin !== true) return;
          queueMicrotask(() => stop());
          Promise.all([load(this), import('./mountAdminTool.tsx')])
            .then(([tool, { mountAdminTool }]) => mountAdminTool(this, tool))
            .catch((error: unknown) => {
              console.error(`The admin tool <${tag}> could not be loaded.`, error);
              this.textContent = 'This tool could not be loaded. Check the connection and reload the page.';
            });
        });
      }
    },
  );
}

for (const [tag, load] of Object.entries(adminPageLoaders)) defineAdminTool(tag, load);
