import { createHash } from 'node:crypto';
import { embedOrigins } from '../functions/_shared/publishing/embeds.ts';
import { ownCode } from './publishedContent.ts';

export interface InlineHashes {
  scripts: string[];
  styles: string[];
  styleAttributes: string[];
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const unique = (values: string[]) => [...new Set(values)].sort();

/**
 * Hashes of what the page itself runs or styles inline; external files are covered by 'self'.
 * Only the page's own code is hashed, never anything inside its published content
 * (publishedContent.ts): the policy trusts what the build wrote, not what the owner published.
 */
export function inlineHashes(html: string): InlineHashes {
  const own = ownCode(html);
  const scripts = own.scripts
    .filter((script) => script.attributes.src === undefined && !/^application\/(ld\+)?json$/i.test(script.attributes.type ?? ''))
    .map((script) => sha256(script.code));
  return { scripts: unique(scripts), styles: unique(own.styles.map(sha256)), styleAttributes: unique(own.styleAttributes.map(sha256)) };
}

/** What any of several pages runs or styles inline: the hashes a policy shared by them all allows. */
export function mergedHashes(pages: readonly InlineHashes[]): InlineHashes {
  return {
    scripts: unique(pages.flatMap((page) => page.scripts)),
    styles: unique(pages.flatMap((page) => page.styles)),
    styleAttributes: unique(pages.flatMap((page) => page.styleAttributes)),
  };
}

/** Third-party origins the page may load scripts and images from (the Google tag, when configured). */
export interface ThirdPartyOrigins {
  scripts: string[];
  images: string[];
}

/**
 * Where pages may load the site's stored images and audio from when Storage lives on another
 * origin (a hosted Supabase project): its public files and signed URLs, nothing else of that
 * origin. Locally the embedded backend serves them from the site's own origin ('self').
 */
export function storageSources(backendOrigin: string | undefined): string[] {
  if (!backendOrigin) return [];
  const origin = new URL(backendOrigin).origin;
  return [`${origin}/storage/v1/object/public/`, `${origin}/storage/v1/object/sign/`];
}

/** The policy for one page, as the header that carries it. */
export function policyFor(
  hashes: InlineHashes,
  connectOrigins: string[],
  thirdParty: ThirdPartyOrigins = { scripts: [], images: [] },
  storage: string[] = [],
): string {
  const styleSources = ["'self'", ...hashes.styles];
  if (hashes.styleAttributes.length > 0) styleSources.push("'unsafe-hashes'", ...hashes.styleAttributes);
  const directives = [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets the offline speech engine compile its WebAssembly; it allows no JavaScript eval.
    `script-src 'self' 'wasm-unsafe-eval' ${[...thirdParty.scripts, ...hashes.scripts].join(' ')}`.trim(),
    // The offline speech engine runs in a worker served from the site itself.
    "worker-src 'self'",
    `style-src ${styleSources.join(' ')}`,
    `img-src 'self' data: blob: ${[...storage, ...thirdParty.images].join(' ')}`.trim(),
    "font-src 'self'",
    `connect-src 'self' ${connectOrigins.join(' ')}`.trim(),
    `media-src 'self' blob: ${storage.join(' ')}`.trim(),
    // The site's own pages (see frame-ancestors) and the players the owner may embed (embeds.ts), nothing else.
    `frame-src 'self' ${embedOrigins.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // The site's own pages only: /navigation-test opens each page in a frame to see what its guard
    // does. Another origin still cannot frame a page, which is what stops clickjacking.
    "frame-ancestors 'self'",
  ];
  return directives.join('; ');
}
