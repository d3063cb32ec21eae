/**
 * The shared test backend, with what the auth tests add: a clock they can move forward (the
 * process clock is untouched), mails oldest first, the database, and rate limits off unless asked.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { StoredMail } from '../../../../server/contracts.ts';
import type { Database } from '../../../../server/db/database.ts';
import { startTestBackend } from '../../support/backend.ts';

export interface AuthBackend {
  url: string;
  anonKey: string;
  jwtSecret: string;
  db: Database;
  client(): SupabaseClient;
  /** Every mail the backend has sent, oldest first. */
  mails(): Promise<StoredMail[]>;
  advanceClock(ms: number): void;
  stop(): Promise<void>;
}

export async function startAuthBackend(options: { rateLimits?: boolean } = {}): Promise<AuthBackend> {
  let clockOffset = 0;
  const test = await startTestBackend({
    env: { RATE_LIMITS: options.rateLimits ? 'on' : 'off' },
    now: () => Date.now() + clockOffset,
  });
  return {
    url: test.url,
    anonKey: test.anonKey,
    jwtSecret: test.jwtSecret,
    db: test.backend.deps.db,
    client: test.client,
    mails: async () => (await test.mails()).reverse(),
    advanceClock: (ms) => {
      clockOffset += ms;
    },
    stop: test.stop,
  };
}
