/**
 * A piece's slug: its address on the site (`/podcast/<slug>`), lowercase words joined by hyphens,
 * as the tables' check constraint wants (`^[a-z0-9]+(-[a-z0-9]+)*$`, at most 96 characters).
 */
export const slugMaxLength = 96;
const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A slug made from a title: accents dropped, anything else between words made a hyphen. */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, slugMaxLength)
    .replace(/^-+|-+$/g, '');
}

/** What is wrong with a slug typed by hand, or null. */
export function slugProblem(slug: string): string | null {
  if (!slug) return 'Enter a slug: the episode’s address on the site.';
  if (slug.length > slugMaxLength) return `Keep the slug within ${slugMaxLength} characters.`;
  if (!slugPattern.test(slug)) return 'Use lowercase letters, digits and single hyphens between words, like five-questions.';
  return null;
}
