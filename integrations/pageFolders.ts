/**
 * Pages in a folder (`/articles/{slug}`, `/newsletter/{slug}`, `/admin/…`) are one family for the
 * headers: however many the owner publishes, they share one Content-Security-Policy and one rule
 * of `_headers`, `/articles/:page`, so the file stays within Cloudflare Pages' 100 rules. A
 * placeholder matches one path segment on Netlify and Cloudflare alike, so the folder's own page
 * (`/articles`, which a splat `/articles/*` would also match on Netlify) keeps its own rule.
 * Pages at the root stay one rule each: no pattern names a set of them.
 */

/** The folder of a page below the root, `/articles/x` → `/articles`; none for `/articles`. */
export function pageFolder(path: string): string | undefined {
  const cut = path.lastIndexOf('/');
  return cut > 0 ? path.slice(0, cut) : undefined;
}

/** The `_headers` rule that covers every page directly in `folder`. */
export const folderPagesRule = (folder: string) => `${folder}/:page`;

/** Groups values by the folder of their page; pages at the root are left out. */
export function byPageFolder<Value>(entries: Iterable<[path: string, value: Value]>): Map<string, Value[]> {
  const folders = new Map<string, Value[]>();
  for (const [path, value] of entries) {
    const folder = pageFolder(path);
    if (folder === undefined) continue;
    folders.set(folder, [...(folders.get(folder) ?? []), value]);
  }
  return folders;
}
