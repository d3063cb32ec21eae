/**
 * Starts each page's module scripts after its first paint. The parser still finds them where they
 * were, as `modulepreload` links, so they download as early as before; one small inline module
 * runs them once the browser has drawn a frame. A module script that arrived before the first
 * paint ran before it, and on a slow phone its work put the first paint (the banner, the page's
 * largest text) back by as long. A page in a background tab draws no frame: its scripts start at
 * once. Registered before the CSP, which hashes the inline module.
 */
import type { AstroIntegration } from 'astro';
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlFiles } from './builtFiles.ts';
import { loadedWith, scriptReferences } from './shellFiles.ts';

const moduleScript = /<script type="module" src="([^"]+)"><\/script>/g;

/** The inline module that imports `sources` in order after the next frame. */
export function afterPaintLoader(sources: readonly string[]): string {
  const imports = sources.map((source) => `import(${JSON.stringify(source)})`).join(';');
  return `const s=()=>{${imports}};document.hidden?s():requestAnimationFrame(()=>setTimeout(s))`;
}

/**
 * The page with each module script preloaded in its place, with the files it imports statically
 * (a preload fetches one file, where a module script fetched its imports as it parsed), and all
 * run by one loader at the last one's place.
 */
export function withScriptsAfterPaint(html: string, staticImportsOf: (file: string) => string[]): string {
  const sources = [...html.matchAll(moduleScript)].map((match) => match[1] ?? '');
  const preloaded = new Set<string>();
  let met = 0;
  return html.replace(moduleScript, (_whole, source: string) => {
    met += 1;
    const files = loadedWith(source, (file) => ({ loads: staticImportsOf(file), mayLoad: [] })).filter((file) => !preloaded.has(file));
    for (const file of files) preloaded.add(file);
    const preloads = files.map((file) => `<link rel="modulepreload" href="${file}">`).join('');
    return met < sources.length ? preloads : `${preloads}<script type="module">${afterPaintLoader(sources)}</script>`;
  });
}

export function scriptsAfterPaint(): AstroIntegration {
  return {
    name: 'scripts-after-paint',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        const staticImportsOf = (file: string) => scriptReferences(readFileSync(join(root, file), 'utf8')).loads;
        for (const file of await htmlFiles(root)) {
          const html = await readFile(file, 'utf8');
          const changed = withScriptsAfterPaint(html, staticImportsOf);
          if (changed !== html) await writeFile(file, changed);
        }
      },
    },
  };
}
