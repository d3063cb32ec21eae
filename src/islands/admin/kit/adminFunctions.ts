import { backendConfig } from '../../../lib/auth/backendConfig.ts';
import { getSupabase } from '../../../lib/auth/supabaseClient.ts';

/** A function's refusal or failure, with its stable code and a message fit for a toast. */
export class ToolCallError extends Error {
  readonly code: string | null;
  readonly status: number;
  readonly retryAfterSeconds: number | null;

  constructor(message: string, code: string | null, status: number, retryAfterSeconds: number | null = null) {
    super(message);
    this.code = code;
    this.status = status;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * A request to a backend function with the admin's own session. Plain fetch, not
 * `functions.invoke`, so a streamed answer can be read as it arrives and aborted.
 */
export async function adminRequest(name: string, init: { method?: string; body?: unknown; signal?: AbortSignal } = {}): Promise<Response> {
  const { url, anonKey } = backendConfig(import.meta.env, location.origin);
  const { data } = await (await getSupabase()).auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new ToolCallError('Your session has ended: sign in again to use this tool.', 'not_signed_in', 401);
  const headers: Record<string, string> = { apikey: anonKey, Authorization: `Bearer ${token}` };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(`${url.replace(/\/$/, '')}/functions/v1/${name}`, {
      method: init.method ?? 'POST',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ToolCallError('The server could not be reached. Check the connection and try again.', null, 0);
  }
}

/** The error envelope of a failed answer as a ToolCallError. */
export async function failureOf(response: Response): Promise<ToolCallError> {
  const json = (await response.json().catch(() => null)) as { error?: { code?: unknown; message?: unknown } } | null;
  const code = typeof json?.error?.code === 'string' ? json.error.code : null;
  const message = typeof json?.error?.message === 'string' ? json.error.message : `The server answered ${response.status}.`;
  const retryAfter = response.headers.get('retry-after');
  return new ToolCallError(message, code, response.status, retryAfter && /^\d+$/.test(retryAfter) ? Number(retryAfter) : null);
}

/**
 * A failed database query of supabase-js (its `error` and `status`, 0 when the server was not
 * reached) as a ToolCallError: what could not be done, why, and the status a retry judges by.
 */
export function queryFailed(what: string, result: { error: { message: string; code?: string }; status?: number }): ToolCallError {
  return new ToolCallError(`Could not ${what}: ${result.error.message}`, result.error.code || null, result.status ?? 0);
}

/** A JSON call that answers its body, or throws a ToolCallError. */
export async function callAdminFunction(name: string, body?: unknown, signal?: AbortSignal): Promise<unknown> {
  const response = await adminRequest(name, { method: body === undefined ? 'GET' : 'POST', body, signal });
  if (!response.ok) throw await failureOf(response);
  return response.json();
}
