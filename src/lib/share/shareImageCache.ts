/**
 * Share images kept between builds, under node_modules/.cache (where build tools keep theirs), by a
 * hash of everything that draws them: the card's layout and text, the font files and the
 * versions of satori and resvg. A build whose titles and card are unchanged reads them instead
 * of drawing them again.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const cacheDir = join(process.cwd(), 'node_modules/.cache/share-images');

export function shareImageKey(...parts: (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

export async function cachedShareImage(key: string, draw: () => Promise<Buffer>): Promise<Buffer> {
  const file = join(cacheDir, `${key}.png`);
  try {
    return readFileSync(file);
  } catch {
    const png = await draw();
    mkdirSync(cacheDir, { recursive: true });
    // Written aside then renamed, so a build stopped halfway never leaves half a picture to reuse.
    writeFileSync(`${file}.${process.pid}`, png);
    renameSync(`${file}.${process.pid}`, file);
    return png;
  }
}
