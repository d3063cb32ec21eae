import { describe, expect, it } from 'vitest';
import { withLoadAfterFirstPaint } from '../../../integrations/afterFirstPaint.ts';
import type { BuiltAssets } from '../../../integrations/shellFiles.ts';
import { afterPaintFiles, afterPaintLoader } from '../../../integrations/afterPaintLoader.ts';
import { withMinifiedScripts } from '../../../integrations/minifyInlineScripts.ts';
import { cachedSheetsScript } from '../../../src/lib/shell/cachedSheets.ts';

const page = (body: string, head = '') =>
  `<html><head><script>document.documentElement.dataset.theme='light'</script>${head}</head><body>${body}</body></html>`;

const imports: Record<string, string[]> = {
  '/_astro/form.js': ['/_astro/shared.js'],
  '/_astro/page.js': ['/_astro/shared.js', '/_astro/shell.js'],
};
const stylesheets: Record<string, string> = {
  '/_astro/site.css': '.used{color:red}.unused{color:blue}',
  '/_astro/page.css': 'p{margin:0}dialog{padding:1rem}',
};
const assets: BuiltAssets = {
  staticImportsOf: (file) => imports[file] ?? [],
  textOf: (file) => stylesheets[file] ?? '',
};

describe('a page that loads after its first paint', () => {
  it('has no module script nor preload in its markup: one loader at the last script’s place starts them all', () => {
    const built = withLoadAfterFirstPaint(
      page(
        '<p>Text</p><script type="module" src="/_astro/form.js"></script><footer></footer><script type="module" src="/_astro/page.js"></script>',
      ),
      assets,
    );
    const loads = {
      stylesheets: [],
      preloads: ['/_astro/form.js', '/_astro/shared.js', '/_astro/page.js', '/_astro/shell.js'],
      entries: ['/_astro/form.js', '/_astro/page.js'],
    };
    expect(built).toBe(page(`<p>Text</p><footer></footer>${afterPaintLoader(loads)}`));
    expect(built).not.toMatch(/<link rel="modulepreload"|<script[^>]* src=/);
  });

  it('carries the rules its markup uses where the stylesheets stood, and gets the full sheets after the paint, before it for a returning reader, or at once without JavaScript', () => {
    const links = '<link rel="stylesheet" href="/_astro/site.css"><link rel="stylesheet" href="/_astro/page.css">';
    const built = withLoadAfterFirstPaint(
      page('<p class="used">Text</p><script type="module" src="/_astro/page.js"></script>', links),
      assets,
    );
    const loads = {
      stylesheets: ['/_astro/site.css', '/_astro/page.css'],
      preloads: ['/_astro/page.js', '/_astro/shared.js', '/_astro/shell.js'],
      entries: ['/_astro/page.js'],
    };
    expect(built).toBe(
      page(
        `<p class="used">Text</p>${afterPaintLoader(loads)}`,
        `<style>.used{color:red}\np{margin:0}</style><noscript>${links}</noscript><script>${cachedSheetsScript(['/_astro/site.css', '/_astro/page.css'])}</script>`,
      ),
    );
  });

  it('names the files its loader starts, minified or not', () => {
    const built = withLoadAfterFirstPaint(
      page('<script type="module" src="/_astro/page.js"></script>', '<link rel="stylesheet" href="/_astro/site.css">'),
      assets,
    );
    const expected = ['/_astro/site.css', '/_astro/shared.js', '/_astro/shell.js', '/_astro/page.js'];
    expect(new Set(afterPaintFiles(built))).toEqual(new Set(expected));
    const minified = withMinifiedScripts(built, 'page');
    expect(minified).toContain('`/_astro/shared.js`');
    expect(new Set(afterPaintFiles(minified))).toEqual(new Set(expected));
    expect(afterPaintFiles(page('<script type="module">import("/_astro/other.js")</script>'))).toEqual([]);
  });

  it('names every file of a long list, which the minifier writes as one text split at commas', () => {
    const parts = Array.from({ length: 30 }, (_, index) => `/_astro/part${index}.B5JAZapz.js`);
    const minified = withMinifiedScripts(page(afterPaintLoader({ stylesheets: [], preloads: parts, entries: parts.slice(0, 1) })), 'page');
    expect(minified).toContain('.split(');
    expect(afterPaintFiles(minified)).toEqual(parts);
  });

  it('is left as it is without module scripts or stylesheets, inline scripts included', () => {
    const html = page('<script type="module">console.log(1)</script><script src="/legacy.js"></script>');
    expect(withLoadAfterFirstPaint(html, assets)).toBe(html);
  });
});

describe('an admin page', () => {
  const tools: Record<string, string> = {
    '/_astro/element.js':
      'const t={"admin-leads":p(()=>import(`./Leads.js`)),"admin-workstation":p(()=>import(`./Workstation.js`).then((m)=>m.W),x)}',
    '/_astro/Workstation.js': 'import{a}from"./days.js";',
  };
  const adminAssets: BuiltAssets = {
    staticImportsOf: (file) => ({ '/_astro/element.js': ['/_astro/shared.js'], '/_astro/Workstation.js': ['/_astro/days.js'] })[file] ?? [],
    textOf: (file) => tools[file] ?? '',
  };
  const shell = (tag: string) =>
    page(`<${tag} class="admin-tool"><p>Loading</p></${tag}><script type="module" src="/_astro/element.js"></script>`);

  it('starts its scripts at once, its own tool and what that imports preloaded with them, never another page’s tool', () => {
    const loads = {
      stylesheets: [],
      preloads: ['/_astro/element.js', '/_astro/shared.js', '/_astro/Workstation.js', '/_astro/days.js'],
      entries: ['/_astro/element.js'],
    };
    const built = withLoadAfterFirstPaint(shell('admin-workstation'), adminAssets);
    expect(built).toContain(afterPaintLoader(loads, 0));
    expect(built).not.toContain('Leads.js');
    const minified = withMinifiedScripts(built, 'admin');
    expect(new Set(afterPaintFiles(minified))).toEqual(new Set(loads.preloads));
  });

  it('stops the build when no script of the page names its tool', () => {
    expect(() => withLoadAfterFirstPaint(shell('admin-nowhere'), adminAssets)).toThrow(/import the tool of <admin-nowhere>/);
  });
});
