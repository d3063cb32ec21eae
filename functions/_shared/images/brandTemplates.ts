import type { ImagePresetName } from './imagePresets.ts';
import { mulberry32 } from '../mulberry32.ts';

/**
 * The brand's templates: what each says, in which fields, and the place it is usually made for.
 * Every template draws the same way (the studio's canvas, and the demo's sample images on the
 * server): a background seeded from the headline, the headline in the display face, the other lines
 * in the text face, and an optional round photo.
 */
export const brandTemplates = {
  'article-card': { label: 'Article card', preset: 'share-card', headline: 'Article title', byline: 'Summary', kicker: 'owner' },
  'quote-card': { label: 'Quote card', preset: 'square', headline: 'Quote', byline: 'Who said it', kicker: 'quote' },
  'podcast-cover': { label: 'Podcast cover', preset: 'podcast-cover', headline: 'Show title', byline: 'Host', kicker: 'none' },
  'episode-card': {
    label: 'Episode card',
    preset: 'square',
    headline: 'Episode title',
    byline: 'Episode number or guest',
    kicker: 'owner',
  },
} as const satisfies Record<
  string,
  { label: string; preset: ImagePresetName; headline: string; byline: string; kicker: 'owner' | 'quote' | 'none' }
>;

export type TemplateName = keyof typeof brandTemplates;
export const templateNames = Object.keys(brandTemplates) as TemplateName[];

/** The brand's colours (the site's tokens and the favicon's teal). */
export const brandColours = { teal: '#0b6a70', deep: '#07474b', ink: '#1c1b19', mist: '#e2f1f0', white: '#ffffff' } as const;

/** A generator seeded by FNV-1a of the text: one headline, one background. */
export function seededRandom(text: string): () => number {
  let seed = 0x811c9dc5;
  for (const char of text) seed = Math.imul(seed ^ (char.codePointAt(0) ?? 0), 0x01000193);
  return mulberry32(seed);
}

export interface SeededBackground {
  /** The gradient's angle in radians, from the brand's teal to its deep teal. */
  angle: number;
  /** Soft rings, as fractions of the image's shorter side. */
  rings: { x: number; y: number; radius: number; alpha: number }[];
}

/** The background a headline gets: the same headline always draws the same background. */
export function seededBackground(headline: string): SeededBackground {
  const next = seededRandom(headline.trim().toLowerCase());
  const angle = next() * Math.PI * 2;
  const rings = Array.from({ length: 3 + Math.floor(next() * 3) }, () => ({
    x: next(),
    y: next(),
    radius: 0.15 + next() * 0.45,
    alpha: 0.06 + next() * 0.1,
  }));
  return { angle, rings };
}

/**
 * A template's measures at a size: a unit of one hundredth of the shorter side, the margin, the
 * headline's size (smaller as it grows longer) and the size of the other lines.
 */
export function templateScale({ width, height }: { width: number; height: number }, headline: string) {
  const unit = Math.min(width, height) / 100;
  const headlineSize = unit * (headline.length > 60 ? 7 : headline.length > 30 ? 9 : 11);
  return { unit, margin: unit * 8, headlineSize, textSize: unit * 4.5 };
}

/** Words broken into lines no wider than `maxWidth` as `measure` says; a word wider alone keeps its own line. */
export function wrapLines(text: string, maxWidth: number, measure: (line: string) => number): string[] {
  const lines: string[] = [];
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && measure(`${last} ${word}`) <= maxWidth) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}
