import { expect, it } from 'vitest';
import { contentAllowList, domPurifyOptions } from '../../../../../functions/_shared/publishing/contentAllowList.ts';
import { embedFor, embedOrigins } from '../../../../../functions/_shared/publishing/embeds.ts';

it('knows the embed code YouTube and Spotify give, and plays YouTube from youtube-nocookie.com', () => {
  const cases: [string, string | null][] = [
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1'],
    [
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90&si=abc',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&start=90',
    ],
    [
      'https://open.spotify.com/embed/show/4rOoJ6Egrf8K2IrywzwOMk?utm_source=generator',
      'https://open.spotify.com/embed/show/4rOoJ6Egrf8K2IrywzwOMk',
    ],
    ['http://www.youtube.com/embed/dQw4w9WgXcQ', null],
    ['https://www.youtube.com:8443/embed/dQw4w9WgXcQ', null],
    ['https://user@www.youtube.com/embed/dQw4w9WgXcQ', null],
    ['https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ', null],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ/../../redirect', null],
    ['https://open.spotify.com/embed/episode/short', null],
    ['javascript:alert(1)//https://www.youtube.com/embed/dQw4w9WgXcQ', null],
    ['not a url', null],
  ];
  for (const [src, player] of cases) expect(embedFor(src)?.player ?? null, src).toBe(player);
  // The player's own address is an embed too: the page's script checks it again before loading it.
  const embed = embedFor('https://www.youtube.com/embed/dQw4w9WgXcQ?start=5');
  expect(embedFor(embed?.player ?? '')?.player).toBe(embed?.player);
  expect(embedOrigins).toEqual(['https://www.youtube-nocookie.com', 'https://open.spotify.com']);
});

it('gives the editors’ DOMPurify the same tags, attributes and protocols as the site', () => {
  const options = domPurifyOptions();
  expect(options.ALLOWED_TAGS).toEqual([...contentAllowList.tags]);
  expect(options.ALLOWED_ATTR).toEqual(expect.arrayContaining(['href', 'src', 'alt', 'class', 'id', 'data-footnote-ref', 'colspan']));
  expect(options.ALLOWED_ATTR.some((name) => name.startsWith('on') || name === 'style' || name === 'srcdoc')).toBe(false);
  for (const allowed of ['https://example.com', 'http://example.com', 'mailto:a@example.com', 'tel:+441234', '/articles/x', '#note']) {
    expect(options.ALLOWED_URI_REGEXP.test(allowed), allowed).toBe(true);
  }
  for (const refused of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'vbscript:x', 'data:text/html,x']) {
    expect(options.ALLOWED_URI_REGEXP.test(refused), refused).toBe(false);
  }
});
