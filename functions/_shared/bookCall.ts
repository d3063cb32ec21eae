/**
 * Where "Book a call" goes: the owner's scheduling page when the site profile names one, and
 * otherwise the contact form with the call already asked for, so a reader can always book. The
 * site's buttons and the assistant's answers both link here. No schema is imported, so the
 * contact page's script can read the intent without carrying the profile's.
 */

interface SchedulingProfile {
  schedulingUrl?: string | undefined;
}

/** The `intent` the contact form reads from its address (src/lib/contact/callRequest.ts). */
export const callIntent = 'call';

export function bookCallHref(profile: SchedulingProfile): string {
  return profile.schedulingUrl ?? `/contact?intent=${callIntent}`;
}

/** A scheduling page is another site: it opens as a link out, the contact form as a page of ours. */
export function bookCallIsExternal(profile: SchedulingProfile): boolean {
  return profile.schedulingUrl !== undefined;
}
