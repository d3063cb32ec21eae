import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthBackend, type AuthBackend } from './support/authBackend.ts';
import { confirmationTokenIn, freshEmail, latestMailTo, password } from './support/mailLinks.ts';
import { confirmedUser, postJson } from './support/rawRequests.ts';

let backend: AuthBackend;
beforeAll(async () => {
  backend = await startAuthBackend();
});
afterAll(() => backend.stop());

/** The answer with every value replaced by its type: what an observer could compare. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shapeOf(inner)]));
  return typeof value;
}

async function signUpAnswer(email: string) {
  const response = await postJson(backend, '/signup', { email, password, data: {} });
  const body = (await response.json()) as Record<string, unknown>;
  return { status: response.status, body };
}

describe('sign-up and resend never reveal whether an address has an account', () => {
  it('answers a new, an unconfirmed and a confirmed address alike', async () => {
    const unconfirmed = freshEmail('pending');
    await backend.client().auth.signUp({ email: unconfirmed, password });
    const confirmed = freshEmail('member');
    await confirmedUser(backend, confirmed, password);

    const answers = await Promise.all([freshEmail('new'), unconfirmed, confirmed].map(signUpAnswer));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(shapeOf(answer.body)).toEqual(shapeOf(answers[0]?.body));
      expect(answer.body.email_confirmed_at).toBeUndefined();
      expect(answer.body.last_sign_in_at).toBeUndefined();
    }
  });

  it('sends an unconfirmed address a new link, and the old one stops working', async () => {
    const email = freshEmail('again');
    await backend.client().auth.signUp({ email, password });
    const firstToken = confirmationTokenIn(latestMailTo(await backend.mails(), email));
    await backend.client().auth.signUp({ email, password: 'a different password' });
    const secondToken = confirmationTokenIn(latestMailTo(await backend.mails(), email));

    expect(secondToken).not.toBe(firstToken);
    expect((await backend.client().auth.verifyOtp({ type: 'signup', token_hash: firstToken })).error?.code).toBe('otp_expired');
    expect((await backend.client().auth.verifyOtp({ type: 'signup', token_hash: secondToken })).error).toBeNull();
    const original = await backend.client().auth.signInWithPassword({ email, password });
    expect(original.error).toBeNull();
  });

  it('tells the owner of a confirmed address that someone tried to sign up, and changes nothing', async () => {
    const email = freshEmail('owner');
    await confirmedUser(backend, email, password);
    await backend.client().auth.signUp({ email, password: 'an intruder password' });

    const notice = latestMailTo(await backend.mails(), email);
    expect(notice.subject).toBe('Someone tried to sign up with your address');
    expect(notice.text).toContain(`${backend.url}/auth`);
    expect((await backend.client().auth.signInWithPassword({ email, password: 'an intruder password' })).error?.code).toBe(
      'invalid_credentials',
    );
    expect((await backend.client().auth.signInWithPassword({ email, password })).error).toBeNull();
  });

  it('offers the owner of a confirmed address a sign-in that returns to the page the sign-up was for', async () => {
    const email = freshEmail('owner-next');
    await confirmedUser(backend, email, password);
    await backend
      .client()
      .auth.signUp({ email, password: 'an intruder password', options: { emailRedirectTo: `${backend.url}/ai-assessment-ceo` } });

    const notice = latestMailTo(await backend.mails(), email);
    expect(notice.text).toContain(`${backend.url}/auth?next=%2Fai-assessment-ceo`);
  });

  it('answers resend alike for unknown, unconfirmed and confirmed addresses, mailing only the unconfirmed', async () => {
    const unconfirmed = freshEmail('resend');
    await backend.client().auth.signUp({ email: unconfirmed, password });
    const confirmed = freshEmail('resend-member');
    await confirmedUser(backend, confirmed, password);
    const mailsBefore = (await backend.mails()).length;

    for (const email of [freshEmail('resend-unknown'), unconfirmed, confirmed]) {
      const { data, error } = await backend.client().auth.resend({ type: 'signup', email });
      expect(error).toBeNull();
      expect(data).toEqual({ user: null, session: null });
    }
    const sent = (await backend.mails()).slice(mailsBefore);
    expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([[unconfirmed, 'Confirm your account']]);
  });
});
