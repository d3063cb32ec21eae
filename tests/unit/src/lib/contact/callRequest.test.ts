import { describe, expect, it } from 'vitest';
import { bookCallHref } from '../../../../../functions/_shared/bookCall.ts';
import { callRequestFrom } from '../../../../../src/lib/contact/callRequest.ts';

describe('callRequestFrom', () => {
  it('reads the call intent that "Book a call" puts in the address', () => {
    const search = new URL(bookCallHref({}), 'https://site.test').search;
    const request = callRequestFrom(search);
    expect(request?.heading).toBe('Book a free call');
    expect(request?.message).toMatch(/^I would like to book a free thirty-minute call\./);
  });

  it('leaves the form as it is without the intent, or with another one', () => {
    expect(callRequestFrom('')).toBeNull();
    expect(callRequestFrom('?intent=speaking')).toBeNull();
    expect(callRequestFrom('?topic=call')).toBeNull();
  });
});
