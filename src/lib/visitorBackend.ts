import { backendConfig } from './auth/backendConfig.ts';

/**
 * The backend the visitor layer writes to, called with plain fetch and the public anon key:
 * supabase-js is about 50 KB gzip, while these few POSTs need a handful of lines. Signed-in or
 * not, consent and analytics belong to the browser's session_id, so the anon role is enough.
 */
export interface VisitorBackend {
  url: string;
  anonKey: string;
}

export function visitorBackend(): VisitorBackend {
  return backendConfig(import.meta.env, location.origin);
}

export function anonHeaders({ anonKey }: VisitorBackend): Record<string, string> {
  return { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json' };
}
