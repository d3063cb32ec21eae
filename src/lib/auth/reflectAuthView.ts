import type { AuthView } from '../access.ts';

/**
 * Draws the session into the static header: `<html data-auth>` and `data-admin="true"` (the
 * layout's CSS shows the signed-out, signed-in and admin groups from them) and the signed-in
 * email in every `[data-user-email]`. While loading it leaves the head script's early marks alone.
 */
export function reflectAuthView(doc: Document, view: AuthView): void {
  if (view.status === 'loading') return;
  const root = doc.documentElement;
  root.dataset.auth = view.status;
  const isAdmin = view.status === 'signed-in' ? view.isAdmin : false;
  if (isAdmin === true) root.dataset.admin = 'true';
  if (isAdmin === false) delete root.dataset.admin;
  const email = view.status === 'signed-in' ? view.email : '';
  doc.querySelectorAll('[data-user-email]').forEach((element) => {
    element.textContent = email;
  });
}
