import { describe, expect, it } from 'vitest';
import {
  analyticsConsentFromCookie,
  analyticsRequestEvent,
  enqueueOn,
  trackWithConsent,
  type AnalyticsRequest,
} from '../../../../../../src/lib/assessments/results/completionEvent.ts';

const data = { role: 'gardener', score: 64, level: 'Practising' };

describe('the assessment_complete event', () => {
  it('is queued only with analytics consent', () => {
    const queued: AnalyticsRequest[] = [];
    let consent = false;
    const track = trackWithConsent(
      () => consent,
      (request) => queued.push(request),
    );
    track('assessment_complete', data);
    consent = true;
    track('assessment_complete', data);
    expect(queued).toEqual([{ name: 'assessment_complete', data }]);
  });

  it('reads consent from the consent cookie, treating a missing or corrupt one as no', () => {
    const consentFrom = (cookies: string) => analyticsConsentFromCookie(() => cookies)();
    const cookie = (choice: object) => `session_id=abc12345; cookie_consent=${encodeURIComponent(JSON.stringify(choice))}`;
    expect(consentFrom(cookie({ analytics: true, personalization: false, marketing: false }))).toBe(true);
    expect(consentFrom(cookie({ analytics: false, personalization: true, marketing: true }))).toBe(false);
    expect(consentFrom('cookie_consent=%7Bbroken')).toBe(false);
    expect(consentFrom('')).toBe(false);
  });

  it('reaches the queue as an event on the document', () => {
    const target = new EventTarget();
    const heard: unknown[] = [];
    target.addEventListener(analyticsRequestEvent, (event) => heard.push((event as CustomEvent).detail));
    enqueueOn(() => target)({ name: 'assessment_complete', data });
    expect(heard).toEqual([{ name: 'assessment_complete', data }]);
  });
});
