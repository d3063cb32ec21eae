/**
 * Writes `dist/build-info.json`: what this build was made from, for /deployment-sync to compare
 * with what runs. The commit and its time (from git; null in a copy without history), whether the
 * working tree had uncommitted changes, the moment of the build, the migrations the repository
 * held, and the functions' source version. Nothing secret: a commit id and file names.
 */
import type { AstroIntegration } from 'astro';
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { functionsSourceVersion } from '../server/functions/functionsSourceVersion.ts';
import { buildInfoFile, writeBuiltFile } from './builtFiles.ts';

export interface BuildInfo {
  commit: string | null;
  commitTime: string | null;
  uncommittedChanges: boolean | null;
  builtAt: string;
  migrations: string[];
  functionsVersion: string;
}

const projectRoot = fileURLToPath(new URL('..', import.meta.url));

function git(...args: string[]): string | null {
  try {
    return execFileSync('git', args, { cwd: projectRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/** The versions of `supabase/migrations/<version>_<topic>.sql`, in order. */
export function repositoryMigrations(root: string): string[] {
  return readdirSync(join(root, 'supabase/migrations'))
    .map((file) => /^(\d+)_.+\.sql$/.exec(file)?.[1])
    .filter((version): version is string => version !== undefined)
    .sort();
}

export function readBuildInfo(now: Date): BuildInfo {
  const status = git('status', '--porcelain');
  return {
    commit: git('rev-parse', 'HEAD'),
    commitTime: git('log', '-1', '--format=%cI'),
    uncommittedChanges: status === null ? null : status.length > 0,
    builtAt: now.toISOString(),
    migrations: repositoryMigrations(projectRoot),
    functionsVersion: functionsSourceVersion(join(projectRoot, 'functions')),
  };
}

export function buildInfo(): AstroIntegration {
  return {
    name: 'build-info',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const info = readBuildInfo(new Date());
        await writeBuiltFile(fileURLToPath(dir), buildInfoFile, `${JSON.stringify(info, null, 1)}\n`);
        logger.info(`Build of ${info.commit?.slice(0, 12) ?? 'an unknown commit'} written to ${buildInfoFile}.`);
      },
    },
  };
}
