import { statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';

export interface ResolvedFile {
  file: string;
  size: number;
  status: 200 | 404;
}

/**
 * Maps a URL path to a file of dist/ the way a static host does with Astro's `build.format:
 * 'file'`: `/` → index.html, `/x` → x.html, files as they are, anything else → 404.html.
 * Decoding happens once and the result must stay inside dist/, so no path can escape it.
 */
export function resolveFile(distDir: string, urlPath: string): ResolvedFile | null {
  // Looked up only when the answer is "not found", so serving a page costs no check of 404.html.
  const missing = (): ResolvedFile | null => {
    const notFound = existingFile(join(distDir, '404.html'));
    return notFound ? { ...notFound, status: 404 } : null;
  };
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return missing();
  }
  if (
    decoded.includes('\0') ||
    decoded.includes('\\') ||
    decoded.split('/').some((segment) => segment === '..' || (segment.startsWith('.') && segment !== '.well-known'))
  )
    return missing();
  const relative = decoded === '/' ? '/index' : decoded.replace(/\/$/, '');
  const candidates = [relative, `${relative}.html`].map((path) => normalize(join(distDir, path)));
  for (const candidate of candidates) {
    if (!candidate.startsWith(distDir + sep)) return missing();
    const file = existingFile(candidate);
    if (file) return { ...file, status: 200 };
  }
  return missing();
}

function existingFile(path: string): { file: string; size: number } | null {
  try {
    const stats = statSync(path);
    return stats.isFile() ? { file: path, size: stats.size } : null;
  } catch {
    return null;
  }
}
