import { authStorageKey } from '../storageKeys.ts';
import { backendConfig } from './backendConfig.ts';
import { createReaderSession, type ReaderSession } from './readerSession.ts';

let session: ReaderSession | undefined;

/**
 * The page's one session, created on first use. A reader's page restores the session and makes
 * its own REST calls through it, so supabase-js (43 KiB compressed) loads only with a form that
 * needs Auth's other calls, or an admin tool.
 */
export function readerSession(): ReaderSession {
  session ??= createReaderSession({
    ...backendConfig(import.meta.env, location.origin),
    storageKey: authStorageKey,
    storage: localStorage,
    fetch: (input, init) => fetch(input, init),
    now: Date.now,
    events: window,
  });
  return session;
}

export interface RestAnswer {
  status: number;
  data: unknown;
  /** PostgREST's error body (`code`, `message`); a call that never reached the server has status 0. */
  error: { code?: string; message: string } | null;
}

/** One PostgREST call as the signed-in person (as anon when signed out, which RLS then refuses). */
export async function rest(path: string, init: { method?: string; body?: unknown; prefer?: string } = {}): Promise<RestAnswer> {
  const { url, anonKey } = backendConfig(import.meta.env, location.origin);
  const token = (await readerSession().accessToken()) ?? anonKey;
  const headers: Record<string, string> = { apikey: anonKey, Authorization: `Bearer ${token}` };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.prefer) headers.Prefer = init.prefer;
  let answer: Response;
  try {
    answer = await fetch(`${url}/rest/v1/${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    return { status: 0, data: null, error: { message: 'network error' } };
  }
  const data: unknown = await answer.json().catch(() => null);
  if (answer.ok) return { status: answer.status, data, error: null };
  const body = (data ?? {}) as { code?: unknown; message?: unknown };
  const message = typeof body.message === 'string' ? body.message : `the service answered ${answer.status}`;
  return { status: answer.status, data: null, error: { code: typeof body.code === 'string' ? body.code : undefined, message } };
}

/** The signed-in person's id, to filter their own rows by (RLS alone lets the admin read everyone's); null when signed out. */
export async function signedInUserId(): Promise<string | null> {
  return (await readerSession().auth.getSession()).data.session?.user.id ?? null;
}
