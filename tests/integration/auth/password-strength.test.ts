import { randomUUID } from 'node:crypto';
import { isAuthWeakPasswordError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthBackend, type AuthBackend } from './support/authBackend.ts';
import { freshEmail, password } from './support/mailLinks.ts';
import { countUsers } from './support/rawRequests.ts';

let backend: AuthBackend;
beforeAll(async () => {
  backend = await startAuthBackend();
});
afterAll(() => backend.stop());

async function refusedSignUp(secret: string, email = freshEmail('weak')) {
  const [usersBefore, mailsBefore] = [await countUsers(backend), (await backend.mails()).length];
  const { error } = await backend.client().auth.signUp({ email, password: secret });
  expect(await countUsers(backend)).toBe(usersBefore);
  expect((await backend.mails()).length).toBe(mailsBefore);
  return error;
}

describe('passwords that are easy to guess are refused at sign-up', () => {
  it.each(['12345678', 'password', '        ', 'P@ssw0rd123', 'qwertyuiop'])(
    'refuses %j as a weak password and stores nothing',
    async (secret) => {
      const error = await refusedSignUp(secret);
      expect(error?.status).toBe(422);
      expect(error?.code).toBe('weak_password');
      expect(isAuthWeakPasswordError(error) && error.reasons).not.toContain('length');
    },
  );

  it('says what is wrong and what to do, and names a breached password as pwned', async () => {
    const error = await refusedSignUp('12345678');
    expect(error?.message).toBe(
      'This password is too easy to guess. This is a heavily used password. Add more words that are less common.',
    );
    expect(isAuthWeakPasswordError(error) && error.reasons).toEqual(['pwned']);
  });

  it('refuses a password made from the address it signs up', async () => {
    const email = freshEmail('ownname');
    const error = await refusedSignUp(email, email);
    expect(error?.code).toBe('weak_password');
    expect(error?.message).toContain('personal');
  });

  it('refuses a password that holds a long address, past the 32 characters zxcvbn judges', async () => {
    const email = `${randomUUID()}.${freshEmail('long')}`;
    const error = await refusedSignUp(`${email}!`, email);
    expect(error?.code).toBe('weak_password');
    expect(error?.message).toContain('email address');
  });

  it('accepts a phrase of a few unrelated words', async () => {
    const { error } = await backend.client().auth.signUp({ email: freshEmail('phrase'), password });
    expect(error).toBeNull();
  });
});
