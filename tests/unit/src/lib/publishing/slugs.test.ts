import { describe, expect, it } from 'vitest';
import { slugFromTitle, slugProblem } from '../../../../../src/lib/publishing/slugs.ts';

describe('slugFromTitle', () => {
  it('makes lowercase words joined by hyphens, accents dropped', () => {
    expect(slugFromTitle('  Five questions before your first AI pilot!  ')).toBe('five-questions-before-your-first-ai-pilot');
    expect(slugFromTitle('Café — Übung & Co.')).toBe('cafe-ubung-co');
    expect(slugFromTitle('???')).toBe('');
  });

  it('stays within 96 characters with no hyphen at the end', () => {
    const slug = slugFromTitle(`${'a'.repeat(95)} bcd`);
    expect(slug).toBe('a'.repeat(95));
  });
});

describe('slugProblem', () => {
  it('accepts a good slug and says what is wrong with others', () => {
    expect(slugProblem('episode-1')).toBeNull();
    expect(slugProblem('')).toBe('Enter a slug: the episode’s address on the site.');
    expect(slugProblem('Episode 1')).toMatch(/^Use lowercase letters/);
    expect(slugProblem('a--b')).toMatch(/^Use lowercase letters/);
    expect(slugProblem('a'.repeat(97))).toBe('Keep the slug within 96 characters.');
  });
});
