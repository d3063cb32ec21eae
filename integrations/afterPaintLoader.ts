/**
 * The page's after-paint loader as markup (its code: src/lib/shell/afterPaint.ts), and the files it
 * starts, read back from a built page by the precache, the budgets and the tests.
 */
import { type AfterPaintLoads, afterPaintScript } from '../src/lib/shell/afterPaint.ts';
import { hashedAssetsPrefix } from './siteHeaders.ts';

/** The loader's tag: its attribute survives minification, which may rewrite the code inside. */
const afterPaintTag = '<script type="module" data-after-paint>';
const loaderScript = /<script type="module" data-after-paint>(.*?)<\/script>/s;
const quotedAsset = new RegExp(`["'\`](${hashedAssetsPrefix}[^"'\`]+)["'\`]`, 'g');

export function afterPaintLoader(loads: AfterPaintLoads, latestMs?: number): string {
  return `${afterPaintTag}${afterPaintScript(loads, latestMs)}</script>`;
}

/**
 * The files a page's loader starts after its first paint. The minifier may write a long list as one
 * text split at commas, which no built file's name holds.
 */
export function afterPaintFiles(html: string): string[] {
  const code = loaderScript.exec(html)?.[1] ?? '';
  return [...new Set([...code.matchAll(quotedAsset)].flatMap((match) => (match[1] ?? '').split(',')))];
}
