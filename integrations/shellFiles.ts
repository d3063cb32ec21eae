/**
 * The built files under /_astro/ that a set of pages loads, or may load later, read from the
 * build's own output: the pages' script and stylesheet tags, then each script's imports. A static
 * import loads with its importer; a lazy one (`import()`, or an address the code adds itself, as
 * the overlays' stylesheet) loads a part of its own: the imported file and what it imports.
 */
import { afterPaintFiles } from './afterPaintLoader.ts';
import { hashedAssetsPrefix } from './siteHeaders.ts';

/** What the build knows of its own files. */
export interface BuiltAssets {
  staticImportsOf(file: string): string[];
  textOf(file: string): string;
}

/** What one built file names: files loaded with it, and parts it may load later. */
export interface FileReferences {
  loads: string[];
  mayLoad: string[];
}

const pageAsset = new RegExp(`\\s(?:src|href|component-url|renderer-url|before-hydration-url)="(${hashedAssetsPrefix}[^"]+)"`, 'g');
const staticImport = /\b(?:from|import)\s*["'`]\.\/([^"'`]+)["'`]/g;
const lazyImport = /\bimport\(\s*["'`]\.\/([^"'`]+)["'`]\s*\)/g;
// The bundler's preload lists name files without the leading slash; those are a lazy part's own files, found from its import.
const addressInCode = new RegExp(`["'\`](${hashedAssetsPrefix}[^"'\`]+)["'\`]`, 'g');

const matches = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((match) => match[1] ?? '');

/** The /_astro/ files a page's HTML loads: scripts (those its loader starts after the first paint too), stylesheets, islands. */
export function pageAssets(html: string): string[] {
  return [...new Set([...matches(html, pageAsset), ...afterPaintFiles(html)])];
}

/** The references of a script in /_astro/, as paths; every chunk sits in that one folder. */
export function scriptReferences(code: string): FileReferences {
  const inFolder = (name: string) => `${hashedAssetsPrefix}${name}`;
  return {
    loads: matches(code, staticImport).map(inFolder),
    mayLoad: [...matches(code, lazyImport).map(inFolder), ...matches(code, addressInCode)],
  };
}

export interface ShellSelection {
  files: string[];
  /** Lazy parts left out, each by the file it starts from. */
  leftOut: string[];
}

/**
 * Every file the `entries` load, then every part they may load later, except a part that would
 * bring in a file `tooBig` refuses (React DOM, supabase-js): that part is loaded, and kept, by the
 * pages that use it. An entry that needs such a file is left out the same way.
 */
export function shellFiles(
  entries: string[],
  referencesOf: (file: string) => FileReferences,
  tooBig: (file: string) => boolean,
): ShellSelection {
  const files = new Set<string>();
  const leftOut: string[] = [];
  const parts = [...entries];
  const seen = new Set<string>();
  for (let start = parts.shift(); start !== undefined; start = parts.shift()) {
    if (seen.has(start)) continue;
    seen.add(start);
    const part = loadedWith(start, referencesOf);
    if (part.some(tooBig)) {
      leftOut.push(start);
      continue;
    }
    for (const file of part) {
      files.add(file);
      parts.push(...referencesOf(file).mayLoad);
    }
  }
  return { files: [...files].sort(), leftOut: leftOut.sort() };
}

/** A file and everything it loads statically, however deep. */
export function loadedWith(start: string, referencesOf: (file: string) => FileReferences): string[] {
  const found = new Set([start]);
  for (const file of found) for (const loaded of referencesOf(file).loads) found.add(loaded);
  return [...found];
}
