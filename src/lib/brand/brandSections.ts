/**
 * The landing page's proof sections (testimonials, client logos, selected work), from the site
 * profile now and from published brand content later. A section is drawn only when it has real
 * entries: an empty list gives no heading, no placeholder and no invented quote.
 */
import type { SiteProfile } from '../../../functions/_shared/site.ts';

export type BrandLists = Pick<SiteProfile, 'testimonials' | 'clients' | 'selectedWork'>;
type Lists = BrandLists;

export type BrandSection =
  | { kind: 'testimonials'; title: string; entries: SiteProfile['testimonials'] }
  | { kind: 'clients'; title: string; entries: SiteProfile['clients'] }
  | { kind: 'selectedWork'; title: string; entries: SiteProfile['selectedWork'] };

/** The sections that have entries, in the order a reader meets them. */
export function brandSections({ testimonials, clients, selectedWork }: Lists): BrandSection[] {
  const sections: BrandSection[] = [
    { kind: 'selectedWork', title: 'Selected work', entries: selectedWork },
    { kind: 'testimonials', title: 'What clients say', entries: testimonials },
    { kind: 'clients', title: 'Organisations she has worked with', entries: clients },
  ];
  return sections.filter((section) => section.entries.length > 0);
}

/** Up to two initials for the monogram shown when the profile has no portrait: "Elena Marsh" → "EM". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0], words.at(-1)] : words;
  return picked.map((word) => Array.from(word ?? '')[0]?.toLocaleUpperCase('en-GB') ?? '').join('');
}

/** What the owner published that the proof sections show (src/content.config.ts collections). */
export interface PublishedProof {
  caseStudies: readonly { slug: string; title: string; summary: string; featured: boolean }[];
  testimonials: readonly { quote: string; person: string; role: string; featured?: boolean }[];
}

/**
 * The profile's lists with what the owner published added after them: the featured case studies
 * as selected work (each linking to its full text on the About page) and the published
 * testimonials. With nothing published the lists are the profile's, unchanged.
 */
export function withPublishedProof(lists: BrandLists, published: PublishedProof, caseStudyUrl: (slug: string) => string): BrandLists {
  return {
    clients: lists.clients,
    selectedWork: [
      ...lists.selectedWork,
      ...published.caseStudies
        .filter((study) => study.featured)
        .map((study) => ({ title: study.title, summary: study.summary, url: caseStudyUrl(study.slug) })),
    ],
    testimonials: [
      ...lists.testimonials,
      ...published.testimonials.map((testimonial) => ({
        quote: testimonial.quote,
        name: testimonial.person,
        ...(testimonial.role ? { role: testimonial.role } : {}),
      })),
    ],
  };
}
