import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { takeSkippedPieces } from '../../src/lib/publishing/skippedPieces.ts';
import { outputTail } from './buildOutput.ts';
import type { BuildCommand } from './siteRebuilder.ts';

export interface AstroBuildOptions {
  projectRoot: string;
  /** The server's own origin: the build reads the published rows from its REST API. */
  contentSourceUrl: string;
  /** The service role key; it lives in the build's environment only, never in what it writes. */
  contentSourceKey: string;
  /** The site's public address (PUBLIC_SITE_URL): the server's own unless told otherwise. */
  siteUrl: string;
  /** Shows the build's output as it runs (`npm start`'s first build), besides keeping its end; read per build. */
  readonly echo?: boolean;
  env?: Record<string, string | undefined>;
}

/**
 * `astro build --outDir <folder>` with this same Node (so the pinned Node builds the site too),
 * reading the content from this server. On failure the outcome carries the end of its output; on
 * success, the pieces the build left out, which it lists in a file beside the folder.
 */
export function astroBuildCommand(options: AstroBuildOptions): BuildCommand {
  return (outDir, signal, servedDir) =>
    new Promise((resolve) => {
      const output = outputTail();
      const skippedFile = `${outDir}.skipped.jsonl`;
      // A list an interrupted build left would be read as this build's.
      rmSync(skippedFile, { force: true });
      const child = spawn(process.execPath, [join(options.projectRoot, 'node_modules/astro/bin/astro.mjs'), 'build', '--outDir', outDir], {
        cwd: options.projectRoot,
        env: {
          ...(options.env ?? process.env),
          PUBLIC_SITE_URL: options.env?.PUBLIC_SITE_URL || options.siteUrl,
          CONTENT_SOURCE_URL: options.contentSourceUrl,
          CONTENT_SOURCE_KEY: options.contentSourceKey,
          // The served build's compressed copies of unchanged files are reused (integrations/compressedCopies.ts).
          PRECOMPRESS_PREVIOUS_BUILD: servedDir ?? '',
          SKIPPED_PIECES_FILE: skippedFile,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
        signal,
      });
      const take = (chunk: Buffer) => {
        const text = chunk.toString('utf8');
        output.add(text);
        if (options.echo) process.stdout.write(text);
      };
      child.stdout.on('data', take);
      child.stderr.on('data', take);
      child.once('error', (error) => {
        if (!signal.aborted) resolve({ ok: false, error: `The site build could not start: ${error.message}` });
      });
      child.once('close', (code, killedBy) => {
        const skipped = takeSkippedPieces(skippedFile);
        resolve(code === 0 ? { ok: true, skipped } : { ok: false, error: output.reason(code, killedBy) });
      });
    });
}
