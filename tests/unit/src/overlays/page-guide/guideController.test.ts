import { describe, expect, it } from 'vitest';
import { createGuideController } from '../../../../../src/overlays/page-guide/guideController.ts';
import { initialGuideState, nextGuideState } from '../../../../../src/overlays/page-guide/guideState.ts';
import { createOnboardingController } from '../../../../../src/overlays/onboarding/onboardingController.ts';
import { memoryStore } from '../../../support/memoryStore.ts';

/** One browser: localStorage lives on, sessionStorage ends with the browser session. */
function browser() {
  const local = memoryStore();
  let session = memoryStore();
  return {
    stores: () => ({ local, session }),
    local,
    newSession: () => void (session = memoryStore()),
  };
}

describe('page guide visibility', () => {
  it('shows once per browser session per path', () => {
    const visitor = browser();
    expect(createGuideController(visitor.stores(), '/advisory').show().view).toBe('expanded');
    expect(createGuideController(visitor.stores(), '/advisory').show().view).toBe('hidden');
    expect(createGuideController(visitor.stores(), '/advisory/').wanted()).toBe(false);
    expect(createGuideController(visitor.stores(), '/contact').show().view).toBe('expanded');
    visitor.newSession();
    expect(createGuideController(visitor.stores(), '/advisory').show().view).toBe('expanded');
  });

  it('is not used up while it waits for its turn', () => {
    const visitor = browser();
    const waiting = createGuideController(visitor.stores(), '/advisory');
    expect(waiting.wanted()).toBe(true);
    expect(createGuideController(visitor.stores(), '/advisory').wanted()).toBe(true);
  });

  it('never shows again after Don’t show again, in this session or the next', () => {
    const visitor = browser();
    const guide = createGuideController(visitor.stores(), '/advisory');
    guide.show();
    expect(guide.dispatch({ type: 'dont-show-again' }).view).toBe('hidden');
    expect(visitor.local.getItem('floating-overlay-disabled')).toBe('true');
    expect(createGuideController(visitor.stores(), '/contact').show().view).toBe('hidden');
    visitor.newSession();
    expect(createGuideController(visitor.stores(), '/advisory').wanted()).toBe(false);
  });

  it('Got it and the close icon hide it for now only', () => {
    for (const type of ['got-it', 'close'] as const) {
      const visitor = browser();
      const guide = createGuideController(visitor.stores(), '/advisory');
      guide.show();
      expect(guide.dispatch({ type }).view).toBe('hidden');
      expect(visitor.local.getItem('floating-overlay-disabled')).toBeNull();
      visitor.newSession();
      expect(createGuideController(visitor.stores(), '/advisory').wanted()).toBe(true);
    }
  });
});

describe('page guide collapsing', () => {
  const shown = initialGuideState(true);

  it('collapses once scrolled past half the page, not at it', () => {
    expect(nextGuideState(shown, { type: 'scroll', fraction: 0.5 }).view).toBe('expanded');
    expect(nextGuideState(shown, { type: 'scroll', fraction: 0.51 }).view).toBe('collapsed');
  });

  it('expands on click and then stays open while the visitor keeps scrolling', () => {
    const collapsed = nextGuideState(shown, { type: 'scroll', fraction: 0.8 });
    const expanded = nextGuideState(collapsed, { type: 'expand' });
    expect(expanded.view).toBe('expanded');
    expect(nextGuideState(expanded, { type: 'scroll', fraction: 0.95 }).view).toBe('expanded');
  });

  it('does not appear from scrolling or clicks while hidden', () => {
    const hidden = initialGuideState(false);
    expect(nextGuideState(hidden, { type: 'scroll', fraction: 0.9 })).toBe(hidden);
    expect(nextGuideState(hidden, { type: 'expand' })).toBe(hidden);
  });
});

describe('onboarding overlay', () => {
  it('shows on a path until Enter page is pressed there', () => {
    const local = memoryStore();
    const first = createOnboardingController(local, '/lab');
    expect(first.show()).toBe(true);
    expect(first.dispatch('enter-page')).toBe(false);
    expect(createOnboardingController(local, '/lab').show()).toBe(false);
    expect(createOnboardingController(local, '/signals').show()).toBe(true);
  });

  it('Escape closes it for this page view only', () => {
    const local = memoryStore();
    const overlay = createOnboardingController(local, '/lab');
    overlay.show();
    expect(overlay.dispatch('escape')).toBe(false);
    expect(overlay.isOpen()).toBe(false);
    expect(createOnboardingController(local, '/lab').show()).toBe(true);
  });
});
