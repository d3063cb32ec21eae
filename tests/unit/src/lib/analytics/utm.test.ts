import { describe, expect, it } from 'vitest';
import { captureUtm, rememberUtm } from '../../../../../src/lib/analytics/utm.ts';
import { memoryStore } from '../../../support/memoryStore.ts';
import { origin } from './support/visit.ts';

describe('UTM parameters', () => {
  it('captures the five utm fields, the referrer and the landing page without query strings', () => {
    expect(origin).toEqual({
      source: 'newsletter',
      medium: 'email',
      campaign: 'spring',
      term: null,
      content: null,
      referrer: 'https://news.example.org/issue/12',
      landing: 'https://example.test/advisory',
    });
  });

  it('never keeps a token from the landing page', () => {
    expect(captureUtm('https://example.test/confirm?token=secret#access_token=x', '').landing).toBe('https://example.test/confirm');
  });

  it('is stored once per session: later pages keep the first page’s values', () => {
    const session = memoryStore();
    rememberUtm(session, 'https://example.test/welcome?utm_source=talk', '');
    expect(rememberUtm(session, 'https://example.test/contact?utm_source=other', 'https://example.test/welcome').source).toBe('talk');
  });
});
