import { join } from 'node:path';
import { readFunctionsConfig } from '../../../server/functions/functionsConfig.ts';
import type { CorpusContext } from '../context.ts';
import type { Frame, RequestRules } from '../requests.ts';

/** The public functions, as supabase/config.toml declares them (the same file the embedded gateway reads). */
export const publicFunctions = readFunctionsConfig(join(import.meta.dirname, '../../../supabase/config.toml'));

/** Content types no JSON endpoint reads as JSON. */
const notJsonTypes = ['application/xml', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', 'image/png'];

/** How supabase-js calls a function: POST JSON with the anon key (or a session) as its Bearer token. */
export function functionCall(name: string): Omit<Frame, 'headers'> {
  return { method: 'POST', path: `/functions/v1/${name}`, query: '', queryKeys: ['token'] };
}

export const functionHeaders = (context: CorpusContext, token = context.anonKey) => ({
  Authorization: `Bearer ${token}`,
  apikey: context.anonKey,
  'Content-Type': 'application/json',
});

/**
 * A function refuses every other content type, except text/plain where it takes sendBeacon's
 * JSON (`beacon`); the gateway refuses a call without a JWT of this project where config.toml
 * says `verify_jwt`.
 */
export function functionRules(name: string, options: { beacon?: boolean } = {}): RequestRules {
  const verifyJwt = publicFunctions.get(name)?.verify_jwt ?? true;
  return {
    refusedTypes: options.beacon ? notJsonTypes : [...notJsonTypes, 'text/plain'],
    credentials: verifyJwt ? ['Authorization'] : [],
    forged: verifyJwt ? 'refused' : 'either',
    otherMethods: 'refused',
  };
}

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
