import { SignJWT } from 'jose';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { TestBackend } from './backend.ts';

export interface TestUser {
  id: string;
  email: string;
  accessToken: string;
  client: SupabaseClient;
}

/**
 * A user created straight in auth.users (fast; the sign-up flow has its own tests) with an
 * access token shaped like the ones Supabase Auth issues.
 */
export async function createTestUser(
  test: TestBackend,
  email: string,
  options: { confirmed?: boolean; metadata?: Record<string, unknown> } = {},
): Promise<TestUser> {
  const result = await test.backend.deps.db.query<{ id: string }>(
    `insert into auth.users (email, email_confirmed_at, raw_user_meta_data) values ($1, case when $2 then now() end, $3::jsonb) returning id`,
    [email, options.confirmed ?? true, JSON.stringify(options.metadata ?? {})],
  );
  const id = result.rows[0]?.id;
  if (!id) throw new Error(`Could not create the test user ${email}.`);
  const accessToken = await signToken(test.jwtSecret, {
    sub: id,
    email,
    role: 'authenticated',
    aud: 'authenticated',
    user_metadata: options.metadata ?? {},
  });
  return { id, email, accessToken, client: clientWithToken(test, accessToken) };
}

/** Signs claims with a secret; expiry in seconds from now, negative for an expired token. */
export async function signToken(secret: string, claims: Record<string, unknown>, expiresInSeconds = 3600): Promise<string> {
  const issuedAt = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + expiresInSeconds)
    .sign(new TextEncoder().encode(secret));
}

/** A supabase-js client that sends this token as the caller's session, as a signed-in browser does. */
export function clientWithToken(test: TestBackend, token: string): SupabaseClient {
  return createClient(test.url, test.anonKey, {
    global: { headers: { Authorization: `Bearer ${token}` } },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
