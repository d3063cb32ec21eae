import { arrayOf, checked, hasFields, isBoolean, isString, isWholeNumber, orNull } from '../../../lib/plainChecks.ts';
import { callAdminFunction } from '../kit/adminFunctions.ts';

/** One part as the system-status function reports it: ok null means nothing to check (not configured, not set up). */
export interface StatusCheck {
  id: string;
  name: string;
  ok: boolean | null;
  latencyMs: number | null;
  detail: string;
}

export interface SystemStatus {
  checks: StatusCheck[];
  functionsVersion: string | null;
}

const isCheck = hasFields<StatusCheck>({
  id: isString,
  name: isString,
  ok: orNull(isBoolean),
  latencyMs: orNull(isWholeNumber),
  detail: isString,
});
const isStatus = hasFields<SystemStatus>({ checks: arrayOf(isCheck), functionsVersion: orNull(isString) });

export async function loadSystemStatus(): Promise<SystemStatus> {
  return checked(await callAdminFunction('system-status'), isStatus, 'system-status answer', '{ checks, functionsVersion }');
}
