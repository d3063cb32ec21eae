import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthBackend, type AuthBackend } from './support/authBackend.ts';
import { freshEmail, password } from './support/mailLinks.ts';
import { confirmedUser, postJson } from './support/rawRequests.ts';

let backend: AuthBackend;
beforeAll(async () => {
  backend = await startAuthBackend({ rateLimits: true });
});
afterAll(() => backend.stop());

const minutes = (count: number) => count * 60_000;

describe('rate limits slow down guessing and mail flooding', () => {
  it('blocks a sixth failed sign-in for one address within 15 minutes, then lets the owner back in', async () => {
    const email = freshEmail('guessed');
    await confirmedUser(backend, email, password);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { error } = await backend.client().auth.signInWithPassword({ email, password: `guess ${attempt}` });
      expect(error?.code).toBe('invalid_credentials');
    }

    const blocked = await postJson(backend, '/token?grant_type=password', { email, password });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(minutes(14) / 1000);
    const { error } = await backend.client().auth.signInWithPassword({ email, password });
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_request_rate_limit');
    expect(error?.message).toBe('Too many attempts. Please wait 15 minutes and try again.');

    backend.advanceClock(minutes(15));
    expect((await backend.client().auth.signInWithPassword({ email, password })).error).toBeNull();
  });

  it('blocks a client after 30 failed sign-ins across addresses', async () => {
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const response = await postJson(backend, '/token?grant_type=password', { email: freshEmail('spray'), password });
      expect(response.status).toBe(400);
    }
    const blocked = await postJson(backend, '/token?grant_type=password', { email: freshEmail('spray'), password });
    expect(blocked.status).toBe(429);
    backend.advanceClock(minutes(15));
  });

  it('sends at most three confirmation mails an hour to one address, counting sign-up and resend', async () => {
    const email = freshEmail('flooded');
    expect((await backend.client().auth.signUp({ email, password })).error).toBeNull();
    expect((await backend.client().auth.resend({ type: 'signup', email })).error).toBeNull();
    expect((await backend.client().auth.signUp({ email, password })).error).toBeNull();
    const mailsBefore = (await backend.mails()).length;

    const blocked = await postJson(backend, '/resend', { type: 'signup', email });
    expect(blocked.status).toBe(429);
    // The hour counts from the first mail, which a loaded machine may have sent a few seconds before.
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(minutes(59) / 1000);
    expect(retryAfter).toBeLessThanOrEqual(minutes(60) / 1000);
    expect((await backend.mails()).length).toBe(mailsBefore);

    backend.advanceClock(minutes(60));
    expect((await backend.client().auth.resend({ type: 'signup', email })).error).toBeNull();
    expect((await backend.mails()).length).toBe(mailsBefore + 1);
  });

  it('sends at most three reset mails an hour to one address, answering an unknown address alike', async () => {
    const email = freshEmail('reset-flood');
    await confirmedUser(backend, email, password);
    backend.advanceClock(minutes(60));
    const unknown = freshEmail('reset-unknown');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      for (const address of [email, unknown]) expect((await postJson(backend, '/recover', { email: address })).status).toBe(200);
    }
    for (const address of [email, unknown]) expect((await postJson(backend, '/recover', { email: address })).status).toBe(429);
    backend.advanceClock(minutes(60));
  });

  it('counts a wrong current password as a failed sign-in, so a stolen session cannot guess it', async () => {
    const email = freshEmail('stolen');
    await confirmedUser(backend, email, password);
    const supabase = backend.client();
    await supabase.auth.signInWithPassword({ email, password });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { error } = await supabase.auth.updateUser({ password: 'a fresh long passphrase', current_password: `guess ${attempt}` });
      expect(error?.code).toBe('current_password_invalid');
    }
    const { error } = await supabase.auth.updateUser({ password: 'a fresh long passphrase', current_password: password });
    expect(error?.code).toBe('over_request_rate_limit');
    backend.advanceClock(minutes(15));
  });
});
