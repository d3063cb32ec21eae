/** The longest slug the database accepts. */
export const slugMaxLength = 96;

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * The slug a title suggests: lowercase letters and digits joined by single hyphens, accents
 * dropped ("Café à l’IA" → "cafe-a-l-ia"), cut at a word boundary to fit.
 */
export function slugFromTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > slugMaxLength) return slug || word.slice(0, slugMaxLength);
    slug = next;
  }
  return slug;
}

/** Why a slug cannot be used as typed, in words for the owner; null when its form is right. */
export function slugProblem(slug: string): string | null {
  if (slug === '') return 'Enter a slug: it is the last part of the page’s address.';
  if (slug.length > slugMaxLength) return `A slug has at most ${slugMaxLength} characters.`;
  if (!slugPattern.test(slug)) return 'A slug uses lowercase letters, digits and single hyphens between them, e.g. five-questions.';
  return null;
}
