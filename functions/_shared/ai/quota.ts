import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { databaseFailure } from '../databaseFailure.ts';
import type { FunctionEnv } from '../env.ts';
import { errorResponse } from '../errors.ts';

export type ProviderCallKind = 'chat' | 'speech_to_text' | 'text_to_speech' | 'image';

const kindNames: Record<ProviderCallKind, string> = {
  chat: 'AI chat',
  speech_to_text: 'speech recognition',
  text_to_speech: 'spoken replies',
  image: 'image generation',
};

const clients = new WeakMap<FunctionEnv, SupabaseClient>();

/**
 * The service-role client of the quota counters. Why the service role: a caller must not be able
 * to reset or skip their own count, so the counters are reachable only through
 * take_ai_provider_call(), which only the service role may execute. It reads nothing back.
 */
function quotaClient(env: FunctionEnv): SupabaseClient {
  let client = clients.get(env);
  if (!client) {
    if (!env.SUPABASE_SERVICE_ROLE_KEY) throw new Error('AI provider quotas need SUPABASE_SERVICE_ROLE_KEY in the function environment.');
    client = createClient(env.SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY, {
      global: { fetch: env.fetch },
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
    clients.set(env, client);
  }
  return client;
}

/** Seconds from `now` to the next midnight UTC, when every daily quota starts again. */
export function secondsToUtcMidnight(now: number): number {
  const midnight = new Date(now);
  midnight.setUTCHours(24, 0, 0, 0);
  return Math.max(1, Math.ceil((midnight.getTime() - now) / 1000));
}

/**
 * Counts one call that is about to reach an AI provider against the user's daily quota and the
 * global one (AI_USER_DAILY_CALLS, AI_GLOBAL_DAILY_CALLS), and answers 429 with Retry-After (until
 * midnight UTC) when either is used up, or null when the call may go ahead. Call it only on the
 * way to a provider: the site guide and the offline voice are free.
 */
export async function providerQuotaExceeded(
  env: FunctionEnv,
  userId: string,
  kind: ProviderCallKind,
  now: () => number = Date.now,
): Promise<Response | null> {
  const spent = await takeProviderCall(env, userId);
  if (!spent) return null;
  const message =
    spent === 'user'
      ? `You have used today's ${env.AI_USER_DAILY_CALLS} AI calls, so ${kindNames[kind]} is paused until midnight UTC. Typing and the site guide still work.`
      : `The site has used today's AI allowance for everyone, so ${kindNames[kind]} is paused until midnight UTC. Typing and the site guide still work.`;
  return errorResponse('rate_limited', message, { 'Retry-After': String(secondsToUtcMidnight(now())) });
}

/** Counts one provider call for the user: null when it may go ahead, else whose daily quota is used up. */
export async function takeProviderCall(env: FunctionEnv, userId: string): Promise<'user' | 'global' | null> {
  const { data, error, status } = await quotaClient(env).rpc('take_ai_provider_call', {
    p_user_id: userId,
    p_user_limit: env.AI_USER_DAILY_CALLS,
    p_global_limit: env.AI_GLOBAL_DAILY_CALLS,
  });
  if (error) throw databaseFailure('take_ai_provider_call', { error, status });
  return data === 'user' || data === 'global' ? data : null;
}
