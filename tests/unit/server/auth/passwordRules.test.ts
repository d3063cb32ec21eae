import { describe, expect, it } from 'vitest';
import { AuthFailure } from '../../../../server/auth/errors.ts';
import { checkPasswordStrength } from '../../../../server/auth/passwordRules.ts';

const email = 'reader@example.test';

/** The refusal a password gets, or null when it passes. */
const refusal = (password: string) =>
  checkPasswordStrength(password, email).then(
    () => null,
    (error: unknown) =>
      error instanceof AuthFailure ? { status: error.status, code: error.code, message: error.message, extra: error.extra } : error,
  );

describe('checkPasswordStrength', () => {
  it('refuses fewer than 8 characters for their length, and more than 72 as invalid', async () => {
    expect(await refusal('short')).toMatchObject({ status: 422, code: 'weak_password', extra: { weak_password: { reasons: ['length'] } } });
    expect(await refusal('a'.repeat(73))).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('refuses common, patterned and personal passwords with what is wrong and what to do', async () => {
    expect(await refusal('password')).toMatchObject({
      code: 'weak_password',
      message: 'This password is too easy to guess. This is a heavily used password. Add more words that are less common.',
      extra: { weak_password: { reasons: ['pwned'] } },
    });
    expect(await refusal('abcdefghijk')).toMatchObject({
      message: expect.stringContaining('Common character sequences'),
      extra: { weak_password: { reasons: ['guessable'] } },
    });
    expect(await refusal('reader2026')).toMatchObject({ message: expect.stringContaining('personal') });
  });

  it('accepts a phrase of unrelated words, and judges a long password by its first 32 characters', async () => {
    expect(await refusal('correct horse battery staple')).toBeNull();
    expect(await refusal(`${'password'.repeat(4)} then a strong tail: kq7#Vm2!x`)).toMatchObject({ code: 'weak_password' });
  });
});
