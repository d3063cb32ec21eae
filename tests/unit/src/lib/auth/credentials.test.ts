import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { checkCredentials, checkEmail, checkPasswordChange } from '../../../../../src/lib/auth/credentials.ts';

describe('checkCredentials', () => {
  it('accepts a valid address and an 8-character password', () => {
    expect(checkCredentials({ email: 'reader@example.test', password: '12345678' }, 'sign-up')).toBeNull();
  });

  it('asks for missing fields and a well-formed email first', () => {
    expect(checkCredentials({ email: ' ', password: 'x' }, 'sign-in')?.field).toBe('email');
    expect(checkCredentials({ email: 'reader@', password: 'x' }, 'sign-in')?.message).toMatch(/valid email/);
    expect(checkCredentials({ email: 'reader@example.test', password: '' }, 'sign-in')?.field).toBe('password');
  });

  it('applies the 8-character rule on sign-up only', () => {
    expect(checkCredentials({ email: 'reader@example.test', password: 'short' }, 'sign-up')?.message).toBe(
      'Your password needs at least 8 characters.',
    );
    expect(checkCredentials({ email: 'reader@example.test', password: 'short' }, 'sign-in')).toBeNull();
  });
});

describe('checkPasswordChange', () => {
  it('asks for the current password first, then applies the 8-character rule to the new one', () => {
    expect(checkPasswordChange('', 'long enough')?.field).toBe('currentPassword');
    expect(checkPasswordChange('', 'short')?.field).toBe('currentPassword');
    expect(checkPasswordChange('current', 'short')?.field).toBe('password');
    expect(checkPasswordChange('current', 'long enough')).toBeNull();
  });
});

describe('the email check', () => {
  const addressLike = fc.oneof(
    fc.emailAddress(),
    fc.string(),
    fc.tuple(fc.string(), fc.string()).map(([local, domain]) => `${local}@${domain}`),
    fc.constantFrom('a@b.c', 'first.last@example.co', "o'brien@example.com", '.dot@example.com', 'a..b@example.com', 'a@-x.com'),
  );

  it("refuses exactly what the auth backend refuses (zod's email format)", () => {
    fc.assert(
      fc.property(addressLike, (address) => {
        expect(checkEmail(address) === null, address).toBe(address.trim() !== '' && z.email().safeParse(address.trim()).success);
      }),
      { numRuns: 1000 },
    );
  });
});
