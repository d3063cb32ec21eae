/**
 * The inline <head> script that runs before first paint, so neither the theme nor the sidebar
 * width jumps, and the consent banner is part of the first paint: it marks <html> with `js`,
 * `dark`, `data-sidebar="collapsed"` and `data-consent="ask"`. It is built from the source of the
 * same functions the rest of the shell uses (they are self-contained for this reason), so the
 * logic lives once and is unit-tested.
 */
import { effectiveTheme, parseThemeChoice, themeStorageKey } from '../theme.ts';
import { initialSidebarState, mobileBreakpointPx, parseSidebarCookie, sidebarCookieName } from '../sidebar.ts';
import { consentAcknowledgedKey, consentCookie } from '../consent/keys.ts';

export interface BeforePaintWindow {
  document: { documentElement: HTMLElement; cookie: string };
  localStorage: Pick<Storage, 'getItem'>;
  sessionStorage: Pick<Storage, 'getItem'>;
  matchMedia(query: string): { matches: boolean };
  innerWidth: number;
}

interface Settings {
  themeKey: string;
  sidebarCookie: string;
  breakpointPx: number;
  consentCookie: string;
  consentAcknowledgedKey: string;
}

/**
 * Whether a cookie of that name is set, read or not. Only its presence, to keep the script that
 * every page carries small: the page script reads the value and asks again if it is unreadable.
 */
export function hasCookie(cookieHeader: string, name: string): boolean {
  return cookieHeader.split(';').some((part) => part.trim().startsWith(`${name}=`));
}

const helpers = { parseThemeChoice, effectiveTheme, parseSidebarCookie, initialSidebarState, hasCookie };

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
  // Each read of the cookies, and the first of each storage, is a call out of the page's process:
  // the cookies are read once, the viewport only for a reader who collapsed the sidebar, the
  // session only without a consent cookie.
  const cookies = win.document.cookie;
  const storedOpen = fns.parseSidebarCookie(cookies, settings.sidebarCookie);
  if (storedOpen === false && fns.initialSidebarState(win.innerWidth, storedOpen, settings.breakpointPx) === 'collapsed') {
    root.dataset.sidebar = 'collapsed';
  }
  if (fns.hasCookie(cookies, settings.consentCookie)) return;
  let acknowledged = false;
  try {
    acknowledged = win.sessionStorage.getItem(settings.consentAcknowledgedKey) === 'true';
  } catch {
    // Blocked storage holds no answer: the cookie alone decides.
  }
  if (!acknowledged) root.dataset.consent = 'ask';
}

/** The script text; it expects a global `window`. */
export function beforePaintScript(): string {
  const settings: Settings = {
    themeKey: themeStorageKey,
    sidebarCookie: sidebarCookieName,
    breakpointPx: mobileBreakpointPx,
    consentCookie,
    consentAcknowledgedKey,
  };
  const helperSource = Object.entries(helpers)
    .map(([name, fn]) => `${name}:${fn.toString()}`)
    .join(',');
  return `(${applyBeforePaint.toString()})(window,${JSON.stringify(settings)},{${helperSource}});`;
}
