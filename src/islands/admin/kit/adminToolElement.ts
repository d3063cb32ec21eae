/**
 * Defines the custom element of every admin page's tool (adminPages.ts). The page's static HTML
 * holds only the shell; the tool's data is fetched and the tool drawn once the server has said the
 * visitor is the admin, and every query the tool makes is checked again by the database (RLS). Its
 * code (nothing private) is fetched beside that check when a session is stored, since the one who
 * opens an admin page signed in is nearly always the owner; a signed-out visitor, sent to sign in,
 * never downloads a tool. What every tool needs before its first read, the session, the backend
 * client and React's renderer, is imported here statically, so it arrives with the page's scripts
 * (which an admin page starts at once, integrations/adminPageStart.ts) instead of import by import.
 */
import { createClient } from '@supabase/supabase-js';
import { startSession } from '../../../lib/auth/startSession.ts';
import { getSupabase } from '../../../lib/auth/supabaseClient.ts';
import { ownerDate } from '../../../lib/ownerDays.ts';
import { whenIdle } from '../../../lib/shell/whenIdle.ts';
import { $auth } from '../../../stores/session.ts';
import { type AdminPageLoader, adminPageLoaders } from './adminPages.ts';
import { mountAdminTool } from './mountAdminTool.tsx';
import { ownerTimeZone } from './owner.ts';

const backendClient = () => getSupabase(async () => ({ createClient }));

function defineAdminTool(tag: string, load: AdminPageLoader): void {
  if (customElements.get(tag)) return;
  customElements.define(
    tag,
    class extends HTMLElement {
      connectedCallback(): void {
        // The backend client too: every tool reads through it.
        const fetchTool = () => Promise.all([load(this), backendClient()]);
        // A stored session (the head script's mark): the tool's code is fetched beside this page's
        // own admin check, and drawn only once the server has answered that this is the admin.
        const early = document.documentElement.dataset.auth === 'signed-in' ? fetchTool() : undefined;
        early?.catch(() => {});
        // The owner's days need the browser's time zone data, whose first load costs 25–45 ms of
        // main thread; loaded while the admin check is on the network, the tool's reads do not wait for it.
        if (early) whenIdle(window, () => ownerDate(ownerTimeZone(this), Date.now()));
        const stop = $auth.subscribe((view) => {
          if (view.status !== 'signed-in' || view.isAdmin !== true) return;
          queueMicrotask(() => stop());
          (early ?? fetchTool())
            .then(([tool]) => mountAdminTool(this, tool))
            .catch((error: unknown) => {
              console.error(`The admin tool <${tag}> could not be loaded.`, error);
              this.textContent = 'This tool could not be loaded. Check the connection and reload the page.';
            });
        });
      }
    },
  );
}

// The tool waits on the session's admin answer: started here, with the page's scripts, not after the
// page script's own lazy import of it (wireAuth.ts, which also says when it fails).
startSession().catch(() => {});
for (const [tag, load] of Object.entries(adminPageLoaders)) defineAdminTool(tag, load);
