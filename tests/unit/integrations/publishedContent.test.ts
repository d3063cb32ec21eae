import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { withLoadAfterFirstPaint } from '../../../integrations/afterFirstPaint.ts';
import { afterPaintLoader } from '../../../integrations/afterPaintLoader.ts';
import { inlineHashes } from '../../../integrations/cspPolicy.ts';
import { withMinifiedScripts } from '../../../integrations/minifyInlineScripts.ts';

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const own = "\n  const theme = 'light';\n  document.documentElement.dataset.theme = theme;\n";

// Published content as if a sanitiser had let everything through: the build must still trust none of it.
const content = [
  '<div class="prose" data-published-content>',
  '<p style="color:red">styled</p><script>alert(‘x’)</script><svg><script>alert(1)</script></svg>',
  '<script type="module" src="/_astro/injected.js"></script><style>p{display:none}</style>',
  '<div data-published-content></div><script>alert(3)</script>',
  '</div>',
].join('');
const page = `<html><head><script>${own}</script></head><body><iframe srcdoc="<script>alert(2)</script>"></iframe>${content}<script type="module" src="/_astro/page.js"></script></body></html>`;

it('hashes only the page’s own inline code, nothing inside published content nor in an attribute', () => {
  expect(inlineHashes(page)).toEqual({ scripts: [hashOf(own)], styles: [], styleAttributes: [] });
});

it('minifies only the page’s own scripts, so a script in content that does not parse cannot stop the build', () => {
  const minified = withMinifiedScripts(page, 'article.html');
  expect(minified).toContain(content);
  expect(minified).not.toContain(`<script>${own}</script>`);
});

it('loads only the page’s own module scripts after the first paint', () => {
  const built = withLoadAfterFirstPaint(page, { staticImportsOf: () => [], textOf: () => '' });
  expect(built).toContain(content);
  expect(built).toContain(afterPaintLoader({ stylesheets: [], preloads: ['/_astro/page.js'], entries: ['/_astro/page.js'] }));
});
