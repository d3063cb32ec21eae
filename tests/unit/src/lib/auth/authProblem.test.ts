import { describe, expect, it } from 'vitest';
import { describeAuthError } from '../../../../../src/lib/auth/authProblem.ts';

describe('describeAuthError', () => {
  it('turns a wrong password into a plain sentence about the password', () => {
    const problem = describeAuthError({
      name: 'AuthApiError',
      code: 'invalid_credentials',
      status: 400,
      message: 'Invalid login credentials',
    });
    expect(problem).toMatchObject({ message: "That email and password don't match. Check them and try again.", field: 'password' });
  });

  it('recognises servers that send only the message', () => {
    expect(describeAuthError({ status: 400, message: 'Invalid login credentials' }).field).toBe('password');
    expect(describeAuthError({ status: 400, message: 'Email not confirmed' }).offerResend).toBe(true);
  });

  it('says an unconfirmed email is not confirmed and offers a new link', () => {
    const problem = describeAuthError({ code: 'email_not_confirmed', status: 400 });
    expect(problem.message).toMatch(/has not been confirmed/);
    expect(problem.offerResend).toBe(true);
  });

  it('states the 8-character rule for a password refused for its length and points at the password field', () => {
    const refused = { name: 'AuthWeakPasswordError', code: 'weak_password', status: 422, reasons: ['length'] };
    expect(describeAuthError({ ...refused, message: 'Password should be at least 8 characters.' })).toMatchObject({
      message: 'Your password needs at least 8 characters.',
      field: 'password',
    });
  });

  it("shows the server's reason and advice for a password refused as easy to guess", () => {
    const message = 'This password is too easy to guess. This is a heavily used password. Add more words that are less common.';
    const refused = { name: 'AuthWeakPasswordError', code: 'weak_password', status: 422, reasons: ['pwned'], message };
    expect(describeAuthError(refused)).toEqual({ title: 'Password too easy to guess', message, field: 'password' });
  });

  it('points a password change at the field at fault: the current password, or the new one when it is the same', () => {
    for (const code of ['current_password_required', 'current_password_invalid'])
      expect(describeAuthError({ code, status: 400 }).field, code).toBe('currentPassword');
    expect(describeAuthError({ code: 'same_password', status: 422 })).toMatchObject({ title: 'Same password as now', field: 'password' });
  });

  it('points a malformed email at the email field', () => {
    expect(
      describeAuthError({ code: 'validation_failed', status: 400, message: 'Unable to validate email address: invalid format' }).field,
    ).toBe('email');
  });

  it('says when to retry after too many attempts, from Retry-After or a default', () => {
    expect(describeAuthError({ code: 'over_request_rate_limit', status: 429 }, 90).message).toContain('wait 2 minutes');
    expect(describeAuthError({ code: 'over_request_rate_limit', status: 429 }).message).toContain('wait 5 minutes');
    expect(describeAuthError({ status: 429, message: 'Too many requests' }, 30).message).toContain('wait 30 seconds');
  });

  it('reads the wait from GoTrue’s email limit message when no header came', () => {
    const problem = describeAuthError({
      code: 'over_email_send_rate_limit',
      status: 429,
      message: 'For security purposes, you can only request this after 52 seconds.',
    });
    expect(problem.message).toContain('wait 52 seconds');
  });

  it('tells a network failure from a server failure', () => {
    expect(describeAuthError({ name: 'AuthRetryableFetchError', status: 0, message: 'Failed to fetch' }).title).toBe('No connection');
    expect(describeAuthError({ name: 'AuthRetryableFetchError', status: 503 }).title).toBe('Service unavailable');
  });

  it('offers a new link for an expired confirmation link', () => {
    expect(describeAuthError({ code: 'otp_expired', status: 403 })).toMatchObject({ title: 'Link expired', offerResend: true });
  });

  it('falls back to an honest general message', () => {
    expect(describeAuthError({ code: 'unexpected_failure', status: 500 }).title).toBe('Something went wrong');
  });
});
