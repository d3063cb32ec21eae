import { describe, expect, it } from 'vitest';
import { overlaysMayShow, type OverlayOutlook } from '../../../../src/overlays/overlaysMayShow.ts';
import { memoryStore } from '../../support/memoryStore.ts';

const now = Date.UTC(2026, 10, 25, 12);
const choice = encodeURIComponent(JSON.stringify({ analytics: true, personalization: false, marketing: false }));

/** A reader who answered the banner, opted out of the guide and saw a lead popup an hour ago. */
function metEverything(overrides: Partial<OverlayOutlook> = {}): OverlayOutlook {
  const session = memoryStore();
  return {
    path: '/privacy',
    tailored: false,
    formPage: false,
    lead: { pageAllows: true, signedIn: false },
    local: memoryStore({
      'floating-overlay-disabled': 'true',
      'lead-popup-state': JSON.stringify({ lastShown: now - 60 * 60 * 1000, kind: 'timed' }),
    }),
    session,
    consentSource: { cookies: () => `cookie_consent=${choice}`, session },
    now,
    ...overrides,
  };
}

describe('whether any overlay could show', () => {
  it('is no for a reader who has met them all, so the visitor layer is not downloaded', () => {
    expect(overlaysMayShow(metEverything())).toBe(false);
  });

  it('is yes while the consent banner waits for an answer', () => {
    const session = memoryStore();
    expect(overlaysMayShow(metEverything({ session, consentSource: { cookies: () => '', session } }))).toBe(true);
  });

  it('is yes when the page guide is due on this path', () => {
    const outlook = metEverything();
    outlook.local.removeItem('floating-overlay-disabled');
    expect(overlaysMayShow(outlook)).toBe(true);
  });

  it('is yes on a page with tailored text until the visitor has seen the onboarding once', () => {
    const outlook = metEverything({ path: '/ai-survival-kit', tailored: true });
    outlook.local.removeItem('floating-overlay-disabled');
    outlook.session.setItem('floating-overlay-session', JSON.stringify(['/ai-survival-kit']));
    expect(overlaysMayShow(outlook)).toBe(true);
    outlook.local.setItem('onboarding-seen', 'true');
    expect(overlaysMayShow(outlook)).toBe(false);
    expect(overlaysMayShow(metEverything({ path: '/ai-survival-kit', tailored: false }))).toBe(false);
  });

  it("is no for onboarding once the guide's Don't show again was pressed", () => {
    expect(overlaysMayShow(metEverything({ path: '/ai-survival-kit', tailored: true }))).toBe(false);
  });

  it('is yes once the lead popup cool-down has passed, except where the page or a session rules it out', () => {
    const outlook = metEverything({ now: now + 24 * 60 * 60 * 1000 });
    expect(overlaysMayShow(outlook)).toBe(true);
    expect(overlaysMayShow({ ...outlook, lead: { pageAllows: false, signedIn: false } })).toBe(false);
    expect(overlaysMayShow({ ...outlook, lead: { pageAllows: true, signedIn: true } })).toBe(false);
  });

  it('is no once the visitor has met two optional overlays today, in any tab, unless the banner still asks', () => {
    const outlook = metEverything();
    outlook.local.removeItem('floating-overlay-disabled');
    expect(overlaysMayShow(outlook)).toBe(true);
    outlook.local.setItem('overlays-shown', JSON.stringify({ shown: 2, since: now - 60_000 }));
    expect(overlaysMayShow(outlook)).toBe(false);
    expect(overlaysMayShow({ ...outlook, consentSource: { cookies: () => '', session: outlook.session } })).toBe(true);
    expect(overlaysMayShow({ ...outlook, now: now + 24 * 60 * 60 * 1000 }), 'a day later').toBe(true);
  });

  it('is no on a page whose main task is a form, unless the banner still asks', () => {
    const outlook = metEverything({ path: '/contact', tailored: true, formPage: true });
    outlook.local.removeItem('floating-overlay-disabled');
    expect(overlaysMayShow(outlook)).toBe(false);
    expect(overlaysMayShow({ ...outlook, consentSource: { cookies: () => '', session: outlook.session } })).toBe(true);
  });

  it('treats storage it cannot read as a first visit', () => {
    const blocked = memoryStore({}, true);
    expect(overlaysMayShow(metEverything({ local: blocked, session: blocked }))).toBe(true);
  });
});
