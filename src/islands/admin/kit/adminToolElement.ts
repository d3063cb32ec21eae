/**
 * Defines the custom element of every admin page's tool (adminPages.ts). The page's static HTML
 * holds only the shell; the tool's data is fetched and the tool drawn once the server has said the
 * visitor is the admin, and every query the tool makes is checked again by the database (RLS). Its
 * code (nothing private) is fetched beside that check when a session is stored, since the one who
 * opens an admin page signed in is nearly always the owner; a signed-out visitor, sent to sign in,
 * never downloads a tool.
 */
import { getSupabase } from '../../../lib/auth/supabaseClient.ts';
import { $auth } from '../../../stores/session.ts';
import { type AdminPageLoader, adminPageLoaders } from './adminPages.ts';

function defineAdminTool(tag: string, load: AdminPageLoader): void {
  if (customElements.get(tag)) return;
  customElements.define(
    tag,
    class extends HTMLElement {
      connectedCallback(): void {
        // The backend client too: every tool reads through it, and fetched only at the tool's first
        // read it held each read back by its own download.
        const fetchTool = () => Promise.all([load(this), import('./mountAdminTool.tsx'), getSupabase()]);
        // A stored session (the head script's mark): the tool's code is fetched beside this page's
        // own admin check, and drawn only once the server has answered that this is the admin.
        const early = document.documentElement.dataset.auth === 'signed-in' ? fetchTool() : undefined;
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
