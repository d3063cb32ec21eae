import type { SupabaseClient } from '@supabase/supabase-js';
import { databaseFailure } from '../databaseFailure.ts';
import type { ToolScope } from '../tools/scopes.ts';

/** One piece of public content as an MCP resource lists it: the key in its URI, its name, and a line about it. */
export interface ContentEntry {
  key: string;
  name: string;
  description?: string;
}

/**
 * A kind of public content offered as MCP resources: what the site itself shows, so the service
 * role reads only published rows that are not samples (as the build does) and the site's passages.
 * `read` answers the piece as Markdown, with its public link, or null when there is none.
 */
export interface PublicContent {
  name: string;
  title: string;
  description: string;
  /** `site://<kind>/{key}`; the key is a slug, or a page's path for the pages. */
  template: string;
  scope: ToolScope;
  list(db: SupabaseClient): Promise<ContentEntry[]>;
  read(db: SupabaseClient, key: string, siteUrl: string): Promise<string | null>;
}

const pagePathPattern = /^[a-z0-9-]+(\/[a-z0-9-]+)*$|^$/;

/** A passage's link without its heading's anchor nor the leading slash: `/kit/ai-policy#rules` → `kit/ai-policy`. */
const pageKey = (url: string) => url.replace(/#.*$/, '').slice(1);

export async function rows<Row>(what: string, query: PromiseLike<{ data: unknown; error: unknown; status: number }>): Promise<Row[]> {
  const { data, error, status } = await query;
  if (error) throw databaseFailure(what, { error: error as { message: string }, status });
  return (data ?? []) as Row[];
}

/** The site's pages, each the passages under its headings (the site guide's), in the site's order. */
export const sitePages: PublicContent = {
  name: 'site-pages',
  title: 'The site’s pages',
  description: 'The public pages of the site (guides, frameworks, the kit), as the passages under their headings.',
  template: 'site://pages/{+path}',
  scope: 'site:read',
  async list(db) {
    const passages = await rows<{ url: string; page_title: string }>(
      'site_passages',
      db.from('site_passages').select('url, page_title').order('id'),
    );
    const byPath = new Map<string, string>();
    for (const { url, page_title } of passages) {
      const key = pageKey(url);
      if (!byPath.has(key)) byPath.set(key, page_title);
    }
    return [...byPath].map(([key, name]) => ({ key, name }));
  },
  async read(db, key, siteUrl) {
    if (!pagePathPattern.test(key)) return null;
    const path = `/${key}`;
    const underPath = await rows<{ title: string; page_title: string; url: string; text: string }>(
      'site_passages',
      db.from('site_passages').select('title, page_title, url, text').like('url', `${path}*`).order('id'),
    );
    // `/kit/ai-policy*` also finds `/kit/ai-policy-two`: only the page itself and its headings' anchors are its own.
    const passages = underPath.filter((passage) => pageKey(passage.url) === key);
    if (passages.length === 0) return null;
    const sections = passages.map((passage) => `## ${passage.title}\n\n${passage.text}\n\n(${siteUrl}${passage.url})`);
    return [`# ${passages[0]?.page_title}`, `${siteUrl}${path}`, ...sections].join('\n\n');
  },
};
