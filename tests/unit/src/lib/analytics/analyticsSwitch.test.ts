import { describe, expect, it } from 'vitest';
import { isObservedBySite } from '../../../../../src/lib/analytics/analyticsSwitch.ts';

describe('pages the site observes in its own frames', () => {
  it('are not counted: a frame of this site has a frame element', () => {
    expect(isObservedBySite({ frameElement: {} as Element })).toBe(true);
  });

  it("leave a reader's page counted, at the top or under another origin's frame (both give null)", () => {
    expect(isObservedBySite({ frameElement: null })).toBe(false);
  });
});
