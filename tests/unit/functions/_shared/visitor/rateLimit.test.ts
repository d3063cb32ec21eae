import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { rateLimited } from '../../../../../functions/_shared/visitor/rateLimit.ts';

const rule = { scope: 'newsletter:ip', limit: 1, windowSeconds: 3600 };

/** A client whose counter says "wait 120 s" to every call, and counts the calls. */
function exhaustedCounter() {
  const calls: unknown[] = [];
  const client = {
    rpc: async (name: string, args: unknown) => {
      calls.push({ name, args });
      return { data: 120, error: null };
    },
  } as unknown as SupabaseClient;
  return { client, calls };
}

describe('rateLimited', () => {
  it('answers 429 with Retry-After when the counter is used up', async () => {
    const { client, calls } = exhaustedCounter();
    const answer = await rateLimited(client, { secret: 'server secret', rateLimits: true }, [{ rule, value: '192.0.2.1' }]);
    expect(answer?.status).toBe(429);
    expect(answer?.headers.get('Retry-After')).toBe('120');
    expect(calls).toHaveLength(1);
  });

  it('lets every request through without counting it when rate limits are off', async () => {
    const { client, calls } = exhaustedCounter();
    expect(await rateLimited(client, { secret: 'server secret', rateLimits: false }, [{ rule, value: '192.0.2.1' }])).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
