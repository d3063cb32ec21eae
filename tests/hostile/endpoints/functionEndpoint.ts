import { join } from 'node:path';
import { readFunctionsConfig } from '../../../server/functions/functionsConfig.ts';
import type { CorpusContext } from '../context.ts';
import { jsonEndpoint, type CorpusEntry, type JsonEndpoint } from '../entry.ts';
import type { RequestRules } from '../requests.ts';

/** The public functions, as supabase/config.toml declares them (the same file the embedded gateway reads). */
const publicFunctions = readFunctionsConfig(join(import.meta.dirname, '../../../supabase/config.toml'));

/** Content types no JSON endpoint reads as JSON. */
const notJsonTypes = ['application/xml', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', 'image/png'];

/** How supabase-js calls a function: JSON with the anon key (or a session) as its Bearer token. */
export const functionHeaders = (context: CorpusContext, token = context.anonKey) => ({
  Authorization: `Bearer ${token}`,
  apikey: context.anonKey,
  'Content-Type': 'application/json',
});

type FunctionSpec = Pick<JsonEndpoint, 'shape' | 'stores' | 'more' | 'valid'> &
  Partial<Pick<JsonEndpoint, 'headers'>> & {
    /** Takes sendBeacon's text/plain JSON too. */
    beacon?: boolean;
    /** Changes to the rules every function follows. */
    rules?: Partial<RequestRules>;
  };

/**
 * A public function, POSTed as supabase-js sends it. It refuses every other method and content
 * type (but text/plain where it takes beacons); the gateway refuses a call without a JWT of this
 * project, forged or missing, where config.toml says `verify_jwt`.
 */
export function functionEndpoint(name: string, spec: FunctionSpec): CorpusEntry {
  const verifyJwt = publicFunctions.get(name)?.verify_jwt ?? true;
  return jsonEndpoint({
    name: `POST /functions/v1/${name}`,
    covers: [{ function: name }],
    call: { method: 'POST', path: `/functions/v1/${name}`, query: '', queryKeys: ['token'] },
    headers: (context) => functionHeaders(context),
    ...spec,
    rules: {
      refusedTypes: spec.beacon ? notJsonTypes : [...notJsonTypes, 'text/plain'],
      credentials: verifyJwt ? ['Authorization'] : [],
      forged: verifyJwt ? 'refused' : 'either',
      otherMethods: 'refused',
      ...spec.rules,
    },
  });
}
