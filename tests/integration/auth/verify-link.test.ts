import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthBackend, type AuthBackend } from './support/auth-backend.ts';
import { confirmationLinkIn, confirmationTokenIn, freshEmail, latestMailTo, password } from './support/mail-links.ts';
import { postJson } from './support/raw-requests.ts';

let backend: AuthBackend;
beforeAll(async () => {
  backend = await startAuthBackend();
});
afterAll(() => backend.stop());

async function signedUpToken(redirectTo?: string) {
  const email = freshEmail('linked');
  await backend.client().auth.signUp({ email, password, options: { emailRedirectTo: redirectTo } });
  const mail = latestMailTo(backend.mails(), email);
  return { email, mail, token: confirmationTokenIn(mail) };
}

/** The classic Supabase link, opened as a browser would: no API key, redirects not followed. */
const openLink = (query: string) => fetch(`${backend.url}/auth/v1/verify?${query}`, { redirect: 'manual' });

describe("Supabase's classic confirmation link (GET /verify)", () => {
  it('confirms and redirects to the site with the session in the fragment', async () => {
    const { email, token } = await signedUpToken();
    const response = await openLink(new URLSearchParams({ token, type: 'signup', redirect_to: 'http://localhost:4321/ai-assessments' }).toString());
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:4321/ai-assessments');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('type')).toBe('signup');

    const { data, error } = await backend.client().auth.setSession({ access_token: fragment.get('access_token') ?? '', refresh_token: fragment.get('refresh_token') ?? '' });
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
    expect(new URL(response.headers.get('location') ?? '').origin).toBe('http://localhost:4321');
  });

  it('carries a same-site redirect into the mailed link, and drops a foreign one', async () => {
    const kept = await signedUpToken('http://localhost:4321/ai-assessments');
    expect(confirmationLinkIn(kept.mail).searchParams.get('redirect_to')).toBe('http://localhost:4321/ai-assessments');
    const dropped = await signedUpToken('https://evil.example/');
    expect(dropped.mail.text).not.toContain('evil.example');
  });

  it('refuses a POST /verify with a type it does not handle', async () => {
    const { token } = await signedUpToken();
    const response = await postJson(backend, '/verify', { type: 'recovery', token_hash: token });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'validation_failed', msg: expect.stringContaining('type') });
  });
});
