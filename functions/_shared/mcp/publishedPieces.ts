import type { SupabaseClient } from '@supabase/supabase-js';
import { type PublicContent, rows } from './publicContent.ts';

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

interface Piece {
  table: 'articles' | 'podcast_episodes';
  /** Where the site shows one: `/articles/<slug>`. */
  path: string;
  /** The columns of its text, and how they read as Markdown. */
  columns: string;
  body(row: Record<string, unknown>): string;
}

/** The published rows of a table that are not samples, as the build reads them (newest first). */
const published = (db: SupabaseClient, table: Piece['table'], columns: string) =>
  db.from(table).select(columns).eq('status', 'published').eq('is_sample', false).order('published_at', { ascending: false });

/** A kind of published piece as resources: one per slug, its summary in the list, its whole text when read. */
function publishedPiece(piece: Piece, described: Pick<PublicContent, 'name' | 'title' | 'description' | 'template'>): PublicContent {
  return {
    ...described,
    scope: 'articles:read',
    async list(db) {
      const found = await rows<{ slug: string; title: string; summary: string }>(
        piece.table,
        published(db, piece.table, 'slug, title, summary'),
      );
      return found.map((row) => ({ key: row.slug, name: row.title, description: row.summary || undefined }));
    },
    async read(db, slug, siteUrl) {
      if (!slugPattern.test(slug) || slug.length > 96) return null;
      const [row] = await rows<Record<string, unknown>>(
        piece.table,
        published(db, piece.table, `title, summary, published_at, ${piece.columns}`).eq('slug', slug),
      );
      if (!row) return null;
      const heading = [`# ${String(row.title)}`, `${siteUrl}${piece.path}/${slug} (published ${String(row.published_at)})`];
      return [...heading, String(row.summary), piece.body(row)].filter(Boolean).join('\n\n');
    },
  };
}

export const publishedArticles = publishedPiece(
  { table: 'articles', path: '/articles', columns: 'body_md', body: (row) => String(row.body_md) },
  {
    name: 'articles',
    title: 'Published articles',
    description: 'The articles the owner has published on the site, in Markdown.',
    template: 'site://articles/{slug}',
  },
);

export const publishedEpisodes = publishedPiece(
  {
    table: 'podcast_episodes',
    path: '/podcast',
    columns: 'notes_md, transcript_cues',
    body: (row) => {
      const cues = Array.isArray(row.transcript_cues) ? (row.transcript_cues as { text?: unknown }[]) : [];
      const transcript = cues.map((cue) => String(cue.text ?? '')).join(' ');
      return [String(row.notes_md), transcript && `## Transcript\n\n${transcript}`].filter(Boolean).join('\n\n');
    },
  },
  {
    name: 'episodes',
    title: 'Published podcast episodes',
    description: 'The podcast episodes the owner has published: their notes and transcripts, in Markdown.',
    template: 'site://episodes/{slug}',
  },
);
