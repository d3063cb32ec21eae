import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { distDir } from './dist.ts';
import { afterPaintFiles } from '../../../integrations/afterPaintLoader.ts';
import { servedBytes as servedBytesIn } from '../../../integrations/builtFiles.ts';

/** Islands that hydrate without the reader doing anything; `client:interaction` ones wait for use. */
const eagerDirectives = new Set(['load', 'idle', 'visible', 'media']);

/** The bytes a file of dist/ travels as (integrations/builtFiles.ts). */
export const servedBytes = (path: string): number => servedBytesIn(distDir, path);

/** The chunk the build made from a source module of that name (`visitorLayer` → `/_astro/visitorLayer.<hash>.js`). */
export function chunkNamed(name: string): string {
  const found = readdirSync(join(distDir, '_astro')).filter((file) => file.startsWith(`${name}.`) && file.endsWith('.js'));
  if (found.length !== 1) throw new Error(`Expected one chunk named ${name} in dist/_astro, found ${found.length}: ${found.join(', ')}.`);
  return `/_astro/${found[0]}`;
}

/** A chunk's static imports (`import … from "./x.js"`, `import "./x.js"`), as site paths. */
function staticImports(path: string): string[] {
  const code = readFileSync(join(distDir, path), 'utf8');
  return [...code.matchAll(/\bimport\s*(?:[\w*${}\s,]+from\s*)?["']\.\/([^"']+\.js)["']/g)].map((match) => `/_astro/${match[1]}`);
}

/** The scripts the HTML starts on its own: module scripts and the islands that hydrate without interaction. */
export function startedScripts(html: string): string[] {
  // A page's module scripts, and what they import, are started by its loader after the first paint.
  const modules = afterPaintFiles(html).filter((file) => file.endsWith('.js'));
  const islands = [...html.matchAll(/<astro-island\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => eagerDirectives.has(/\bclient="([^"]+)"/.exec(tag)?.[1] ?? ''))
    .flatMap((tag) => [/component-url="([^"]+)"/.exec(tag)?.[1], /renderer-url="([^"]+)"/.exec(tag)?.[1]])
    .filter((url): url is string => Boolean(url));
  return [...modules, ...islands];
}

/** Every file those entries load before anything runs: the entries and their static imports, each once. */
export function withStaticImports(entries: readonly string[]): string[] {
  const loaded = new Set<string>();
  const pending = [...entries];
  for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
    if (loaded.has(path)) continue;
    loaded.add(path);
    pending.push(...staticImports(path));
  }
  return [...loaded];
}
