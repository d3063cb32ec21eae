import type { CorpusContext } from '../context.ts';
import type { RequestRules } from '../requests.ts';

/** PostgREST as supabase-js calls it: the anon key as apikey and Bearer token. */
export const restHeaders = (context: CorpusContext) => ({
  apikey: context.anonKey,
  Authorization: `Bearer ${context.anonKey}`,
  'Content-Type': 'application/json',
});

/** REST reads the body whatever its declared type; a forged token must never pass. */
export const restRules: RequestRules = { refusedTypes: [], credentials: [], forged: 'refused', otherMethods: 'either' };

/** Supabase Auth as supabase-js calls it: the anon key as apikey, JSON bodies. */
export const authHeaders = (context: CorpusContext, token = context.anonKey) => ({
  apikey: context.anonKey,
  Authorization: `Bearer ${token}`,
  'Content-Type': 'application/json',
});

/** Auth refuses a request without the project's API key; which routes read the Bearer token is up to each. */
export const authRules = (forged: 'refused' | 'either'): RequestRules => ({
  refusedTypes: [],
  credentials: ['apikey'],
  forged,
  otherMethods: 'either',
});
