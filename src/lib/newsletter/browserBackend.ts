import { backendConfig } from '../auth/backendConfig.ts';
import type { FunctionCallDeps } from './functionCall.ts';

/** The page's real backend for function calls: configured at build, or the site's own origin. */
export function browserBackend(): FunctionCallDeps {
  const { url, anonKey } = backendConfig(import.meta.env, location.origin);
  return { fetch: (input, init) => fetch(input, init), url, anonKey };
}
