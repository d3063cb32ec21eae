import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';

export const projectRoot = join(import.meta.dirname, '../../..');

/**
 * Every file of the repository as it is on disk, relative to its root with `/` between folders:
 * tracked or new, not ignored by git, and not deleted. One listing instead of a walk of the tree,
 * which would have to skip node_modules, dist and the other ignored folders itself.
 */
export function repositoryFiles(): string[] {
  const listed = (...flags: string[]) =>
    execFileSync('git', ['ls-files', '-z', ...flags], { cwd: projectRoot, encoding: 'utf8' })
      .split('\0')
      .filter(Boolean);
  const deleted = new Set(listed('--deleted'));
  return listed('--cached', '--others', '--exclude-standard').filter((file) => !deleted.has(file));
}

/** Every folder that holds one of these files, directly or further down, sorted: git lists files only. */
export function foldersOf(files: string[]): string[] {
  return [...new Set(files.flatMap((file) => ancestors(dirname(file))))].sort();
}

function ancestors(folder: string): string[] {
  return folder === '.' ? [] : [folder, ...ancestors(dirname(folder))];
}
