import { describe, expect, it } from 'vitest';
import { withLazyImages } from '../../../../../src/lib/publishing/lazyImages.ts';

describe('images in rendered Markdown', () => {
  it('load lazily and decode off the main thread', () => {
    expect(withLazyImages('<p><img src="/a.png" alt="A chart"></p>')).toBe(
      '<p><img loading="lazy" decoding="async" src="/a.png" alt="A chart"></p>',
    );
  });

  it('keep a loading or decoding they already state, and leave other markup alone', () => {
    expect(withLazyImages('<img loading="eager" src="/a.png" alt="">')).toBe('<img decoding="async" loading="eager" src="/a.png" alt="">');
    expect(withLazyImages('<img loading="lazy" decoding="sync" src="/a.png" alt="">')).toBe(
      '<img loading="lazy" decoding="sync" src="/a.png" alt="">',
    );
    expect(withLazyImages('<p>An <imgur> tag is not an image</p>')).toBe('<p>An <imgur> tag is not an image</p>');
  });
});
