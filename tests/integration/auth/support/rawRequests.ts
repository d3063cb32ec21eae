/** Plain HTTP calls to the auth API, for what supabase-js hides: status codes, headers, raw bodies. */
import type { AuthBackend } from './authBackend.ts';
import { confirmationTokenIn, freshEmail, latestMailTo, password } from './mailLinks.ts';

export function authRequest(backend: AuthBackend, path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('apikey')) headers.set('apikey', backend.anonKey);
  if (init.body !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json');
  return fetch(`${backend.url}/auth/v1${path}`, { ...init, headers, redirect: 'manual' });
}

export function postJson(backend: AuthBackend, path: string, body: unknown): Promise<Response> {
  return authRequest(backend, path, { method: 'POST', body: JSON.stringify(body) });
}

export async function countUsers(backend: AuthBackend): Promise<number> {
  const result = await backend.db.query<{ count: number }>('select count(*)::int as count from auth.users');
  return result.rows[0]?.count ?? 0;
}

/** A user who has signed up and confirmed, ready to sign in. */
export async function confirmedUser(backend: AuthBackend, email: string, password: string): Promise<void> {
  const supabase = backend.client();
  const { error } = await supabase.auth.signUp({ email, password });
  if (error) throw error;
  const token = confirmationTokenIn(latestMailTo(await backend.mails(), email));
  const verified = await supabase.auth.verifyOtp({ type: 'signup', token_hash: token });
  if (verified.error) throw verified.error;
}

/** A confirmed user, signed in with a password: their supabase-js client, session and address. */
export async function signedIn(backend: AuthBackend, label = 'holder') {
  const email = freshEmail(label);
  await confirmedUser(backend, email, password);
  const supabase = backend.client();
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw error ?? new Error('Sign-in returned no session');
  return { supabase, session: data.session, email };
}
