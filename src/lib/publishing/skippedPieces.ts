/**
 * Published pieces the build could not render. No piece can stop the build: the content loader
 * leaves such a piece out, publishes the rest of the site, and reports it here, to the build log
 * (a static host's build log is the build's output) and, when the embedded backend runs the
 * build, to the file it names in SKIPPED_PIECES_FILE (one JSON line per piece), which it records
 * on the build (`public.site_builds.skipped`) for the piece's editor.
 */
import { appendFileSync, readFileSync, rmSync } from 'node:fs';
import type { SkippedPiece } from '../../../functions/_shared/publishing/siteBuild.ts';

export type { SkippedPiece };

const reasonMaxChars = 500;

/** The piece, and why, in words for its owner: the error's message as plain text, on one line. */
export function skippedPiece(page: string, title: string, error: unknown): SkippedPiece {
  const message = error instanceof Error ? error.message : String(error);
  // Astro's schema errors mark their field names up as Markdown (`**tags**`).
  const reason = message.replace(/\*\*/g, '').replace(/\s+/g, ' ').trim().slice(0, reasonMaxChars) || 'the renderer gave no reason';
  return { page, title: title.slice(0, 200), reason };
}

export function reportSkippedPiece(piece: SkippedPiece, env: Record<string, string | undefined>, warn: (line: string) => void): void {
  warn(`Left out of the site: “${piece.title}” (${piece.page}) could not be rendered: ${piece.reason}`);
  const file = env.SKIPPED_PIECES_FILE?.trim();
  if (file) appendFileSync(file, `${JSON.stringify(piece)}\n`);
}

/** The pieces a build reported in `file`, which is removed; none when the file is missing. */
export function takeSkippedPieces(file: string): SkippedPiece[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  rmSync(file, { force: true });
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as SkippedPiece);
}
