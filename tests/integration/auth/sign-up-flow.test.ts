import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthBackend, type AuthBackend } from './support/authBackend.ts';
import { confirmationLinkIn, confirmationTokenIn, freshEmail, latestMailTo, password } from './support/mailLinks.ts';
import { postJson } from './support/rawRequests.ts';

let backend: AuthBackend;
beforeAll(async () => {
  backend = await startAuthBackend();
});
afterAll(() => backend.stop());

describe('a new reader signs up, confirms, signs in, refreshes and signs out', () => {
  it('completes the whole journey through supabase-js', async () => {
    const supabase = backend.client();
    const email = freshEmail('journey');

    const signUp = await supabase.auth.signUp({ email, password, options: { data: { full_name: 'Ada Reader' } } });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user?.email).toBe(email);
    expect(signUp.data.user?.user_metadata).toEqual({ full_name: 'Ada Reader' });

    const mail = latestMailTo(await backend.mails(), email);
    expect(mail.subject).toBe('Confirm your account');
    expect(mail.text).toContain(`${backend.url}/confirm?token_hash=`);
    expect(mail.html).toContain('Confirm your account');

    const signInEarly = await supabase.auth.signInWithPassword({ email, password });
    expect(signInEarly.error?.code).toBe('email_not_confirmed');
    expect(signInEarly.error?.message).toBe('Email not confirmed');

    const verified = await supabase.auth.verifyOtp({ type: 'signup', token_hash: confirmationTokenIn(mail) });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.token_type).toBe('bearer');
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();

    const signIn = await backend.client().auth.signInWithPassword({ email, password });
    expect(signIn.error).toBeNull();
    const session = signIn.data.session;
    expect(session?.expires_in).toBe(3600);
    expect(session?.user.last_sign_in_at).toBeTruthy();

    const refreshed = await supabase.auth.refreshSession({ refresh_token: session?.refresh_token ?? '' });
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(session?.refresh_token);

    const signOut = await supabase.auth.signOut();
    expect(signOut.error).toBeNull();

    const afterSignOut = await backend.client().auth.refreshSession({ refresh_token: refreshed.data.session?.refresh_token ?? '' });
    expect(afterSignOut.error?.code).toBe('refresh_token_not_found');
    expect(afterSignOut.error?.message).toBe('Invalid Refresh Token: Refresh Token Not Found');
  });
});

async function signedUpToken(redirectTo?: string) {
  const email = freshEmail('linked');
  await backend.client().auth.signUp({ email, password, options: { emailRedirectTo: redirectTo } });
  const mail = latestMailTo(await backend.mails(), email);
  return { email, mail, token: confirmationTokenIn(mail) };
}

/** The classic Supabase link, opened as a browser would: no API key, redirects not followed. */
const openLink = (query: string) => fetch(`${backend.url}/auth/v1/verify?${query}`, { redirect: 'manual' });

describe("Supabase's classic confirmation link (GET /verify)", () => {
  it('confirms and redirects to the site with the session in the fragment', async () => {
    const { email, token } = await signedUpToken();
    const response = await openLink(
      new URLSearchParams({ token, type: 'signup', redirect_to: `${backend.url}/ai-assessments` }).toString(),
    );
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`${backend.url}/ai-assessments`);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('type')).toBe('signup');

    const { data, error } = await backend
      .client()
      .auth.setSession({ access_token: fragment.get('access_token') ?? '', refresh_token: fragment.get('refresh_token') ?? '' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
  });

  it('redirects a used link to the site with otp_expired in the fragment', async () => {
    const { token } = await signedUpToken();
    await openLink(new URLSearchParams({ token, type: 'signup' }).toString());
    const again = await openLink(new URLSearchParams({ token, type: 'signup' }).toString());
    expect(again.status).toBe(303);
    const location = new URL(again.headers.get('location') ?? '');
    expect(location.pathname).toBe('/');
    expect(Object.fromEntries(new URLSearchParams(location.hash.slice(1)))).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    });
  });

  it('never redirects to another site', async () => {
    const { token } = await signedUpToken();
    const response = await openLink(new URLSearchParams({ token, type: 'signup', redirect_to: 'https://evil.example/steal' }).toString());
    expect(new URL(response.headers.get('location') ?? '').origin).toBe(backend.url);
  });

  it('carries a same-site redirect into the mailed link, and drops a foreign one', async () => {
    const kept = await signedUpToken(`${backend.url}/ai-assessments`);
    expect(confirmationLinkIn(kept.mail).searchParams.get('redirect_to')).toBe(`${backend.url}/ai-assessments`);
    const dropped = await signedUpToken('https://evil.example/');
    expect(dropped.mail.text).not.toContain('evil.example');
  });

  it('refuses a POST /verify with a type it does not handle', async () => {
    const { token } = await signedUpToken();
    const response = await postJson(backend, '/verify', { type: 'magiclink', token_hash: token });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'validation_failed', msg: expect.stringContaining('type') });
  });
});
