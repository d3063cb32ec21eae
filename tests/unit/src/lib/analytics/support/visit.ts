import type { PageContext } from '../../../../../../src/lib/analytics/event.ts';
import { firstPartyContext } from '../../../../../../src/lib/analytics/firstParty.ts';
import { captureUtm } from '../../../../../../src/lib/analytics/utm.ts';

/** The page and moment an event is built on. */
export const page: PageContext = {
  sessionId: 'session-0001',
  now: Date.UTC(2026, 2, 2, 9),
  url: 'https://example.test/lab',
  userAgent: 'Test agent',
  viewport: { width: 390, height: 844 },
};

/** A visit that arrived from a newsletter link carrying UTM parameters. */
export const origin = captureUtm(
  'https://example.test/advisory?utm_source=newsletter&utm_medium=email&utm_campaign=spring',
  'https://news.example.org/issue/12?ref=abc',
);

/** The first-party context of that visit. */
export const context = firstPartyContext('Test agent', 'en-GB', origin);
