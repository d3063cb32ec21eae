import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { foldersOf, projectRoot, repositoryFiles } from './support/repositoryFiles.ts';

/**
 * The naming rules biome.jsonc cannot state: Biome checks file names, not folder names, and cannot
 * tell a script run as a command from a helper beside it.
 */
const files = repositoryFiles();
const kebabCase = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const camelCase = /^[a-z][a-zA-Z0-9]*$/;

/** Folder names a tool fixes: Supabase's shared code of the functions, which its CLI never deploys as a function. */
const requiredFolderNames = new Set(['_shared']);
/** Astro's route parameters: a folder of pages named `[slug]` is one page per slug. */
const astroRouteParameter = /^src\/pages\/.*\[[a-z]+\]$/;

const folders = foldersOf(files);

describe('the repository tree', () => {
  it('names every folder in kebab-case, except dot-folders and the names a tool requires', () => {
    const misnamed = folders.filter((folder) => {
      const name = basename(folder);
      return !kebabCase.test(name) && !name.startsWith('.') && !requiredFolderNames.has(name) && !astroRouteParameter.test(folder);
    });
    expect(misnamed, 'rename these folders in kebab-case (my-feature, not myFeature or my_feature)').toEqual([]);
  });
});

describe('the scripts', () => {
  const npmScripts = Object.values(
    (JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts,
  );
  const scripts = files.filter((file) => file.startsWith('scripts/') && file.endsWith('.ts'));
  const isCommand = (file: string) =>
    npmScripts.some((script) => script.split(/\s+/).includes(file)) ||
    readFileSync(join(projectRoot, file), 'utf8').includes('import.meta.main');
  const name = (file: string) => basename(file, '.ts');

  it('name a script run as a command after the command, in kebab-case', () => {
    expect(scripts.filter((file) => isCommand(file) && !kebabCase.test(name(file)))).toEqual([]);
  });

  it('name a helper module in camelCase, after what it does', () => {
    expect(scripts.filter((file) => !isCommand(file) && !camelCase.test(name(file)))).toEqual([]);
  });
});

describe('the functions', () => {
  /** The rules Biome reports for each file of a small tree linted with this configuration: `path rule`. */
  function findings(tree: Record<string, string>): string[] {
    const root = mkdtempSync(join(tmpdir(), 'biome-rules-'));
    try {
      copyFileSync(join(projectRoot, 'biome.jsonc'), join(root, 'biome.jsonc'));
      for (const [path, text] of Object.entries(tree)) {
        mkdirSync(dirname(join(root, path)), { recursive: true });
        writeFileSync(join(root, path), text);
      }
      const biome = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');
      const args = [biome, 'lint', '--vcs-enabled=false', '--reporter=github', '.'];
      const output = (() => {
        try {
          return execFileSync(process.execPath, args, { cwd: root, encoding: 'utf8', stdio: 'pipe' });
        } catch (error) {
          return String((error as { stdout?: string }).stdout);
        }
      })();
      return [...output.matchAll(/^::error title=([^,]+),file=([^,]+),/gm)].map(
        ([, rule, file]) => `${file?.slice(root.length + 1)} ${rule}`,
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }

  it('keep Node modules and Deno out of handlers, leaving Deno to the entries and their Deno ports', () => {
    const usesBoth =
      "import { readFileSync } from 'node:fs';\nexport const vars = Deno.env.toObject();\nexport const read = readFileSync;\n";
    const usesDeno = 'export const addresses = () => Deno.resolveDns("example.test", "A");\n';
    expect(
      findings({
        'functions/some-function/handler.ts': usesBoth,
        'functions/_shared/someHelper.ts': usesDeno,
        'functions/some-function/index.ts': usesDeno,
        'functions/_shared/http/denoPublicNetwork.ts': usesDeno,
      }).sort(),
    ).toEqual([
      'functions/_shared/someHelper.ts lint/style/noRestrictedGlobals',
      'functions/some-function/handler.ts lint/style/noRestrictedGlobals',
      'functions/some-function/handler.ts lint/style/noRestrictedImports',
    ]);
  });
});
