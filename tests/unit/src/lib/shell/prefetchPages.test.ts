import { describe, expect, it } from 'vitest';
import { prefetchAllowed, prefetchTarget } from '../../../../../src/lib/shell/prefetchPages.ts';

const page = new URL('https://strategist.example/welcome');
const link = (href: string, attributes: { target?: string; download?: boolean } = {}) => ({
  href: new URL(href, page).href,
  target: attributes.target ?? '',
  hasAttribute: (name: string) => name === 'download' && attributes.download === true,
});

describe('prefetching the next page', () => {
  it('is allowed on a normal connection, and when the browser says nothing about it', () => {
    expect(prefetchAllowed({ saveData: false, effectiveType: '4g' })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '3g' })).toBe(true);
    expect(prefetchAllowed(undefined)).toBe(true);
  });

  it('stops when the reader asked to save data, or the connection is 2G', () => {
    expect(prefetchAllowed({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
  });

  it('takes same-origin pages, with their query but not their fragment', () => {
    expect(prefetchTarget(link('/ai-survival-kit'), page)).toBe('/ai-survival-kit');
    expect(prefetchTarget(link('/ai-assessments?role=cfo#top'), page)).toBe('/ai-assessments?role=cfo');
  });

  it('leaves out the page itself, other sites, files, downloads and new windows', () => {
    expect(prefetchTarget(link('/welcome#start'), page)).toBeNull();
    expect(prefetchTarget(link('https://elsewhere.example/page'), page)).toBeNull();
    expect(prefetchTarget(link('mailto:hello@strategist.example'), page)).toBeNull();
    expect(prefetchTarget(link('/sitemap.xml'), page)).toBeNull();
    expect(prefetchTarget(link('/data/ai-exposure.csv'), page)).toBeNull();
    expect(prefetchTarget(link('/privacy', { download: true }), page)).toBeNull();
    expect(prefetchTarget(link('/privacy', { target: '_blank' }), page)).toBeNull();
  });
});
