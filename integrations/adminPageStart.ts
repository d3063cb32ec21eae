/**
 * How an admin page starts its scripts. An admin page is for the owner at a desk, not a reader on a
 * slow connection, and its tool can read nothing before its scripts have run: so they start as soon
 * as the page is parsed, not after its first paint, and the page's own tool (the one its shell
 * names, kit/AdminTool.astro) and what it imports are preloaded with them, instead of being found
 * only once the tool element has run. The rest of the tool's chain (the session, the backend
 * client) the element imports statically. Never the other pages' tools.
 */
import { type BuiltAssets, loadedWith } from './shellFiles.ts';

export interface AdminPageStart {
  /** The page's tool and what it imports, beside the page's entries and their imports. */
  preloads: string[];
  /** The loader's latest start: 0, at once. */
  latestMs: number;
}

const toolShell = /<(admin-[a-z-]+)\b[^>]*\bclass="admin-tool"/;

/** The chunk the loader table's entry for `tag` imports: the first `import()` after the tag's key. */
function toolChunkOf(code: string, tag: string): string | undefined {
  return new RegExp(`["'\`]${tag}["'\`]\\s*:[^]*?\\bimport\\(\\s*["'\`]\\./([^"'\`]+)["'\`]`).exec(code)?.[1];
}

/**
 * The start of a page holding an admin tool, or undefined for any other page. `files` are its entries
 * and what they import statically. A build whose loader table no longer names the tool's chunk in a
 * way found here stops, rather than ship admin pages that wait on a chain of imports again.
 */
export function adminPageStart(html: string, files: readonly string[], assets: BuiltAssets): AdminPageStart | undefined {
  const tag = toolShell.exec(html)?.[1];
  if (tag === undefined) return undefined;
  const table = files.find((file) => toolChunkOf(assets.textOf(file), tag) !== undefined);
  const chunk = table && toolChunkOf(assets.textOf(table), tag);
  if (table === undefined || chunk === undefined) {
    throw new Error(`admin-page-start: expected a script of the page to import the tool of <${tag}>, found none in ${files.join(', ')}.`);
  }
  const tool = `${table.slice(0, table.lastIndexOf('/') + 1)}${chunk}`;
  const chain = loadedWith(tool, (file) => ({ loads: assets.staticImportsOf(file), mayLoad: [] }));
  return { preloads: chain.filter((file) => !files.includes(file)), latestMs: 0 };
}
