import { describe, expect, it } from 'vitest';
import { bookCallHref, bookCallIsExternal } from '../../../../functions/_shared/bookCall.ts';

describe('bookCallHref', () => {
  it('uses the scheduling page when the profile names one', () => {
    const profile = { schedulingUrl: 'https://cal.example.com/elena/intro' };
    expect(bookCallHref(profile)).toBe('https://cal.example.com/elena/intro');
    expect(bookCallIsExternal(profile)).toBe(true);
  });

  it('falls back to the contact form with the call intent', () => {
    expect(bookCallHref({})).toBe('/contact?intent=call');
    expect(bookCallIsExternal({})).toBe(false);
  });
});
