/**
 * The shell's one script (a deferred module, never render-blocking): theme toggle, sidebar,
 * admin navigation. Everything else on a public page works without it.
 */
import { wireThemeToggle } from './themeToggle.ts';
import { wireSidebar } from './sidebarController.ts';
import { loadAdminNavigation, whenAdmin, wireDismissibleMenu } from './adminNavigation.ts';
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

const adminMenu = byData<HTMLDetailsElement>('admin-menu');
if (adminMenu) wireDismissibleMenu(adminMenu);
whenAdmin(root, () => {
  loadAdminNavigation(document, fetch, sidebar?.dataset.currentPath ?? location.pathname).catch((error: unknown) => console.error(error));
});
