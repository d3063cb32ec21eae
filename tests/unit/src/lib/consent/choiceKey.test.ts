import { describe, expect, it, vi } from 'vitest';
import { choiceKey, everyChoice } from '../../../../../src/lib/consent/choiceKey.ts';
import { forwardToTag } from '../../../../../src/lib/analytics/forwardToTag.ts';
import { pageAddress } from '../../../../../src/lib/analytics/pageAddress.ts';
import { randomUuid } from '../../../../../src/lib/randomUuid.ts';

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('visitor wiring helpers', () => {
  it('gives each of the eight choices its own key', () => {
    const keys = everyChoice().map(choiceKey);
    expect(new Set(keys).size).toBe(8);
    expect(choiceKey({ analytics: true, personalization: false, marketing: true })).toBe('101');
  });

  it('keeps only origin and path of an address, so tokens in queries never reach analytics', () => {
    expect(pageAddress('https://site.example/confirm?token_hash=secret#access_token=x')).toBe('https://site.example/confirm');
  });

  it('makes version 4 UUIDs with or without crypto.randomUUID', () => {
    expect(randomUuid({ randomUUID: () => 'from-the-browser', getRandomValues: (bytes) => bytes })).toBe('from-the-browser');
    const fromBytes = randomUuid({ getRandomValues: <T extends ArrayBufferView | null>(bytes: T) => (bytes instanceof Uint8Array && bytes.fill(0xff), bytes) });
    expect(fromBytes).toMatch(uuidV4);
  });

  it('forwards events to the Google tag under its names, except those the tag counts itself', () => {
    const gtag = vi.fn();
    forwardToTag(gtag, 'assessment_complete', { role: 'cfo' });
    forwardToTag(gtag, 'page_view', {});
    forwardToTag(gtag, 'session_start', {});
    forwardToTag(undefined, 'lead_timed', {});
    expect(gtag.mock.calls).toEqual([['event', 'purchase', { role: 'cfo' }]]);
  });
});
