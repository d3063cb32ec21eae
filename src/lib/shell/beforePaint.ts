/**
 * The inline <head> script that runs before first paint, so neither the theme nor the sidebar
 * width jumps: it marks <html> with `js`, `dark` and `data-sidebar="collapsed"`. It is built from
 * the source of the same functions the rest of the shell uses (they are self-contained for this
 * reason), so the logic lives once and is unit-tested.
 */
import { effectiveTheme, parseThemeChoice, themeStorageKey } from '../theme.ts';
import { initialSidebarState, mobileBreakpointPx, parseSidebarCookie, sidebarCookieName } from '../sidebar.ts';

export interface BeforePaintWindow {
  document: { documentElement: HTMLElement; cookie: string };
  localStorage: Pick<Storage, 'getItem'>;
  matchMedia(query: string): { matches: boolean };
  innerWidth: number;
}

interface Settings {
  themeKey: string;
  sidebarCookie: string;
  breakpointPx: number;
}
const helpers = { parseThemeChoice, effectiveTheme, parseSidebarCookie, initialSidebarState };

export function applyBeforePaint(win: BeforePaintWindow, settings: Settings, fns: typeof helpers): void {
  const root = win.document.documentElement;
  root.classList.add('js');
  let stored: string | null = null;
  try {
    stored = win.localStorage.getItem(settings.themeKey);
  } catch {
    // Storage can be blocked (privacy modes); the system theme is the right answer then.
  }
  const prefersDark = win.matchMedia('(prefers-color-scheme: dark)').matches;
  root.classList.toggle('dark', fns.effectiveTheme(fns.parseThemeChoice(stored), prefersDark) === 'dark');
  const storedOpen = fns.parseSidebarCookie(win.document.cookie, settings.sidebarCookie);
  if (fns.initialSidebarState(win.innerWidth, storedOpen, settings.breakpointPx) === 'collapsed') {
    root.dataset.sidebar = 'collapsed';
  }
}

/** The script text; it expects a global `window`. */
export function beforePaintScript(): string {
  const settings: Settings = { themeKey: themeStorageKey, sidebarCookie: sidebarCookieName, breakpointPx: mobileBreakpointPx };
  const helperSource = Object.entries(helpers)
    .map(([name, fn]) => `${name}:${fn.toString()}`)
    .join(',');
  return `(${applyBeforePaint.toString()})(window,${JSON.stringify(settings)},{${helperSource}});`;
}
