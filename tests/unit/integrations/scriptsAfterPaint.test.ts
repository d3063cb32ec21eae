import { describe, expect, it } from 'vitest';
import { afterPaintLoader, withScriptsAfterPaint } from '../../../integrations/scriptsAfterPaint.ts';

const page = (body: string) =>
  `<html><head><script>document.documentElement.dataset.theme='light'</script></head><body>${body}</body></html>`;

describe('scripts after the first paint', () => {
  it('preloads each module script where it stood, with its static imports once, and runs them all, in order, from one loader at the last', () => {
    const imports: Record<string, string[]> = {
      '/_astro/form.js': ['/_astro/shared.js'],
      '/_astro/page.js': ['/_astro/shared.js', '/_astro/shell.js'],
    };
    const html = page(
      '<p>Text</p><script type="module" src="/_astro/form.js"></script><footer></footer><script type="module" src="/_astro/page.js"></script>',
    );
    expect(withScriptsAfterPaint(html, (file) => imports[file] ?? [])).toBe(
      page(
        '<p>Text</p><link rel="modulepreload" href="/_astro/form.js"><link rel="modulepreload" href="/_astro/shared.js"><footer></footer>' +
          '<link rel="modulepreload" href="/_astro/page.js"><link rel="modulepreload" href="/_astro/shell.js">' +
          `<script type="module">${afterPaintLoader(['/_astro/form.js', '/_astro/page.js'])}</script>`,
      ),
    );
  });

  it('imports after the next frame, or at once in a tab that draws none', () => {
    const loader = afterPaintLoader(['/_astro/page.js']);
    const started: string[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const run = (hidden: boolean) =>
      new Function('document', 'requestAnimationFrame', 'setTimeout', 'importModule', loader.replace(/\bimport\(/g, 'importModule('))(
        { hidden },
        (callback: () => void) => frames.push(callback),
        (callback: () => void) => timers.push(callback),
        (source: string) => started.push(source),
      );

    run(false);
    expect(started).toEqual([]);
    frames.shift()?.();
    expect(started).toEqual([]);
    timers.shift()?.();
    expect(started).toEqual(['/_astro/page.js']);

    run(true);
    expect(started).toEqual(['/_astro/page.js', '/_astro/page.js']);
  });

  it('leaves a page without module scripts, and inline scripts, as they are', () => {
    const html = page('<script type="module">console.log(1)</script><script src="/legacy.js"></script>');
    expect(withScriptsAfterPaint(html, () => [])).toBe(html);
  });
});
