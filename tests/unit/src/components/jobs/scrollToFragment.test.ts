import { describe, expect, it, vi } from 'vitest';
import { scrollToFragmentWhenShown } from '../../../../../src/components/jobs/scrollToFragment.ts';

function fakeDocument(hash: string, target: { laidOut: boolean } | null) {
  const element = target && { getClientRects: () => (target.laidOut ? [{}] : []), scrollIntoView: vi.fn() };
  const doc = { location: { hash }, getElementById: vi.fn(() => element) } as unknown as Document;
  return { doc, element };
}

describe('scrollToFragmentWhenShown', () => {
  it('waits for a hidden target and scrolls to it once it is shown', () => {
    const { doc, element } = fakeDocument('#soc-29-1141', { laidOut: false });
    let shown = () => {};
    scrollToFragmentWhenShown(doc, (_target, onShown) => (shown = onShown));
    expect(doc.getElementById).toHaveBeenCalledWith('soc-29-1141');
    expect(element!.scrollIntoView).not.toHaveBeenCalled();
    shown();
    expect(element!.scrollIntoView).toHaveBeenCalledWith({ block: 'center' });
  });

  it('leaves the browser’s own jump alone, and does nothing without a target', () => {
    const observe = vi.fn();
    scrollToFragmentWhenShown(fakeDocument('#group-11', { laidOut: true }).doc, observe);
    scrollToFragmentWhenShown(fakeDocument('', null).doc, observe);
    scrollToFragmentWhenShown(fakeDocument('#missing', null).doc, observe);
    expect(observe).not.toHaveBeenCalled();
  });
});
