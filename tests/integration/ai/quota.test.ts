import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerQuotaExceeded, secondsToUtcMidnight } from '../../../functions/_shared/ai/quota.ts';
import { type FunctionEnv, readEnv } from '../../../functions/_shared/env.ts';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';

let test: TestBackend;
let env: FunctionEnv;
beforeAll(async () => {
  test = await startTestBackend();
  env = readEnv({
    SUPABASE_URL: test.url,
    SUPABASE_ANON_KEY: test.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: test.serviceRoleKey,
    AI_USER_DAILY_CALLS: '2',
    AI_GLOBAL_DAILY_CALLS: '3',
  });
}, backendStartTimeout);
afterAll(() => test.stop());

const counters = async () =>
  Object.fromEntries(
    (await test.backend.deps.db.query<{ scope: string; calls: number }>('select scope, calls from private.ai_provider_calls')).rows.map(
      (row) => [row.scope, row.calls],
    ),
  );

describe('daily quotas on provider calls', () => {
  it('a user gets their daily calls, then 429 with Retry-After to midnight UTC; the global cap stops everyone after', async () => {
    const [first, second, third] = [randomUUID(), randomUUID(), randomUUID()];
    const now = Date.parse('2026-11-26T22:00:00Z');
    expect(await providerQuotaExceeded(env, first, 'speech_to_text')).toBeNull();
    expect(await providerQuotaExceeded(env, first, 'chat')).toBeNull();
    const overUser = await providerQuotaExceeded(env, first, 'text_to_speech', () => now);
    expect(overUser?.status).toBe(429);
    expect(overUser?.headers.get('retry-after')).toBe('7200');
    expect(await overUser?.json()).toEqual({
      error: {
        code: 'rate_limited',
        message: "You have used today's 2 AI calls, so spoken replies is paused until midnight UTC. Typing and the site guide still work.",
      },
    });
    expect(await providerQuotaExceeded(env, second, 'chat')).toBeNull();
    const overGlobal = await providerQuotaExceeded(env, third, 'speech_to_text');
    if (!overGlobal) throw new Error('Expected the global cap to refuse the call.');
    expect(overGlobal.status).toBe(429);
    expect((await overGlobal.json()).error.message).toMatch(
      /^The site has used today's AI allowance for everyone, so speech recognition is paused/,
    );
    // Refused calls are not counted: the third user's try left no mark, and the global count stopped at its cap.
    expect(await counters()).toEqual({ global: 3, [`user:${first}`]: 2, [`user:${second}`]: 1, [`user:${third}`]: 0 });
  });

  it('counts parallel calls exactly, never past the cap', async () => {
    const roomy = { ...env, AI_USER_DAILY_CALLS: 5, AI_GLOBAL_DAILY_CALLS: 1000 };
    const user = randomUUID();
    const answers = await Promise.all(Array.from({ length: 12 }, () => providerQuotaExceeded(roomy, user, 'chat')));
    expect(answers.filter((answer) => answer === null)).toHaveLength(5);
    expect((await counters())[`user:${user}`]).toBe(5);
  });

  it('Retry-After is the time to the next midnight UTC, at least a second', () => {
    expect(secondsToUtcMidnight(Date.parse('2026-11-26T23:59:59.500Z'))).toBe(1);
    expect(secondsToUtcMidnight(Date.parse('2026-11-26T00:00:00Z'))).toBe(86_400);
  });
});
