/**
 * The brand content as a JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/), for the brand's
 * main site to read at its own build: the published profile, case studies, books and ideas, talks
 * and media appearances, and testimonials. JSON Feed rather than a shape of our own: it is a
 * documented format that feed libraries and readers already parse, it has the fields every entry
 * needs (id, url, title, text, image, dates, tags), and its extension rule (keys starting with
 * `_`) carries the rest: each item's `_brand` object holds its kind and the fields of its kind.
 * Sample rows never reach it: the collections leave them out.
 */
import { escapeHtml } from '../escapeHtml.ts';

export const brandFeedPath = '/data/brand.json';

export interface BrandFeedContent {
  profile?: { name: string; headline: string; biographyHtml: string; photoUrl: string | null; photoAlt: string; updatedAt: string };
  caseStudies: {
    slug: string;
    title: string;
    client: string;
    summary: string;
    bodyHtml: string;
    outcome: string;
    imageUrl: string | null;
    imageAlt: string;
    featured: boolean;
    updatedAt: string;
  }[];
  booksIdeas: {
    id: string;
    kind: 'book' | 'idea';
    title: string;
    summary: string;
    linkUrl: string | null;
    coverUrl: string | null;
    coverAlt: string;
    year: number | null;
    updatedAt: string;
  }[];
  talks: {
    id: string;
    kind: 'talk' | 'media';
    title: string;
    venue: string;
    happenedOn: string | null;
    linkUrl: string | null;
    summary: string;
    updatedAt: string;
  }[];
  testimonials: { id: string; quote: string; person: string; role: string; featured: boolean; updatedAt: string }[];
}

export interface JsonFeedItem {
  id: string;
  url?: string;
  external_url?: string;
  title?: string;
  content_html?: string;
  content_text?: string;
  summary?: string;
  image?: string;
  date_published?: string;
  date_modified?: string;
  tags?: string[];
  _brand: Record<string, unknown> & { kind: string };
}

export interface JsonFeed {
  version: 'https://jsonfeed.org/version/1.1';
  title: string;
  home_page_url: string;
  feed_url: string;
  description: string;
  language: string;
  authors: { name: string; url: string; avatar?: string }[];
  items: JsonFeedItem[];
}

/** Where a case study is read: its card on the About page. */
export const caseStudyAnchor = (slug: string) => `case-${slug}`;

const iso = (value: string) => new Date(value).toISOString();

export function brandFeed(content: BrandFeedContent, owner: { name: string; role: string; shortBio: string }, siteUrl: URL): JsonFeed {
  const at = (path: string) => new URL(path, siteUrl).href;
  const about = at('/public');
  const items: JsonFeedItem[] = [];
  const { profile } = content;
  if (profile) {
    items.push({
      id: 'profile',
      url: about,
      title: profile.name,
      summary: profile.headline,
      content_html: profile.biographyHtml,
      ...(profile.photoUrl ? { image: profile.photoUrl } : {}),
      date_modified: iso(profile.updatedAt),
      _brand: { kind: 'profile', name: profile.name, headline: profile.headline, photo_alt: profile.photoAlt },
    });
  }
  for (const study of content.caseStudies) {
    items.push({
      id: `case-study:${study.slug}`,
      url: `${about}#${caseStudyAnchor(study.slug)}`,
      title: study.title,
      summary: study.summary,
      content_html: study.bodyHtml || `<p>${escapeHtml(study.summary)}</p>`,
      ...(study.imageUrl ? { image: study.imageUrl } : {}),
      date_modified: iso(study.updatedAt),
      tags: study.featured ? ['case-study', 'featured'] : ['case-study'],
      _brand: {
        kind: 'case-study',
        client: study.client,
        outcome: study.outcome,
        featured: study.featured,
        image_alt: study.imageAlt,
      },
    });
  }
  for (const work of content.booksIdeas) {
    items.push({
      id: `${work.kind}:${work.id}`,
      ...(work.linkUrl ? { external_url: work.linkUrl } : {}),
      title: work.title,
      content_text: work.summary,
      ...(work.coverUrl ? { image: work.coverUrl } : {}),
      date_modified: iso(work.updatedAt),
      tags: [work.kind],
      _brand: { kind: work.kind, year: work.year, cover_alt: work.coverAlt },
    });
  }
  for (const talk of content.talks) {
    items.push({
      id: `${talk.kind}:${talk.id}`,
      ...(talk.linkUrl ? { external_url: talk.linkUrl } : {}),
      title: talk.title,
      content_text: talk.summary || talk.venue,
      ...(talk.happenedOn ? { date_published: iso(talk.happenedOn) } : {}),
      date_modified: iso(talk.updatedAt),
      tags: [talk.kind],
      _brand: { kind: talk.kind, venue: talk.venue, happened_on: talk.happenedOn },
    });
  }
  for (const testimonial of content.testimonials) {
    items.push({
      id: `testimonial:${testimonial.id}`,
      content_text: testimonial.quote,
      date_modified: iso(testimonial.updatedAt),
      tags: testimonial.featured ? ['testimonial', 'featured'] : ['testimonial'],
      _brand: { kind: 'testimonial', person: testimonial.person, role: testimonial.role, featured: testimonial.featured },
    });
  }
  return {
    version: 'https://jsonfeed.org/version/1.1',
    title: `${owner.name}: brand content`,
    home_page_url: about,
    feed_url: at(brandFeedPath),
    description: owner.shortBio,
    language: 'en',
    authors: [{ name: owner.name, url: about, ...(profile?.photoUrl ? { avatar: profile.photoUrl } : {}) }],
    items,
  };
}
