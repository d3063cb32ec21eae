import { describe, expect, it } from 'vitest';
import { initialGuideState, nextGuideState } from '../../../../../src/overlays/page-guide/guideState.ts';

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
