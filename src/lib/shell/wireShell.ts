/**
 * The shell's part of the page script: theme toggle, sidebar, and for the admin the admin
 * navigation (its code loads only then). Everything else on a public page works without it.
 */
import { wireThemeToggle } from './themeToggle.ts';
import { wireSidebar } from './sidebarController.ts';
import { mobileBreakpointPx } from '../sidebar.ts';

const root = document.documentElement;
const byData = <T extends HTMLElement>(name: string) => document.querySelector<T>(`[data-${name}]`);

const themeButton = byData('theme-toggle');
if (themeButton) {
  wireThemeToggle(themeButton, { root, storage: localStorage, systemDark: matchMedia('(prefers-color-scheme: dark)') });
}

const sidebar = document.getElementById('sidebar');
const toggle = byData('sidebar-toggle');
const backdrop = byData('sidebar-backdrop');
const page = byData('page');
if (sidebar && toggle && backdrop && page) {
  wireSidebar(
    { root, sidebar, toggle, backdrop, page },
    {
      mobile: matchMedia(`(max-width: ${mobileBreakpointPx - 0.02}px)`),
      writeCookie: (cookie) => {
        // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and missing from some browsers the site serves
        document.cookie = cookie;
      },
    },
  );
}

// Only someone signed in can be the admin (the head script marked a stored session), and a reader
// who signs in on this page goes on to another: the admin navigation's code waits for that.
if (root.dataset.auth === 'signed-in') {
  import('./adminNavigation.ts')
    .then(({ loadAdminNavigation, whenAdmin, wireDismissibleMenu }) =>
      whenAdmin(root, () => {
        const adminMenu = byData<HTMLDetailsElement>('admin-menu');
        if (adminMenu) wireDismissibleMenu(adminMenu);
        loadAdminNavigation(document, fetch, sidebar?.dataset.currentPath ?? location.pathname).catch((error: unknown) =>
          console.error(error),
        );
      }),
    )
    .catch((error: unknown) => console.error('The admin navigation could not be loaded.', error));
}
