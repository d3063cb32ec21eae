import { describe, expect, it } from 'vitest';
import { localSenderProblem, mailFrom } from '../../../../../functions/_shared/email/mailFrom.ts';

describe('mailFrom', () => {
  it("is MAIL_FROM when set, else the site profile's owner and contact address", () => {
    expect(mailFrom('News <news@strategist.example>')).toBe('News <news@strategist.example>');
    expect(mailFrom(undefined)).toBe('Elena Marsh <hello@elenamarsh.com>');
    expect(mailFrom('  ')).toBe('Elena Marsh <hello@elenamarsh.com>');
  });
});

describe('localSenderProblem', () => {
  it.each(['Site <no-reply@localhost>', 'no-reply@localhost', 'a@mail.localhost', 'Site <a@intranet>', 'no address'])(
    'refuses %s, which no receiving server takes',
    (from) => {
      expect(localSenderProblem(from)).toMatch(/^MAIL_FROM must be an address other servers can reach/);
    },
  );

  it.each(['Elena <hello@elenamarsh.com>', 'news@strategist.example'])('takes %s', (from) => {
    expect(localSenderProblem(from)).toBeNull();
  });
});
