/**
 * The admin groups are not in every page's HTML (they would cost every visitor ~50 links): once
 * the auth script marks <html data-admin="true">, they load from a small prerendered fragment,
 * cached like any page, into the sidebar and the header's admin menu. This code itself loads only
 * for a signed-in reader (src/lib/shell/wireShell.ts).
 */
export const adminNavigationFragmentPath = '/shell/admin-navigation';

/** Runs `load` once, as soon as the visitor is known to be the admin (now or later). */
export function whenAdmin(root: HTMLElement, load: () => void): void {
  if (root.dataset.admin === 'true') {
    load();
    return;
  }
  const observer = new MutationObserver(() => {
    if (root.dataset.admin !== 'true') return;
    observer.disconnect();
    load();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-admin'] });
}

export async function loadAdminNavigation(doc: Document, fetchPage: typeof fetch, currentPath: string): Promise<void> {
  const response = await fetchPage(adminNavigationFragmentPath);
  if (!response.ok) throw new Error(`Admin navigation: expected 200 from ${adminNavigationFragmentPath}, received ${response.status}.`);
  const template = doc.createElement('template');
  template.innerHTML = await response.text();
  for (const target of doc.querySelectorAll('[data-admin-nav], [data-admin-menu-panel]')) {
    const copy = template.content.cloneNode(true) as DocumentFragment;
    for (const link of copy.querySelectorAll(`a[href="${CSS.escape(currentPath)}"]`)) {
      link.setAttribute('aria-current', 'page');
      link.closest('details')?.setAttribute('open', '');
    }
    target.replaceChildren(copy);
  }
}

/** A disclosure menu that also closes with Escape (focus back on its summary) and on outside clicks. */
export function wireDismissibleMenu(menu: HTMLDetailsElement): void {
  const doc = menu.ownerDocument;
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !menu.open) return;
    menu.open = false;
    menu.querySelector('summary')?.focus();
  });
  doc.addEventListener('click', (event) => {
    if (menu.open && !menu.contains(event.target as Node)) menu.open = false;
  });
}
