/** What every auth handler receives: the backend's dependencies, the rate limits, the client's address. */
import type { Context } from 'hono';
import type { BackendDeps } from '../contracts.ts';
import type { AuthLimits } from './auth-limits.ts';

export interface RouteContext {
  deps: BackendDeps;
  limits: AuthLimits;
  clientAddress: (context: Context) => string;
}
