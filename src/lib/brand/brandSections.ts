/**
 * The landing page's proof sections (testimonials, client logos, selected work), from the site
 * profile now and from published brand content later. A section is drawn only when it has real
 * entries: an empty list gives no heading, no placeholder and no invented quote.
 */
import type { SiteProfile } from '../../../functions/_shared/site.ts';

type Lists = Pick<SiteProfile, 'testimonials' | 'clients' | 'selectedWork'>;

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
