import { describe, expect, it } from 'vitest';
import { confirmationReturn, nextFrom } from '../../../../../src/lib/auth/carryNext.ts';

const site = 'https://strategist.example';

/** Values a crafted link might carry to send a reader to another site after signing in. */
const hostilePaths = [
  '//evil.example',
  '//evil.example/ai-assessment-ceo',
  'https://evil.example/',
  '/\\evil.example',
  '\\\\evil.example',
  'javascript:alert(1)',
  'data:text/html,hi',
  ' /ai-assessment-ceo',
  '%2F%2Fevil.example',
  '',
];
const hostileAddresses = [
  'https://evil.example/ai-assessment-ceo',
  'https://strategist.example.evil.example/ai-assessment-ceo',
  'https://evil.example@strategist.example.evil/x',
  'http://strategist.example/ai-assessment-ceo',
  'javascript:alert(1)//https://strategist.example/',
  '/ai-assessment-ceo',
  'not an address',
  '',
];

describe('the page an auth page returns to', () => {
  it('follows ?next= when it is a path of this site', () => {
    expect(nextFrom('?next=%2Fai-assessment-ceo', site)).toBe('/ai-assessment-ceo');
    expect(nextFrom('?next=%2Fai-assessment-ceo%3Fstep%3D2', site)).toBe('/ai-assessment-ceo?step=2');
  });

  it('follows the mailed link’s redirect_to when it is an address on this site', () => {
    const search = `?token_hash=abc&type=signup&redirect_to=${encodeURIComponent(`${site}/ai-assessment-ceo`)}`;
    expect(nextFrom(search, site)).toBe('/ai-assessment-ceo');
    expect(nextFrom(`?redirect_to=${encodeURIComponent(site)}`, site)).toBe('/');
  });

  it('goes home for anything else', () => {
    expect(nextFrom('', site)).toBe('/');
    for (const hostile of hostilePaths) expect(nextFrom(`?next=${encodeURIComponent(hostile)}`, site), hostile).toBe('/');
    for (const hostile of hostileAddresses) expect(nextFrom(`?redirect_to=${encodeURIComponent(hostile)}`, site), hostile).toBe('/');
  });

  it('prefers next, so a redirect_to beside it cannot override the page the reader chose', () => {
    expect(nextFrom(`?next=%2Fai-assessment-cfo&redirect_to=${encodeURIComponent(`${site}/ai-assessment-ceo`)}`, site)).toBe(
      '/ai-assessment-cfo',
    );
  });
});

describe('where the confirmation mail leads back to', () => {
  it('is the whole address of a page of this site', () => {
    expect(confirmationReturn('/ai-assessment-ceo', site)).toBe(`${site}/ai-assessment-ceo`);
  });

  it('is none for home and for anything that is not a path of this site', () => {
    expect(confirmationReturn('/', site)).toBeUndefined();
    for (const hostile of hostilePaths) expect(confirmationReturn(hostile, site), hostile).toBeUndefined();
  });
});
