import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backendStartTimeout, type TestBackend } from '../support/backend.ts';
import { minutes, startClockedBackend, stopClockedBackend, type ClockedBackend } from '../support/clock.ts';
import { limitedActions, useUp } from './support/limitedActions.ts';

/**
 * Per-client rate limits count the address the platform saw, on a real server with real sockets,
 * in the auth routes and the functions alike. Every test starts in a fresh hour, where the hourly
 * windows of the functions' limits start, and leaves the sign-in window behind it.
 */
function serverWith(env: Record<string, string>): () => TestBackend {
  let started: ClockedBackend | undefined;
  beforeAll(async () => (started = await startClockedBackend({ env: { RATE_LIMITS: 'on', ...env } })), backendStartTimeout);
  afterAll(() => started && stopClockedBackend(started));
  beforeEach(() => started?.clock.startNextHour());
  afterEach(() => started?.clock.advance(minutes(60)));
  return () => {
    if (!started) throw new Error('The server has not started.');
    return started.test;
  };
}

const allowed = (limit: number, status: number) => Array.from({ length: limit }, () => status);

describe('without a trusted proxy (TRUST_PROXY=0)', () => {
  const server = serverWith({});

  it.each(limitedActions)('$name: a forged X-Forwarded-For, X-Real-IP or CF-Connecting-IP never opens a fresh bucket', async (action) => {
    expect(await useUp(action, server())).toEqual(allowed(action.limit, action.counted));
    expect(await action.attempt(server(), {})).toBe(429);
    const forgeries: Record<string, string>[] = [
      { 'X-Forwarded-For': '203.0.113.7' },
      { 'X-Forwarded-For': '203.0.113.8, 198.51.100.9' },
      { 'X-Real-IP': '203.0.113.10' },
      { 'CF-Connecting-IP': '203.0.113.11' },
    ];
    for (const headers of forgeries) expect(await action.attempt(server(), headers), JSON.stringify(headers)).toBe(429);
  });
});

describe('behind one trusted proxy (TRUST_PROXY=1)', () => {
  const server = serverWith({ TRUST_PROXY: '1' });
  /** What the proxy forwards: the visitor's address appended to whatever the visitor wrote. */
  const forwarded = (address: string, writtenByTheVisitor?: string) => ({
    'X-Forwarded-For': writtenByTheVisitor ? `${writtenByTheVisitor}, ${address}` : address,
  });

  it.each(limitedActions)(
    '$name: two visitors count apart, and one naming the other on the left stays in its own bucket',
    async (action) => {
      expect(await useUp(action, server(), forwarded('192.0.2.10'))).toEqual(allowed(action.limit, action.counted));
      expect(await action.attempt(server(), forwarded('192.0.2.10'))).toBe(429);
      expect(await action.attempt(server(), forwarded('192.0.2.20'))).toBe(action.counted);
      expect(await action.attempt(server(), forwarded('192.0.2.10', '192.0.2.20'))).toBe(429);
    },
  );
});
