/**
 * Who the site is by and what it is, for search engines (schema.org JSON-LD): the owner as a
 * `Person`, her practice as an `Organization` and the site as a `WebSite`, all from the site
 * profile, linked by `@id` so they read as one graph. Only what the profile states: no invented
 * address, logo text or ratings.
 */
import type { SiteProfile } from '../../../functions/_shared/site.ts';
import { largeAppIcon } from './appIcons.ts';

type Owner = Pick<SiteProfile, 'name' | 'role' | 'shortBio' | 'brandSiteOrigin' | 'professionalProfileUrl' | 'contactEmail'>;

/** The page that carries the biography, which the Person's `url` points at. */
export const aboutPagePath = '/public';

export function siteStructuredData(owner: Owner, siteUrl: URL, image?: string) {
  const at = (path: string) => new URL(path, siteUrl).href;
  const ids = { person: at('/#person'), organization: at('/#organization'), website: at('/#website') };
  const sameAs = [owner.professionalProfileUrl, owner.brandSiteOrigin];
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Person',
        '@id': ids.person,
        name: owner.name,
        jobTitle: owner.role,
        description: owner.shortBio,
        url: at(aboutPagePath),
        email: `mailto:${owner.contactEmail}`,
        sameAs,
        worksFor: { '@id': ids.organization },
        ...(image ? { image } : {}),
      },
      {
        '@type': 'Organization',
        '@id': ids.organization,
        name: owner.name,
        description: owner.role,
        url: at('/'),
        logo: at(largeAppIcon.path),
        email: `mailto:${owner.contactEmail}`,
        sameAs,
        founder: { '@id': ids.person },
      },
      {
        '@type': 'WebSite',
        '@id': ids.website,
        name: owner.name,
        description: owner.role,
        url: at('/'),
        inLanguage: 'en',
        author: { '@id': ids.person },
        publisher: { '@id': ids.organization },
      },
    ],
  };
}

/** The graph as the text of a `<script type="application/ld+json">`: `<` escaped, so no text in it can close the element. */
export function structuredDataText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
