import { describe, expect, it, vi } from 'vitest';
import { featureUseBody, firstPartyContext } from '../../../../../src/lib/analytics/firstParty.ts';
import { createFirstPartySender } from '../../../../../src/lib/analytics/firstPartySender.ts';
import { captureUtm } from '../../../../../src/lib/analytics/utm.ts';

const origin = captureUtm(
  'https://example.test/advisory?utm_source=newsletter&utm_medium=email&utm_campaign=spring',
  'https://news.example.org/issue/12?ref=abc',
);
const context = firstPartyContext('Test agent', 'en-GB', origin);

describe('sending a first-party event', () => {
  it('is sent only while analytics consent is given', async () => {
    let consent = false;
    const invoke = vi.fn(async () => {});
    const send = createFirstPartySender({ hasAnalyticsConsent: () => consent, invoke });
    expect(await send(featureUseBody('s-1', 'kit', {}, context))).toBe(false);
    consent = true;
    expect(await send(featureUseBody('s-1', 'kit', {}, context))).toBe(true);
    consent = false;
    expect(await send(featureUseBody('s-1', 'kit', {}, context))).toBe(false);
    expect(invoke).toHaveBeenCalledTimes(1);
  });

  it('swallows and logs a failed call', async () => {
    const logFailure = vi.fn();
    const send = createFirstPartySender({ hasAnalyticsConsent: () => true, invoke: () => Promise.reject(new Error('500')), logFailure });
    expect(await send(featureUseBody('s-1', 'kit', {}, context))).toBe(false);
    expect(logFailure).toHaveBeenCalledOnce();
  });
});
