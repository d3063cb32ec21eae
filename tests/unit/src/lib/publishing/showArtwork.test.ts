import { describe, expect, it } from 'vitest';
import { artworkPath, artworkProblem } from '../../../../../src/lib/publishing/showArtwork.ts';

const png = { name: 'cover.png', type: 'image/png', bytes: 500_000 };

describe('artworkProblem', () => {
  it('accepts a square JPEG or PNG from 1400 to 3000 pixels', () => {
    expect(artworkProblem(png, { width: 1400, height: 1400 })).toBeNull();
    expect(artworkProblem({ ...png, type: 'image/jpeg' }, { width: 3000, height: 3000 })).toBeNull();
  });

  it('refuses other types and sizes, saying what the image is', () => {
    expect(artworkProblem({ ...png, type: 'image/webp' }, null)).toBe(
      '“cover.png” is not a JPEG or PNG image: podcast apps take only those.',
    );
    expect(artworkProblem({ ...png, bytes: 11 * 1024 * 1024 }, null)).toBe('“cover.png” is larger than 10 MB.');
    expect(artworkProblem(png, { width: 1600, height: 1400 })).toBe('The artwork must be square; “cover.png” is 1600 × 1400 pixels.');
    expect(artworkProblem(png, { width: 1000, height: 1000 })).toBe(
      'Apple Podcasts wants artwork from 1400 × 1400 to 3000 × 3000 pixels; “cover.png” is 1000 × 1000.',
    );
    expect(artworkProblem(png, { width: 3001, height: 3001 })).toMatch(/is 3001 × 3001\.$/);
  });
});

describe('artworkPath', () => {
  it('puts the artwork under podcast/ with a fresh id and a safe name', () => {
    expect(artworkPath('abc', 'My Show Cover (final).PNG')).toBe('podcast/abc-my-show-cover-final.png');
    expect(artworkPath('abc', '..')).toBe('podcast/abc-artwork');
  });
});
