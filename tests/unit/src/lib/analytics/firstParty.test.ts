import { describe, expect, it, vi } from 'vitest';
import { appUsageBody, featureUseBody, firstPartyContext, pageViewBody } from '../../../../../src/lib/analytics/firstParty.ts';
import { createFirstPartySender } from '../../../../../src/lib/analytics/firstPartySender.ts';
import { buildEvent } from '../../../../../src/lib/analytics/event.ts';
import { outcomeForStatus } from '../../../../../src/lib/analytics/sendOutcome.ts';
import { orchestratorRequest } from '../../../../../src/lib/analytics/orchestratorRequest.ts';
import { claimSessionStart } from '../../../../../src/lib/analytics/trackedEvents.ts';
import { captureUtm, rememberUtm } from '../../../../../src/lib/analytics/utm.ts';
import { memoryStore } from '../../../support/memoryStore.ts';

const origin = captureUtm('https://example.test/advisory?utm_source=newsletter&utm_medium=email&utm_campaign=spring', 'https://news.example.org/issue/12?ref=abc');
const context = firstPartyContext('Test agent', 'en-GB', origin);

describe('analytics event', () => {
  const page = { sessionId: 'session-0001', now: Date.UTC(2026, 2, 2, 9), url: 'https://example.test/lab', userAgent: 'Test agent', viewport: { width: 390, height: 844 } };

  it('carries session, time, url, user agent and viewport, plus extras', () => {
    expect(buildEvent('feature_use', { feature: 'kit' }, page)).toEqual({
      event: 'feature_use',
      data: { feature: 'kit', sessionId: 'session-0001', timestamp: '2026-03-02T09:00:00.000Z', url: 'https://example.test/lab', userAgent: 'Test agent', viewport: { width: 390, height: 844 } },
    });
  });

  it('does not let extras overwrite the context', () => {
    expect(buildEvent('page_view', { sessionId: 'forged' }, page).data.sessionId).toBe('session-0001');
  });

  it('rejects an event name the server does not keep, naming the ones it does', () => {
    expect(() => buildEvent('made_up' as never, {}, page)).toThrow(/received .*"made_up".*route_access/s);
  });

  it('maps response statuses to delivered, refused for good, or retry', () => {
    expect(outcomeForStatus(202)).toBe('delivered');
    expect(outcomeForStatus(400)).toBe('refused');
    expect(outcomeForStatus(413)).toBe('refused');
    for (const status of [408, 429, 500, 503]) expect(() => outcomeForStatus(status)).toThrow(`HTTP ${status}`);
  });

  it('builds the orchestrator request from a batch', () => {
    const event = buildEvent('page_view', {}, page);
    expect(orchestratorRequest({ batchId: 'b-1', createdAt: page.now, events: [event], failures: 2, nextAttemptAt: 0 })).toEqual({ events: [event], batchId: 'b-1', timestamp: '2026-03-02T09:00:00.000Z' });
  });
});

describe('firstparty-analytics payloads', () => {
  it('page_view carries path, title, referrer, the session and the context', () => {
    expect(pageViewBody('session-0001', { path: '/advisory', title: 'Advisory', referrer: null }, context)).toEqual({
      type: 'page_view',
      session_id: 'session-0001',
      payload: { path: '/advisory', title: 'Advisory', referrer: null },
      context: { user_agent: 'Test agent', referrer: 'https://news.example.org/issue/12', landing_page: 'https://example.test/advisory', locale: 'en-GB' },
    });
  });

  it('app_usage and feature_use carry their own fields', () => {
    expect(appUsageBody('s-1', 'voice-ai', 'start', { device: 'mobile' }, context).payload).toEqual({ app: 'voice-ai', action: 'start', metadata: { device: 'mobile' } });
    expect(featureUseBody('s-1', 'lead_scroll', {}, context)).toMatchObject({ type: 'feature_use', payload: { feature: 'lead_scroll', metadata: {} } });
  });

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

describe('UTM parameters', () => {
  it('captures the five utm fields, the referrer and the landing page without query strings', () => {
    expect(origin).toEqual({ source: 'newsletter', medium: 'email', campaign: 'spring', term: null, content: null, referrer: 'https://news.example.org/issue/12', landing: 'https://example.test/advisory' });
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

describe('session start', () => {
  it('is claimed once per browser session', () => {
    const session = memoryStore();
    expect(claimSessionStart(session)).toBe(true);
    expect(claimSessionStart(session)).toBe(false);
  });
});
