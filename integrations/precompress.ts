/**
 * After the build, compressed copies of the site's files and their ETags (see compressedCopies.ts).
 * Registered after every integration that rewrites built files (the CSP), so the copies and
 * ETags describe the files as they are served.
 */
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { writeCompressedCopies } from './compressedCopies.ts';

export function precompress(): AstroIntegration {
  return {
    name: 'precompress',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        // Set by the embedded backend's rebuilds: the served build, whose copies of unchanged files are reused.
        const etags = await writeCompressedCopies(fileURLToPath(dir), process.env.PRECOMPRESS_PREVIOUS_BUILD || undefined);
        const copies = Object.keys(etags).filter((name) => /\.(br|gz)$/.test(name)).length;
        logger.info(`${copies} compressed copies and ${Object.keys(etags).length} ETags written.`);
      },
    },
  };
}
