/**
 * Sidebar state logic: open by default except on mobile, collapsible to icons, a drawer below
 * 768 px; the desktop choice is kept in the `sidebar_state` cookie for 7 days.
 * `parseSidebarCookie` and `initialSidebarState` are self-contained because the before-paint
 * script inlines their source.
 */
export const sidebarCookieName = 'sidebar_state';
export const sidebarCookieMaxAgeSeconds = 604_800;
/** Below this viewport width the sidebar is a drawer (keep in step with `md:` in global.css). */
export const mobileBreakpointPx = 768;

/** `expanded` (16rem) and `collapsed` (3rem icons) on desktop; `drawer` (18rem, closed) on mobile. */
export type SidebarState = 'expanded' | 'collapsed' | 'drawer';

/** The stored open/closed choice from a `document.cookie` string; undefined when absent or unreadable. */
export function parseSidebarCookie(cookieHeader: string, name: string): boolean | undefined {
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    if (value === 'true') return true;
    if (value === 'false') return false;
  }
  return undefined;
}

export function serializeSidebarCookie(open: boolean): string {
  return `${sidebarCookieName}=${open}; Path=/; Max-Age=${sidebarCookieMaxAgeSeconds}; SameSite=Lax`;
}

export function initialSidebarState(viewportWidth: number, storedOpen: boolean | undefined, breakpointPx: number): SidebarState {
  if (viewportWidth < breakpointPx) return 'drawer';
  return storedOpen === false ? 'collapsed' : 'expanded';
}
