import { getSupabase } from '../../../lib/auth/supabaseClient.ts';
import { arrayOf, checked, hasFields, isString, isWholeNumber, orNull } from '../../../lib/plainChecks.ts';

/** One row of the operations record as the monitor lists it. */
export interface OperationRow {
  id: number;
  at: string;
  origin: string;
  name: string;
  status: number;
  duration_ms: number;
  error_code: string | null;
}

export interface FunctionHealth {
  origin: string;
  name: string;
  requests: number;
  client_errors: number;
  server_errors: number;
  p95_ms: number;
}

export interface Health {
  hours: number;
  functions: FunctionHealth[];
  analytics: { stored: number; rejected: number };
  mail: { sent: number; failed: number };
  rate_limited: number;
}

export type StatusClass = '2xx' | '3xx' | '4xx' | '5xx';

const isRow = hasFields<OperationRow>({
  id: isWholeNumber,
  at: isString,
  origin: isString,
  name: isString,
  status: isWholeNumber,
  duration_ms: isWholeNumber,
  error_code: orNull(isString),
});
const isFunctionHealth = hasFields<FunctionHealth>({
  origin: isString,
  name: isString,
  requests: isWholeNumber,
  client_errors: isWholeNumber,
  server_errors: isWholeNumber,
  p95_ms: isWholeNumber,
});
const isHealth = hasFields<Health>({
  hours: isWholeNumber,
  functions: arrayOf(isFunctionHealth),
  analytics: hasFields({ stored: isWholeNumber, rejected: isWholeNumber }),
  mail: hasFields({ sent: isWholeNumber, failed: isWholeNumber }),
  rate_limited: isWholeNumber,
});
const isName = hasFields<{ origin: string; name: string }>({ origin: isString, name: isString });
export const statusClasses: readonly StatusClass[] = ['2xx', '3xx', '4xx', '5xx'];

async function rpc(name: string, args: Record<string, unknown>): Promise<unknown> {
  const { data, error } = await (await getSupabase()).rpc(name, args);
  if (error) throw new Error(error.message);
  return data;
}

/** The health figures of the last `hours`, computed by the database. */
export async function loadHealth(hours: number): Promise<Health> {
  return checked(
    await rpc('admin_operations_health', { p_hours: hours }),
    isHealth,
    'health figures',
    '{ functions, analytics, mail, rate_limited }',
  );
}

export async function loadRecentOperations(limit: number, name: string | null, statusClass: StatusClass | null): Promise<OperationRow[]> {
  const rows = await rpc('admin_recent_operations', { p_limit: limit, p_name: name, p_status_class: statusClass });
  return checked(rows, arrayOf(isRow), 'recent operations', 'a list of { id, at, origin, name, status, duration_ms, error_code }');
}

export async function loadOperationNames(): Promise<{ origin: string; name: string }[]> {
  return checked(await rpc('admin_operation_names', {}), arrayOf(isName), 'operation names', 'a list of { origin, name }');
}
