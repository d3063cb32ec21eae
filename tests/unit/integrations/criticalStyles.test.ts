import { describe, expect, it } from 'vitest';
import { criticalStyles, pageMatcher } from '../../../integrations/criticalStyles.ts';

const page = (body: string) => `<!doctype html><html lang="en"><head></head><body>${body}</body></html>`;
const critical = (css: string, body: string) => criticalStyles(css, pageMatcher(page(body)));

describe('the critical rules of a page', () => {
  it('keeps the rules that match its markup, in their order, and drops the others', () => {
    expect(critical('.a{color:red}.b{color:blue}p .a{margin:0}', '<p><span class="a">x</span></p>')).toBe('.a{color:red}p .a{margin:0}');
  });

  it('keeps only the selectors of a list that match', () => {
    expect(critical('.a,.b,.c{color:red}', '<p class="c">x</p>')).toBe('.c{color:red}');
  });

  it('keeps the rules for every state the before-paint scripts may give <html>, signed in and out alike', () => {
    const css = [
      '.dark .card{color:white}',
      'html[data-auth="signed-in"] [data-when="signed-out"]{display:none}',
      'html[data-consent="ask"] .banner{display:block}',
      '.dialog-open .card{opacity:.5}',
    ].join('');
    expect(critical(css, '<div class="card" data-when="signed-out">x</div><section class="banner">y</section>')).toBe(
      '.dark .card{color:white}html[data-auth="signed-in"] [data-when="signed-out"]{display:none}html[data-consent="ask"] .banner{display:block}',
    );
  });

  it('keeps a rule for any value of an attribute the markup has, since scripts change values at once', () => {
    expect(critical('[aria-expanded="true"]+.menu{display:block}', '<button aria-expanded="false"></button><ul class="menu"></ul>')).toBe(
      '[aria-expanded="true"]+.menu{display:block}',
    );
  });

  it('walks into media queries, supports and layers, and drops the groups left empty', () => {
    const css = '@layer base{p{margin:0}dialog{padding:0}}@media (width>=768px){.a{color:red}}@supports (display:grid){.b{display:grid}}';
    expect(critical(css, '<p class="a">x</p>')).toBe('@layer base{p{margin:0}}@media (width>=768px){.a{color:red}}');
  });

  it('keeps layer orders, and the keyframes and registered properties that kept rules name', () => {
    const css =
      '@layer base,utilities;@keyframes spin{to{rotate:1turn}}@keyframes fade{to{opacity:0}}' +
      '@property --tw-x{syntax:"*";inherits:false}@property --tw-y{syntax:"*";inherits:false}' +
      '.spinner{animation:spin 1s;--tw-x:1}.fader{animation:fade 1s;--tw-y:1}';
    expect(critical(css, '<span class="spinner"></span>')).toBe(
      '@layer base,utilities;@keyframes spin{to{rotate:1turn}}@property --tw-x{syntax:"*";inherits:false}.spinner{animation:spin 1s;--tw-x:1}',
    );
  });

  it('leaves a downloaded font face to the full sheets and keeps one made of local fonts', () => {
    const css =
      '@font-face{font-family:Brand;src:url(/brand.woff2) format("woff2")}@font-face{font-family:Brand fallback;src:local("Georgia");size-adjust:110%}';
    expect(critical(css, '<p>x</p>')).toBe('@font-face{font-family:Brand fallback;src:local("Georgia");size-adjust:110%}');
  });

  it('keeps a rule whose selector it cannot read, and one that is all pseudo-element', () => {
    expect(critical('::selection{color:blue}.b{color:green}', '<p class="a">x</p>')).toBe('::selection{color:blue}');
    expect(critical('p:nth-child(2n+1){color:red}svg|rect{fill:blue}', '<p>x</p>')).toBe('p:nth-child(2n+1){color:red}svg|rect{fill:blue}');
  });
});
