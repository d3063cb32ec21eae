import type { z } from 'zod';
import type { SiteProfile } from '../../../functions/_shared/site.ts';
import type { episodeSchema, podcastShowSchema } from '../publishing/publishedSchemas.ts';

export type PublishedEpisode = z.infer<typeof episodeSchema>;
export type PodcastShowRow = z.infer<typeof podcastShowSchema>;

/** The show as readers and podcast apps see it: every field filled. */
export interface PodcastShow {
  title: string;
  description: string;
  author: string;
  ownerName: string;
  ownerEmail: string;
  artworkUrl: string | null;
  /** Empty for artwork uploaded without a description: it is then decoration beside the show's title. */
  artworkAlt: string;
  category: string;
  subcategory: string;
  language: string;
  explicit: boolean;
  updatedAt: string | null;
}

type Owner = Pick<SiteProfile, 'name' | 'shortBio' | 'contactEmail'>;

/**
 * The show the owner set up, with what she left empty taken from the site's profile: the show row
 * exists from the start with empty fields, and a feed or page with no title or author tells a
 * listener nothing. Artwork and category have no true default, so they stay empty (and the feed
 * leaves their tags out) until the show editor sets them.
 */
export function podcastShow(row: PodcastShowRow | undefined, owner: Owner): PodcastShow {
  const given = (value: string | undefined, fallback: string) => (value?.trim() ? value.trim() : fallback);
  return {
    title: given(row?.title, `${owner.name}: the podcast`),
    description: given(row?.description, owner.shortBio),
    author: given(row?.author, owner.name),
    ownerName: given(row?.owner_name, owner.name),
    ownerEmail: given(row?.owner_email, owner.contactEmail),
    artworkUrl: row?.artwork_url?.trim() || null,
    artworkAlt: row?.artwork_alt.trim() ?? '',
    category: row?.category.trim() ?? '',
    subcategory: row?.subcategory.trim() ?? '',
    language: row?.language || 'en',
    explicit: row?.explicit ?? false,
    updatedAt: row?.updated_at ?? null,
  };
}
