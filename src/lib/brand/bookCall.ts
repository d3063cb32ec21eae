/**
 * Where "Book a call" goes: the owner's scheduling page when the site profile names one, and
 * otherwise the contact form with the call already asked for, so a reader can always book.
 */
import { callIntent } from '../contact/callRequest.ts';
import { site } from '../site.ts';

export function bookCallHref(profile: { schedulingUrl?: string | undefined } = site): string {
  return profile.schedulingUrl ?? `/contact?intent=${callIntent}`;
}

/** A scheduling page is another site: it opens as a link out, the contact form as a page of ours. */
export function bookCallIsExternal(profile: { schedulingUrl?: string | undefined } = site): boolean {
  return profile.schedulingUrl !== undefined;
}
