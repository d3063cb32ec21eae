import { describe, expect, it } from 'vitest';
import { withMinifiedScripts } from '../../../integrations/minifyInlineScripts.ts';

describe('minifying the inline scripts of a page', () => {
  it('shortens an inline script and keeps what it does', () => {
    const html =
      '<head><script>\n  (function mark(root) {\n    root.dataset.ready = "yes";\n  })(window.document.documentElement);\n</script></head>';
    const minified = withMinifiedScripts(html, 'page.html');
    expect(minified.length).toBeLessThan(html.length);
    const code = /<script>([\s\S]*)<\/script>/.exec(minified)?.[1] ?? '';
    const root = { dataset: {} as Record<string, string> };
    new Function('window', code)({ document: { documentElement: root } });
    expect(root.dataset.ready).toBe('yes');
  });

  it('leaves scripts with a source, data and other types alone', () => {
    const html = [
      '<script type="module" src="/_astro/page.js"></script>',
      '<script type="application/json">{ "a": 1 }</script>',
      '<script type="application/ld+json">{ "@type": "Person" }</script>',
    ].join('');
    expect(withMinifiedScripts(html, 'page.html')).toBe(html);
  });

  it('names the page whose inline script does not parse', () => {
    expect(() => withMinifiedScripts('<script>function (</script>', 'broken.html')).toThrow(/broken\.html/);
  });
});
