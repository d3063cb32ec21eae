import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailSchema } from '../../../../../functions/_shared/visitor/email.ts';
import { checkEmail } from '../../../../../src/lib/newsletter/emailCheck.ts';

describe('the newsletter email check', () => {
  it.each(['', '   ', '\t\n'])('asks for an address when the field holds %j', (typed) => {
    expect(checkEmail(typed)).toEqual({ ok: false, problem: 'required' });
  });

  it.each([
    'elena',
    'elena@',
    '@example.com',
    'elena@example',
    'el ena@example.com',
    'a@b@example.com',
    'elena@example..com',
    '"elena"@example.com',
  ])('calls %j invalid', (typed) => {
    expect(checkEmail(typed)).toEqual({ ok: false, problem: 'invalid' });
  });

  it('trims and lower-cases what it accepts, as the server stores it', () => {
    expect(checkEmail('  Reader@Example.COM ')).toEqual({ ok: true, email: 'reader@example.com' });
  });

  it('refuses an address longer than 254 characters', () => {
    expect(checkEmail(`${'a'.repeat(250)}@example.com`)).toEqual({ ok: false, problem: 'invalid' });
  });

  it('agrees with the functions on every address, so the server never refuses what the form sent', () => {
    const typed = fc.oneof(fc.emailAddress(), fc.string(), fc.stringMatching(/^[a-z.@ "<>-]{1,30}$/));
    fc.assert(
      fc.property(typed, (value) => {
        expect(checkEmail(value).ok).toBe(emailSchema.safeParse(value).success);
      }),
      { numRuns: 2000 },
    );
  });
});
