import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthBackend, type AuthBackend } from './support/auth-backend.ts';
import { confirmationTokenIn, freshEmail, latestMailTo, password } from './support/mail-links.ts';

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

    const mail = latestMailTo(backend.mails(), email);
    expect(mail.subject).toBe('Confirm your account');
    expect(mail.text).toContain('http://localhost:4321/confirm?token_hash=');
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
