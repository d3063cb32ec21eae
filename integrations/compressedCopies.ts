/**
 * Brotli and gzip copies of the built files, written beside each one (`page.html.br`,
 * `page.html.gz`) so a server sends them as they are instead of compressing on every request, and
 * an ETag for every file it may send, computed once here from the content. A copy is kept only
 * when it is smaller; small files and formats that are compressed already (images, fonts, audio)
 * get none. Which types count as compressible is Hono's list, the one its static server checks
 * before it looks for a copy, so the build and the server agree by construction.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { getMimeType } from 'hono/utils/mime';

/** The build's ETags: file path relative to dist/ (forward slashes) → the quoted ETag. */
export const etagsFile = 'etags.json';

/** Below this size a compressed copy saves less than its headers cost. */
const minimumBytes = 512;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const encodings = [
  {
    extension: '.br',
    name: 'br',
    compress: (bytes: Buffer) =>
      brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
  },
  { extension: '.gz', name: 'gzip', compress: (bytes: Buffer) => gzipped(bytes, { level: 9 }) },
];

function isCompressible(file: string): boolean {
  const type = getMimeType(file);
  return type !== undefined && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type);
}

/**
 * Writes the copies and `etags.json` into `root`; returns the ETags. Run again on the same folder,
 * it replaces or removes the copies of an earlier run, so none outlives the file it was made from.
 */
export async function writeCompressedCopies(root: string): Promise<Record<string, string>> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const found = new Set(entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name)));
  const isOutput = (file: string) =>
    file === join(root, etagsFile) ||
    encodings.some(({ extension }) => file.endsWith(extension) && found.has(file.slice(0, -extension.length)));
  const etags: Record<string, string> = {};
  await Promise.all(
    [...found]
      .filter((file) => !isOutput(file))
      .map(async (file) => {
        const bytes = await readFile(file);
        const name = relative(root, file).split(sep).join('/');
        const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 22);
        etags[name] = `"${hash}"`;
        for (const encoding of encodings) {
          const copy = `${file}${encoding.extension}`;
          const compressed = isCompressible(file) && bytes.length > minimumBytes ? await encoding.compress(bytes) : undefined;
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
  await writeFile(join(root, etagsFile), `${JSON.stringify(ordered, null, 1)}\n`);
  return ordered;
}
