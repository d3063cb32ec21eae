import { describe, expect, it } from 'vitest';
import { createGuideController } from '../../../../../src/overlays/page-guide/guideController.ts';
import { memoryStore } from '../../../support/memoryStore.ts';

/** One browser: localStorage lives on, sessionStorage ends with the browser session. */
function browser() {
  const local = memoryStore();
  let session = memoryStore();
  return {
    stores: () => ({ local, session }),
    local,
    newSession: () => {
      session = memoryStore();
    },
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
