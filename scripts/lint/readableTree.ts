import { globSync, mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { astroScripts } from './astroScripts.ts';

/**
 * Lays out in `into` a view of the repository at `root` that dependency-cruiser reads whole: a link
 * to every file and folder, except that each `.astro` file becomes `<name>.astro.ts` holding its
 * imports (astroScripts.ts). An import of `./Card.astro` resolves to `Card.astro.ts` there, and the
 * links keep every other path as it is in the repository. Only files count as `.astro` files: the
 * project root holds Astro's generated `.astro/` folder once a build or check has run.
 */
export function layReadableTree(root: string, into: string): void {
  const astroFiles = globSync('src/**/*.astro', { cwd: root });
  const foldersWithAstro = new Set(astroFiles.flatMap(ancestorsOf));
  const lay = (path: string) => {
    for (const entry of readdirSync(join(root, path), { withFileTypes: true })) {
      const entryPath = path ? `${path}/${entry.name}` : entry.name;
      if (entry.isDirectory() && foldersWithAstro.has(entryPath)) {
        mkdirSync(join(into, entryPath));
        lay(entryPath);
      } else if (entry.isFile() && entry.name.endsWith('.astro')) {
        writeFileSync(join(into, `${entryPath}.ts`), astroScripts(readFileSync(join(root, entryPath), 'utf8')));
      } else {
        symlinkSync(join(root, entryPath), join(into, entryPath));
      }
    }
  };
  lay('');
}

/** `src/pages/a/b.astro` → `src`, `src/pages`, `src/pages/a`. */
function ancestorsOf(file: string): string[] {
  const folders: string[] = [];
  for (let folder = dirname(file); folder !== '.'; folder = dirname(folder)) folders.push(folder);
  return folders;
}
