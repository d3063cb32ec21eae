import { describe, expect, it, vi } from 'vitest';
import {
  followFragmentInto,
  fragmentTargetAttribute,
  scrollToFragmentWhenShown,
} from '../../../../../src/components/jobs/scrollToFragment.ts';

function fakeDocument(hash: string, target: { laidOut: boolean } | null) {
  const element = target && { getClientRects: () => (target.laidOut ? [{}] : []), scrollIntoView: vi.fn(), setAttribute: vi.fn() };
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

describe('followFragmentInto', () => {
  const part = (holds: boolean) => ({ contains: () => holds }) as unknown as Element;

  it('waits for the part that arrived to be shown, then marks its row and centres it', () => {
    const { doc, element } = fakeDocument('#soc-29-1141', { laidOut: false });
    const arrived = part(true);
    let watched: Element | undefined;
    let shown = () => {};
    followFragmentInto(doc, arrived, (target, onShown) => {
      watched = target;
      shown = onShown;
    });
    expect(watched).toBe(arrived);
    expect(element!.scrollIntoView).not.toHaveBeenCalled();
    shown();
    expect(element!.setAttribute).toHaveBeenCalledWith(fragmentTargetAttribute, '');
    expect(element!.scrollIntoView).toHaveBeenCalledWith({ block: 'center' });
  });

  it('leaves a fragment outside the part that arrived to the browser', () => {
    const observe = vi.fn();
    followFragmentInto(fakeDocument('#group-11', { laidOut: true }).doc, part(false), observe);
    followFragmentInto(fakeDocument('', null).doc, part(true), observe);
    expect(observe).not.toHaveBeenCalled();
  });
});
