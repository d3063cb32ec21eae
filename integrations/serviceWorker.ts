/**
 * Writes dist/sw.js after the build: src/service-worker/worker.ts bundled for the browser with
 * rolldown (Workbox's production build, minified), then Workbox's injectManifest writes the
 * precache list into it (precacheSelection.ts). Registered after the CSP, which rewrites the
 * pages the list fingerprints, and before precompress and hostHeaders, so the worker gets its
 * compressed copies, ETag and headers like any other file.
 */
import type { AstroIntegration } from 'astro';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';
import { injectManifest } from 'workbox-build';
import { serviceWorkerUrl, versionPlaceholder } from '../src/service-worker/workerVersion.ts';
import { hashedAssetsPrefix } from './siteHeaders.ts';
import { brotliCompressed } from './compressedCopies.ts';
import { kib, precacheSelection } from './precacheSelection.ts';

const serviceWorkerFile = serviceWorkerUrl.slice(1);

const workerSource = fileURLToPath(new URL('../src/service-worker/worker.ts', import.meta.url));

export function serviceWorker(): AstroIntegration {
  return {
    name: 'service-worker',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const selection = await precacheSelection(root);
        const scratch = await mkdtemp(join(tmpdir(), 'service-worker-'));
        try {
          const bundled = join(scratch, serviceWorkerFile);
          await writeFile(bundled, await bundleWorker());
          const { count, warnings } = await injectManifest({
            swSrc: bundled,
            swDest: join(root, serviceWorkerFile),
            globDirectory: root,
            globPatterns: ['**/*.{html,js,css,svg}'],
            manifestTransforms: [
              async (entries) => ({
                manifest: entries
                  .filter((entry) => selection.urls.has(entry.url))
                  // A hashed file's name changes with its content, so its URL is its revision.
                  .map(({ url, revision, size }) => {
                    const served = selection.urls.get(url) ?? url;
                    return { url: served, revision: served.startsWith(hashedAssetsPrefix) ? null : revision, size };
                  }),
              }),
            ],
          });
          if (count !== selection.urls.size) throw new Error(`sw.js lists ${count} files to precache; ${selection.urls.size} were chosen.`);
          for (const warning of warnings) logger.warn(warning);
          const worker = await stampVersion(join(root, serviceWorkerFile));
          logger.info(
            `${serviceWorkerFile} written: ${count} files precached, ${kib(selection.compressedBytes)} KiB compressed; ` +
              `the worker itself ${kib((await brotliCompressed(worker)).length)} KiB compressed (${kib(worker.length)} KiB). ` +
              `Left to the runtime cache: ${selection.leftOut.join(', ') || 'nothing'}.`,
          );
        } finally {
          await rm(scratch, { recursive: true, force: true });
        }
      },
    },
  };
}

/** Writes the worker's version, a hash of the whole worker with its precache list, where the placeholder stands. */
async function stampVersion(file: string): Promise<Buffer> {
  const code = await readFile(file, 'utf8');
  const places = code.split(versionPlaceholder).length - 1;
  if (places !== 1) throw new Error(`${file} should hold ${versionPlaceholder} once, where the version goes; it holds it ${places} times.`);
  const version = createHash('sha256').update(code).digest('base64url').slice(0, 16);
  const stamped = Buffer.from(code.replace(versionPlaceholder, JSON.stringify(version)));
  await writeFile(file, stamped);
  return stamped;
}

/** The worker as one classic script: Workbox's modules, production mode (its logging left out), minified. */
async function bundleWorker(): Promise<string> {
  const { output } = await build({
    input: workerSource,
    platform: 'browser',
    write: false,
    transform: { define: { 'process.env.NODE_ENV': '"production"' } },
    output: { format: 'iife', minify: true },
  });
  const [chunk] = output;
  if (chunk?.type !== 'chunk') throw new Error(`Bundling ${workerSource} gave no script.`);
  return chunk.code;
}
