import { describe, expect, it } from 'vitest';
import { slugFromTitle, slugMaxLength, slugProblem } from '../../../../../../src/islands/admin/publishing/slugs.ts';

describe('slugs', () => {
  it('derives a slug from a title: lowercase words joined by single hyphens', () => {
    expect(slugFromTitle('Five questions before your first AI pilot')).toBe('five-questions-before-your-first-ai-pilot');
    expect(slugFromTitle('  AI — what now?!  ')).toBe('ai-what-now');
  });

  it('drops accents and keeps digits', () => {
    expect(slugFromTitle('Café à l’IA: 3 leçons')).toBe('cafe-a-l-ia-3-lecons');
  });

  it('cuts a long title at a word boundary within the limit', () => {
    const slug = slugFromTitle('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(slugMaxLength);
    expect(slug.endsWith('word')).toBe(true);
    expect(slugFromTitle('x'.repeat(200))).toHaveLength(slugMaxLength);
  });

  it('gives an empty slug for a title with no letters or digits', () => {
    expect(slugFromTitle('!!!')).toBe('');
  });

  it('says what is wrong with a slug typed by hand, and nothing about a good one', () => {
    expect(slugProblem('')).toMatch(/Enter a slug/);
    expect(slugProblem('Has Capitals')).toMatch(/lowercase letters/);
    expect(slugProblem('double--hyphen')).toMatch(/single hyphens/);
    expect(slugProblem('-leading')).not.toBeNull();
    expect(slugProblem('a'.repeat(97))).toMatch(/at most 96/);
    expect(slugProblem('five-questions-2')).toBeNull();
  });

  it('derives only slugs the database accepts', () => {
    for (const title of ['Hello, World', 'ÀÉÎ õü', '2026: the year', 'a_b_c', 'x'.repeat(300)]) {
      const slug = slugFromTitle(title);
      expect(slugProblem(slug)).toBeNull();
    }
  });
});
