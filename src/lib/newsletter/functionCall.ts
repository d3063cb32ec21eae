/**
 * One POST to a backend function with plain `fetch`, so the newsletter and contact forms work
 * without downloading supabase-js. Every outcome is an answer, never a throw: a network failure
 * is status 0, and an error carries the function's stable code, its message and any Retry-After.
 */
export interface FunctionCallDeps {
  fetch: typeof fetch;
  /** The backend's base URL (hosted Supabase, or the site's own origin locally). */
  url: string;
  anonKey: string;
}

export type FunctionAnswer =
  | { ok: true; body: unknown }
  | { ok: false; status: number; code: string | null; message: string | null; retryAfterSeconds: number | null };

export async function callFunction(name: string, body: unknown, deps: FunctionCallDeps): Promise<FunctionAnswer> {
  let response: Response;
  try {
    response = await deps.fetch(`${deps.url.replace(/\/$/, '')}/functions/v1/${name}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: deps.anonKey, Authorization: `Bearer ${deps.anonKey}` },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, code: null, message: null, retryAfterSeconds: null };
  }
  const json: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, body: json };
  const error = (json as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return {
    ok: false,
    status: response.status,
    code: typeof error?.code === 'string' ? error.code : null,
    message: typeof error?.message === 'string' ? error.message : null,
    retryAfterSeconds: retryAfterSeconds(response.headers.get('retry-after')),
  };
}

/** The call never reached the backend: the reader is offline, or the connection dropped. */
export const noConnection = (answer: FunctionAnswer): boolean => !answer.ok && answer.status === 0;

function retryAfterSeconds(value: string | null): number | null {
  return value && /^\d+$/.test(value.trim()) ? Number(value.trim()) : null;
}
