/**
 * Defines the custom element of every admin page's tool (adminPages.ts). The page's static HTML
 * holds only the shell; the tool's data is fetched and the tool drawn once the server has said the
 * visitor is the admin, and every query the tool makes is checked again by the database (RLS). Its
 * code (nothing private) is fetched then too, or beside that check when the server said so on an
 * earlier page of this tab; no one the server never named the admin downloads a tool.
 */
import { $auth } from '../../../stores/session.ts';
import { type AdminPageLoader, adminPageLoaders } from './adminPages.ts';

function defineAdminTool(tag: string, load: AdminPageLoader): void {
  if (customElements.get(tag)) return;
  customElements.define(
    tag,
    class extends HTMLElement {
      connectedCallback(): void {
        const fetchTool = () => Promise.all([load(this), import('./mountAdminTool.tsx')]);
        // The server said this tab's user is the admin on an earlier page (the head script's mark):
        // the tool's code is fetched beside this page's own check, and drawn only once it answers.
        const early = document.documentElement.dataset.admin === 'true' ? fetchTool() : undefined;
        early?.catch(() => {});
        const stop = $auth.subscribe((view) => {
          if (view.status !== 'signed-in' || view.isAdmin !== true) return;
          queueMicrotask(() => stop());
          (early ?? fetchTool())
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
