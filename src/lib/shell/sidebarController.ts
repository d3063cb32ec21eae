/**
 * The sidebar's behaviour: on desktop the toggle (or Ctrl/Cmd+B) collapses it to icons and
 * remembers that in the cookie; below 768 px it opens a drawer that takes focus, makes the page
 * behind it inert, and closes with Escape, the backdrop or the toggle, returning focus.
 */
import { serializeSidebarCookie } from '../sidebar.ts';
import type { LiveMediaQuery } from './liveMediaQuery.ts';

export interface SidebarParts {
  root: HTMLElement;
  sidebar: HTMLElement;
  toggle: HTMLElement;
  backdrop: HTMLElement;
  page: HTMLElement;
}
export interface SidebarEnvironment {
  mobile: LiveMediaQuery;
  writeCookie(cookie: string): void;
}

export function wireSidebar(parts: SidebarParts, env: SidebarEnvironment): void {
  const { root, sidebar, toggle, backdrop, page } = parts;
  const isCollapsed = () => root.dataset.sidebar === 'collapsed';
  const isDrawerOpen = () => sidebar.hasAttribute('data-open');

  function syncExpanded(): void {
    toggle.setAttribute('aria-expanded', String(env.mobile.matches ? isDrawerOpen() : !isCollapsed()));
  }

  function setCollapsed(collapsed: boolean): void {
    if (collapsed) root.dataset.sidebar = 'collapsed';
    else delete root.dataset.sidebar;
    env.writeCookie(serializeSidebarCookie(!collapsed));
    syncExpanded();
  }

  function setDrawerOpen(open: boolean, moveFocus: boolean): void {
    sidebar.toggleAttribute('data-open', open);
    backdrop.hidden = !open;
    page.inert = open;
    syncExpanded();
    if (!moveFocus) return;
    if (open) [...sidebar.querySelectorAll<HTMLElement>('a.nav-link')].find((link) => link.checkVisibility())?.focus();
    else toggle.focus();
  }

  function toggleSidebar(): void {
    if (env.mobile.matches) setDrawerOpen(!isDrawerOpen(), true);
    else setCollapsed(!isCollapsed());
  }

  toggle.addEventListener('click', toggleSidebar);
  backdrop.addEventListener('click', () => setDrawerOpen(false, true));
  root.ownerDocument.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && isDrawerOpen()) setDrawerOpen(false, true);
    if (!isSidebarShortcut(event)) return;
    event.preventDefault();
    toggleSidebar();
  });
  sidebar.addEventListener('pointerover', (event) => showLabelAsTooltip(event.target, isCollapsed() && !env.mobile.matches));
  env.mobile.addEventListener('change', () => (isDrawerOpen() ? setDrawerOpen(false, false) : syncExpanded()));
  syncExpanded();
}

/** Icons alone do not say where a link goes: while collapsed, hovering shows the label. */
function showLabelAsTooltip(target: EventTarget | null, collapsed: boolean): void {
  const link = (target as Element | null)?.closest?.('.nav-link');
  if (!link) return;
  if (collapsed) link.setAttribute('title', link.textContent?.trim() ?? '');
  else link.removeAttribute('title');
}

type ShortcutEvent = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'> & { target: EventTarget | null };

/** Ctrl+B (Cmd+B on a Mac) toggles the sidebar; ignored while typing so editors keep their bold. */
export function isSidebarShortcut(event: ShortcutEvent): boolean {
  const target = event.target as Partial<HTMLElement> | null;
  const typing = Boolean(target?.isContentEditable) || /^(INPUT|TEXTAREA|SELECT)$/.test(target?.tagName ?? '');
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'b' && !typing;
}
