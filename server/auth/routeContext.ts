/** What every auth handler receives: the backend's dependencies, the rate limits, the client's address, work after the answer. */
import type { BackendDeps } from '../contracts.ts';
import type { AfterAnswer } from '../http/afterAnswer.ts';
import type { ClientAddress } from '../http/clientAddress.ts';
import type { AuthLimits } from './authLimits.ts';

export interface RouteContext {
  deps: BackendDeps;
  limits: AuthLimits;
  clientAddress: ClientAddress;
  afterAnswer: AfterAnswer;
}
