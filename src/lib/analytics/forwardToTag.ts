/**
 * Our analytics event names mapped to the Google tag's recommended event names, so the tag's
 * standard reports (conversions, leads, sign-ups) work without custom definitions. Names not listed
 * are sent as they are: they are already in the tag's snake_case form.
 */
const tagNames: Readonly<Record<string, string>> = {
  page_view: 'page_view',
  assessment_start: 'begin_checkout',
  assessment_complete: 'purchase',
  newsletter_subscribe: 'sign_up',
  account_created: 'sign_up',
  signed_in: 'login',
  lead_timed: 'generate_lead',
  lead_scroll: 'generate_lead',
  lead_exit: 'generate_lead',
  contact_request: 'generate_lead',
  contact_sent: 'generate_lead',
  kit_download: 'select_content',
  onboarding_complete: 'tutorial_complete',
};

export function tagEventName(eventName: string): string {
  return tagNames[eventName] ?? eventName;
}

/** The tag counts these itself once configured; forwarding them would count each twice. */
const measuredByTag = new Set(['page_view', 'session_start']);

/**
 * Sends a first-party event to the Google tag under its recommended name (`tagEventName`), when the
 * site has a tag at all. Consent Mode decides what the tag may store.
 */
export function forwardToTag(gtag: ((...args: unknown[]) => void) | undefined, name: string, extras: Record<string, unknown>): void {
  if (!gtag || measuredByTag.has(name)) return;
  gtag('event', tagEventName(name), extras);
}
