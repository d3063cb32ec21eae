/**
 * Brotli and gzip copies of the built files, written beside each one (`page.html.br`,
 * `page.html.gz`) so a server sends them as they are instead of compressing on every request, and
 * an ETag for every file it may send, computed once here from the content. A copy is kept only
 * when it is smaller; small files and formats that are compressed already (images, fonts, audio)
 * get none. Which types count as compressible is Hono's list. @hono/node-server's static server
 * keeps its own copy of that list and looks for a copy only for the types on it; the two differ
 * only in types a built site does not hold (event streams, MessagePack), and where they differ a
 * file is sent uncompressed, never wrongly.
 */
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { getMimeType } from 'hono/utils/mime';
import { builtFiles, distPath, etagsFile, writeBuiltFile } from './builtFiles.ts';

/** Below this size a compressed copy saves less than its headers cost. */
const minimumBytes = 512;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Above this size the copies are made at a lower effort. The offline speech engine (21 MB of
 * WebAssembly, mostly voice data) took 85 s at brotli's highest quality, and brotli 5 makes it
 * within 1% of that size in under 2 s; gzip's level 9 takes three times level 6's time for the same
 * bytes. Files this big are not part of any first view, where every byte counts.
 */
const largeFileBytes = 4 * 1024 * 1024;

/** A file as the build's brotli copy holds it: what a reader who takes brotli downloads. */
export const brotliCompressed = (bytes: Buffer): Promise<Buffer> =>
  brotli(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: bytes.length > largeFileBytes ? 5 : 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });

const encodings = [
  { extension: '.br', name: 'br', compress: brotliCompressed },
  { extension: '.gz', name: 'gzip', compress: (bytes: Buffer) => gzipped(bytes, { level: bytes.length > largeFileBytes ? 6 : 9 }) },
];

function isCompressible(file: string): boolean {
  const type = getMimeType(file);
  return type !== undefined && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type);
}

/**
 * A previous build of the same site (the one being served, when the embedded backend rebuilds
 * after a publish): a file whose bytes are unchanged takes that build's copies as they are, since
 * compressing the same bytes gives the same copy. Brotli at its best is most of a rebuild's time,
 * and a publish changes a few pages, not the scripts, styles and icons.
 */
async function previousCopies(
  previous: string | undefined,
): Promise<(name: string, etag: string, extension: string) => Promise<Buffer | null | undefined>> {
  const none = async () => undefined;
  if (!previous) return none;
  let listed: Record<string, string>;
  try {
    listed = JSON.parse(await readFile(join(previous, etagsFile), 'utf8')) as Record<string, string>;
  } catch {
    return none;
  }
  // undefined: not known, compress; null: the same bytes had no copy worth keeping; else the copy.
  return async (name, etag, extension) => {
    if (listed[name] !== etag) return undefined;
    if (!listed[`${name}${extension}`]) return null;
    return readFile(join(previous, `${name}${extension}`)).catch(() => undefined);
  };
}

/**
 * Writes the copies and `etags.json` into `root`; returns the ETags. Run again on the same folder,
 * it replaces or removes the copies of an earlier run, so none outlives the file it was made from.
 * `previous`: a build of the same site whose copies of unchanged files are reused.
 */
export async function writeCompressedCopies(root: string, previous?: string): Promise<Record<string, string>> {
  const found = new Set(await builtFiles(root));
  const reused = await previousCopies(previous);
  const isOutput = (file: string) =>
    file === join(root, etagsFile) ||
    encodings.some(({ extension }) => file.endsWith(extension) && found.has(file.slice(0, -extension.length)));
  const etags: Record<string, string> = {};
  await Promise.all(
    [...found]
      .filter((file) => !isOutput(file))
      .map(async (file) => {
        const bytes = await readFile(file);
        const name = distPath(root, file);
        const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 22);
        etags[name] = `"${hash}"`;
        for (const encoding of encodings) {
          const copy = `${file}${encoding.extension}`;
          const kept = await reused(name, `"${hash}"`, encoding.extension);
          const compressed =
            kept !== undefined
              ? (kept ?? undefined)
              : isCompressible(file) && bytes.length > minimumBytes
                ? await encoding.compress(bytes)
                : undefined;
          if (!compressed || compressed.length >= bytes.length) {
            await rm(copy, { force: true });
            continue;
          }
          await writeFile(copy, compressed);
          etags[`${name}${encoding.extension}`] = `"${hash}-${encoding.name}"`;
        }
      }),
  );
  const ordered = Object.fromEntries(Object.entries(etags).sort(([a], [b]) => a.localeCompare(b)));
  await writeBuiltFile(root, etagsFile, `${JSON.stringify(ordered, null, 1)}\n`);
  return ordered;
}
