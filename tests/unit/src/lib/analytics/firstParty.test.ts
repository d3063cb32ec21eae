import { describe, expect, it } from 'vitest';
import { appUsageBody, featureUseBody, pageViewBody } from '../../../../../src/lib/analytics/firstParty.ts';
import { context } from './support/visit.ts';

describe('firstparty-analytics payloads', () => {
  it('page_view carries path, title, referrer, the session and the context', () => {
    expect(pageViewBody('session-0001', { path: '/advisory', title: 'Advisory', referrer: null }, context)).toEqual({
      type: 'page_view',
      session_id: 'session-0001',
      payload: { path: '/advisory', title: 'Advisory', referrer: null },
      context: {
        user_agent: 'Test agent',
        referrer: 'https://news.example.org/issue/12',
        landing_page: 'https://example.test/advisory',
        locale: 'en-GB',
      },
    });
  });

  it('app_usage and feature_use carry their own fields', () => {
    expect(appUsageBody('s-1', 'assistant', 'conversation_started', { device: 'mobile' }, context).payload).toEqual({
      app: 'assistant',
      action: 'conversation_started',
      metadata: { device: 'mobile' },
    });
    expect(featureUseBody('s-1', 'copy_prompt', {}, context)).toMatchObject({
      type: 'feature_use',
      payload: { feature: 'copy_prompt', metadata: {} },
    });
  });
});
