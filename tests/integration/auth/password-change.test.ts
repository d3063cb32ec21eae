import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthBackend, type AuthBackend } from './support/authBackend.ts';
import { confirmationTokenIn, freshEmail, latestMailTo, password } from './support/mailLinks.ts';
import { signedIn } from './support/rawRequests.ts';

let backend: AuthBackend;
beforeAll(async () => {
  backend = await startAuthBackend();
});
afterAll(() => backend.stop());

const newPassword = 'harbour thimble quartz meadow';

describe('a signed-in user changes their password', () => {
  it('only when the current password comes with it, and right', async () => {
    const { supabase, email } = await signedIn(backend, 'changer');
    const otherDevice = backend.client();
    await otherDevice.auth.signInWithPassword({ email, password });

    const without = await supabase.auth.updateUser({ password: newPassword });
    expect([without.error?.status, without.error?.code]).toEqual([400, 'current_password_required']);
    const wrong = await supabase.auth.updateUser({ password: newPassword, current_password: 'not my password' });
    expect([wrong.error?.status, wrong.error?.code]).toEqual([400, 'current_password_invalid']);
    expect((await backend.client().auth.signInWithPassword({ email, password })).error, 'nothing changed yet').toBeNull();

    const changed = await supabase.auth.updateUser({ password: newPassword, current_password: password });
    expect(changed.error).toBeNull();
    expect(changed.data.user?.email).toBe(email);
    expect((await backend.client().auth.signInWithPassword({ email, password })).error?.code).toBe('invalid_credentials');
    expect((await backend.client().auth.signInWithPassword({ email, password: newPassword })).error).toBeNull();
    expect((await supabase.auth.refreshSession()).error, 'the session that changed it goes on').toBeNull();
    expect((await otherDevice.auth.refreshSession()).error?.code, 'every other session ends').toBe('refresh_token_not_found');
  });

  it('when signed in by the confirmation link too: only a reset link stands in for the current password', async () => {
    const email = freshEmail('confirmed');
    const supabase = backend.client();
    await supabase.auth.signUp({ email, password });
    await supabase.auth.verifyOtp({ type: 'signup', token_hash: confirmationTokenIn(latestMailTo(await backend.mails(), email)) });
    const { error } = await supabase.auth.updateUser({ password: newPassword, current_password: 'a wrong guess' });
    expect(error?.code).toBe('current_password_invalid');
    expect((await supabase.auth.updateUser({ password: newPassword, current_password: password })).error).toBeNull();
  });

  it('to one that meets the sign-up rules, and not to the same one', async () => {
    const { supabase, email } = await signedIn(backend, 'careful');
    for (const [candidate, code] of [
      ['short', 'weak_password'],
      [email, 'weak_password'],
      [password, 'same_password'],
    ]) {
      const { error } = await supabase.auth.updateUser({ password: candidate, current_password: password });
      expect([error?.status, error?.code], candidate).toEqual([422, code]);
    }
  });

  it('with metadata in the same call, both kept', async () => {
    const { supabase } = await signedIn(backend, 'both');
    const { data, error } = await supabase.auth.updateUser({ password: newPassword, current_password: password, data: { theme: 'dark' } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ theme: 'dark' });
  });
});
