import { describe, expect, it } from 'vitest';
import {
  initialSidebarState,
  mobileBreakpointPx,
  parseSidebarCookie,
  serializeSidebarCookie,
  sidebarCookieName,
} from '../../../../src/lib/sidebar.ts';

describe('the sidebar cookie', () => {
  it('reads the stored choice among other cookies', () => {
    expect(parseSidebarCookie('consent=abc; sidebar_state=false; session_id=1', sidebarCookieName)).toBe(false);
    expect(parseSidebarCookie('sidebar_state=true', sidebarCookieName)).toBe(true);
  });

  it('is undefined when absent or not a boolean', () => {
    expect(parseSidebarCookie('', sidebarCookieName)).toBeUndefined();
    expect(parseSidebarCookie('other_sidebar_state=false', sidebarCookieName)).toBeUndefined();
    expect(parseSidebarCookie('sidebar_state=maybe', sidebarCookieName)).toBeUndefined();
  });

  it('is written for the whole site for 7 days', () => {
    expect(serializeSidebarCookie(false)).toBe('sidebar_state=false; Path=/; Max-Age=604800; SameSite=Lax');
  });

  it('reads back what it writes', () => {
    for (const open of [true, false]) {
      const [pair] = serializeSidebarCookie(open).split(';');
      expect(parseSidebarCookie(`a=1; ${pair}`, sidebarCookieName)).toBe(open);
    }
  });
});

describe('the initial sidebar state', () => {
  it('is open on desktop unless the reader collapsed it', () => {
    expect(initialSidebarState(1280, undefined, mobileBreakpointPx)).toBe('expanded');
    expect(initialSidebarState(1280, true, mobileBreakpointPx)).toBe('expanded');
    expect(initialSidebarState(1280, false, mobileBreakpointPx)).toBe('collapsed');
  });

  it('is a closed drawer below 768 px whatever the cookie says', () => {
    expect(initialSidebarState(767, true, mobileBreakpointPx)).toBe('drawer');
    expect(initialSidebarState(375, false, mobileBreakpointPx)).toBe('drawer');
    expect(initialSidebarState(768, undefined, mobileBreakpointPx)).toBe('expanded');
  });
});
