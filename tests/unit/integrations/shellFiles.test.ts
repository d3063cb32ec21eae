import { describe, expect, it } from 'vitest';
import { pageAssets, scriptReferences, shellFiles, type FileReferences } from '../../../integrations/shellFiles.ts';

describe('the files a page names', () => {
  it('are its scripts, stylesheets and islands under /_astro/, each once, and nothing else', () => {
    const html = `<link rel="stylesheet" href="/_astro/page.css"><script type="module" src="/_astro/app.js"></script>
      <script type="module" src="/_astro/app.js"></script><astro-island component-url="/_astro/Island.js" renderer-url="/_astro/client.js"></astro-island>
      <a href="/welcome">Welcome</a><link rel="icon" href="/favicon.svg"><img src="https://cdn.example/_astro/x.png">`;
    expect(pageAssets(html)).toEqual(['/_astro/page.css', '/_astro/app.js', '/_astro/Island.js', '/_astro/client.js']);
  });
});

describe('the files a script names', () => {
  it('tells static imports from lazy ones, and counts an address the code loads itself as lazy', () => {
    const code = [
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["_astro/lazy.js","_astro/shared.js"])))=>i.map(i=>d[i]);',
      'import{t as e}from"./shared.js";import"./sideEffect.js";',
      'e(async()=>{let{x}=await import(`./lazy.js`);return x},__vite__mapDeps([0,1]));',
      'var s=`/_astro/overlays.css`;',
    ].join('\n');
    expect(scriptReferences(code)).toEqual({
      loads: ['/_astro/shared.js', '/_astro/sideEffect.js'],
      mayLoad: ['/_astro/lazy.js', '/_astro/overlays.css'],
    });
  });
});

describe('choosing the shell', () => {
  const graph: Record<string, FileReferences> = {
    '/_astro/page.js': { loads: ['/_astro/shared.js'], mayLoad: ['/_astro/form.js', '/_astro/island.js'] },
    '/_astro/shared.js': { loads: [], mayLoad: [] },
    '/_astro/form.js': { loads: ['/_astro/shared.js', '/_astro/check.js'], mayLoad: ['/_astro/form.js'] },
    '/_astro/check.js': { loads: [], mayLoad: [] },
    '/_astro/island.js': { loads: ['/_astro/react-dom.js', '/_astro/jsx.js'], mayLoad: [] },
    '/_astro/jsx.js': { loads: [], mayLoad: [] },
    '/_astro/react-dom.js': { loads: [], mayLoad: [] },
  };
  const referencesOf = (file: string) => graph[file] ?? { loads: [], mayLoad: [] };
  const tooBig = (file: string) => file === '/_astro/react-dom.js';

  it('takes what the pages load and the lazy parts they may load, however deep', () => {
    expect(shellFiles(['/_astro/page.js'], referencesOf, tooBig).files).toEqual([
      '/_astro/check.js',
      '/_astro/form.js',
      '/_astro/page.js',
      '/_astro/shared.js',
    ]);
  });

  it('leaves out a lazy part that brings a large bundle, with its small files, and says which', () => {
    const { files, leftOut } = shellFiles(['/_astro/page.js'], referencesOf, tooBig);
    expect(files).not.toContain('/_astro/jsx.js');
    expect(leftOut).toEqual(['/_astro/island.js']);
  });

  it('leaves out an entry that needs a large bundle itself', () => {
    expect(shellFiles(['/_astro/island.js', '/_astro/shared.js'], referencesOf, tooBig)).toEqual({
      files: ['/_astro/shared.js'],
      leftOut: ['/_astro/island.js'],
    });
  });
});
