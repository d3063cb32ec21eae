import { describe, expect, it, vi } from 'vitest';
import { featureUseBody } from '../../../../../src/lib/analytics/firstParty.ts';
import { createFirstPartySender } from '../../../../../src/lib/analytics/firstPartySender.ts';
import { context } from './support/visit.ts';

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
