import { describe, expect, it } from 'vitest';
import { contactBodySchema, maxMessageLength } from '../../../../../functions/contact-submit/schema.ts';
import { checkContact, contactLimits } from '../../../../../src/lib/contact/contactCheck.ts';

const filled = { name: 'Sam Reader', email: 'sam@example.com', message: 'Could you speak at our leadership offsite in March?' };

describe('the contact form check', () => {
  it('passes a complete form, trimmed and with the address lower-cased', () => {
    expect(checkContact({ name: '  Sam Reader ', email: ' Sam@Example.com', message: ` ${filled.message}\n` })).toEqual({
      ok: true,
      fields: filled,
    });
  });

  it('names every empty field next to itself', () => {
    const check = checkContact({ name: ' ', email: '', message: '\n' });
    expect(check).toEqual({
      ok: false,
      errors: {
        name: 'Please enter your name.',
        email: 'Please enter your email address, so there is somewhere to reply.',
        message: 'Please write your message.',
      },
    });
  });

  it('explains a malformed address and an over-long message, and leaves the good field alone', () => {
    const check = checkContact({ ...filled, email: 'sam@example', message: 'x'.repeat(5001) });
    expect(check).toEqual({
      ok: false,
      errors: {
        email: 'Please enter a valid email address, like name@example.com.',
        message: 'Your message has 5,001 characters; the limit is 5,000. Please shorten it.',
      },
    });
  });

  it('keeps the limits of the contact function, so what the form sends is accepted', () => {
    expect(contactLimits.message).toBe(maxMessageLength);
    const longest = { name: 'n'.repeat(contactLimits.name), email: filled.email, message: 'm'.repeat(contactLimits.message) };
    expect(checkContact(longest).ok).toBe(true);
    expect(contactBodySchema.safeParse({ ...longest, website: '' }).success).toBe(true);
    expect(contactBodySchema.safeParse({ ...longest, name: `${longest.name}n` }).success).toBe(false);
  });
});
