import { describe, expect, it } from 'vitest';
import { spriteSymbols, withIconsInPage } from '../../../integrations/iconsInPage.ts';

const sprite =
  '<svg xmlns="http://www.w3.org/2000/svg">\n<symbol id="home" viewBox="0 0 24 24"><path d="M3 10z"/></symbol>\n' +
  '<symbol id="mail" viewBox="0 0 24 24"><path d="M4 4z"/></symbol>\n<symbol id="zap" viewBox="0 0 24 24"><path d="M13 2z"/></symbol>\n</svg>';
const favicon = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect fill="#0b6a70"/></svg>\n';
const icon = (name: string) => `<svg class="icon" aria-hidden="true"><use href="/brand/icons.svg#${name}"></use></svg>`;
const page = (head: string, body: string) => `<html><head>${head}</head><body>${body}</body></html>`;
const faviconLink = '<link rel="icon" href="/brand/favicon.svg" type="image/svg+xml">';

describe('icons in the page', () => {
  const symbols = spriteSymbols(sprite);

  it('draws each icon from a symbol the page carries, each symbol once, under an id of its own', () => {
    const built = withIconsInPage(page('', `<a id="home">${icon('home')}Home</a>${icon('mail')}${icon('home')}`), 'page', symbols, favicon);
    expect(built).toBe(
      page(
        '',
        '<a id="home"><svg class="icon" aria-hidden="true"><use href="#icon-home"></use></svg>Home</a>' +
          '<svg class="icon" aria-hidden="true"><use href="#icon-mail"></use></svg><svg class="icon" aria-hidden="true"><use href="#icon-home"></use></svg>' +
          '<svg hidden><symbol id="icon-home" viewBox="0 0 24 24"><path d="M3 10z"/></symbol><symbol id="icon-mail" viewBox="0 0 24 24"><path d="M4 4z"/></symbol></svg>',
      ),
    );
  });

  it('carries the favicon as a short data address that reads back to the same image', () => {
    const built = withIconsInPage(page(faviconLink, '<p>Text</p>'), 'page', symbols, favicon);
    const address = /<link rel="icon" href="([^"]+)" type="image\/svg\+xml">/.exec(built)?.[1] ?? '';
    expect(address.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(address.slice('data:image/svg+xml,'.length))).toBe(favicon.trim().replaceAll('"', "'"));
    expect(address).not.toMatch(/[#"<>]/);
  });

  it('leaves a fragment, which pages insert later, with the sprite', () => {
    const fragment = `<ul><li>${icon('zap')}</li></ul>`;
    expect(withIconsInPage(fragment, 'fragment', symbols, favicon)).toBe(fragment);
  });

  it('names the page and the icon when the sprite has no such symbol', () => {
    expect(() => withIconsInPage(page('', icon('rocket')), 'advisory.html', symbols, favicon)).toThrow(
      'advisory.html: the icon "rocket" is not a symbol of /brand/icons.svg.',
    );
  });
});
