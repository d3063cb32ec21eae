import type { AuthChangeEvent } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthBackend, type AuthBackend } from './support/authBackend.ts';
import { freshEmail, latestMailTo, password, resetTokenIn } from './support/mailLinks.ts';
import { authRequest, postJson, signedIn } from './support/rawRequests.ts';

let backend: AuthBackend;
beforeAll(async () => {
  backend = await startAuthBackend();
});
afterAll(() => backend.stop());

const newPassword = 'lantern orchard velvet canyon';

/** Asks for a reset as the site's form does and returns the token of the link mailed for it. */
async function resetToken(email: string): Promise<string> {
  const { data, error } = await backend.client().auth.resetPasswordForEmail(email);
  expect(error).toBeNull();
  expect(data).toEqual({});
  return resetTokenIn(latestMailTo(await backend.mails(), email));
}

describe('a forgotten password is reset through a mailed link', () => {
  it('lets the owner choose a new password, which signs in, while the old one and the other sessions stop working', async () => {
    const { supabase: otherDevice, session: otherSession, email } = await signedIn(backend, 'forgetful');
    const token = await resetToken(email);

    const resetting = backend.client();
    const events: AuthChangeEvent[] = [];
    resetting.auth.onAuthStateChange((event) => void events.push(event));
    const verified = await resetting.auth.verifyOtp({ type: 'recovery', token_hash: token });
    expect(verified.error).toBeNull();
    expect(events).toContain('PASSWORD_RECOVERY');
    // The reset link stands in for the current password.
    expect((await resetting.auth.updateUser({ password: newPassword })).error).toBeNull();

    expect((await backend.client().auth.signInWithPassword({ email, password })).error?.code).toBe('invalid_credentials');
    expect((await backend.client().auth.signInWithPassword({ email, password: newPassword })).error).toBeNull();
    expect((await otherDevice.auth.refreshSession()).error?.code).toBe('refresh_token_not_found');
    const oldAccess = await authRequest(backend, '/user', { headers: { Authorization: `Bearer ${otherSession.access_token}` } });
    expect(oldAccess.status).toBe(403);
    expect((await resetting.auth.getUser()).error, 'the session that reset the password goes on').toBeNull();
    expect((await backend.client().auth.verifyOtp({ type: 'recovery', token_hash: token })).error?.code).toBe('otp_expired');
  });

  it('answers a known, an unconfirmed and an unknown address alike, and mails only the accounts', async () => {
    const { email: known } = await signedIn(backend, 'known');
    const unconfirmed = freshEmail('unconfirmed');
    await backend.client().auth.signUp({ email: unconfirmed, password });
    const unknown = freshEmail('unknown');
    const mailsBefore = (await backend.mails()).length;

    for (const email of [known, unconfirmed, unknown]) {
      const response = await postJson(backend, '/recover', { email });
      expect([response.status, await response.json()]).toEqual([200, {}]);
    }
    const sent = (await backend.mails()).slice(mailsBefore);
    expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([
      [known, 'Reset your password'],
      [unconfirmed, 'Reset your password'],
    ]);
    // Opening the link proves the mailbox, so it confirms the address, as GoTrue's does.
    const token = resetTokenIn(latestMailTo(sent, unconfirmed));
    expect((await backend.client().auth.verifyOtp({ type: 'recovery', token_hash: token })).data.user?.email_confirmed_at).toBeTruthy();
  });

  it('keeps the new password to the sign-up rules, and refuses the one already in use', async () => {
    const { email } = await signedIn(backend, 'rules');
    const resetting = backend.client();
    await resetting.auth.verifyOtp({ type: 'recovery', token_hash: await resetToken(email) });

    const weak = await resetting.auth.updateUser({ password: 'password1' });
    expect([weak.error?.status, weak.error?.code]).toEqual([422, 'weak_password']);
    const same = await resetting.auth.updateUser({ password });
    expect([same.error?.status, same.error?.code]).toEqual([422, 'same_password']);
    expect((await backend.client().auth.signInWithPassword({ email, password })).error).toBeNull();
  });

  it('stops a link after an hour, and a link of one kind never redeems as another', async () => {
    const { email } = await signedIn(backend, 'late');
    const token = await resetToken(email);
    expect((await backend.client().auth.verifyOtp({ type: 'signup', token_hash: token })).error?.code).toBe('otp_expired');
    backend.advanceClock(61 * 60_000);
    expect((await backend.client().auth.verifyOtp({ type: 'recovery', token_hash: token })).error?.code).toBe('otp_expired');
  });

  it("opens Supabase's classic link with the session and type=recovery in the fragment, on the site only", async () => {
    const { email } = await signedIn(backend, 'classic');
    const token = await resetToken(email);
    const query = new URLSearchParams({ type: 'recovery', token, redirect_to: `${backend.url}/reset-password` });
    const response = await authRequest(backend, `/verify?${query}`);
    expect(response.status).toBe(303);
    const target = new URL(response.headers.get('location') ?? '');
    expect(`${target.origin}${target.pathname}`).toBe(`${backend.url}/reset-password`);
    const fragment = new URLSearchParams(target.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('access_token')).toBeTruthy();
  });
});
