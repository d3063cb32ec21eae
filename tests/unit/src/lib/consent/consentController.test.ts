import { describe, expect, it } from 'vitest';
import { acceptAll, rejectAll } from '../../../../../src/lib/consent/actions.ts';
import { createConsentController } from '../../../../../src/lib/consent/consentController.ts';
import { createConsentOutbox } from '../../../../../src/lib/consent/outbox.ts';
import { memoryStore, sequentialIds } from '../../../support/memoryStore.ts';
import { fakeBackend } from './support/fakeConsentBackend.ts';

const visitor = { sessionId: 'session-0001', userId: null, userAgent: 'Test agent' };

describe('consent controller', () => {
  it('applies the choice in the browser even when the backend is down', async () => {
    let cookieHeader = '';
    const backend = fakeBackend();
    backend.down = true;
    const session = memoryStore();
    const outbox = createConsentOutbox({ store: memoryStore(), send: backend.send, randomId: sequentialIds() });
    const consent = createConsentController({
      cookies: {
        read: () => cookieHeader,
        write: (assignment) => {
          cookieHeader = assignment.split(';')[0]!;
        },
      },
      session,
      outbox,
      secure: true,
    });
    expect(consent.bannerVisible()).toBe(true);
    consent.apply(acceptAll(visitor));
    await consent.retryPending();
    expect(consent.current()).toEqual({ analytics: true, personalization: true, marketing: true });
    expect(consent.bannerVisible()).toBe(false);
    expect(outbox.pending()).toHaveLength(2);
  });

  it('keeps the choice for the page when cookies are blocked', () => {
    const consent = createConsentController({
      cookies: {
        read: () => '',
        write: () => {
          throw new Error('cookies disabled');
        },
      },
      session: memoryStore(),
      outbox: createConsentOutbox({ store: memoryStore(), send: async () => {}, randomId: sequentialIds() }),
      secure: false,
    });
    consent.apply(rejectAll(visitor));
    expect(consent.current()).toEqual({ analytics: false, personalization: false, marketing: false });
    expect(consent.bannerVisible()).toBe(false);
  });
});
