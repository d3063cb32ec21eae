import { tagEventName } from '../consent/tagEvents.ts';

/** The tag counts these itself once configured; forwarding them would count each twice. */
const measuredByTag = new Set(['page_view', 'session_start']);

/**
 * Sends a first-party event to the Google tag under its recommended name (tagEvents.ts), when the
 * site has a tag at all. Consent Mode decides what the tag may store.
 */
export function forwardToTag(gtag: ((...args: unknown[]) => void) | undefined, name: string, extras: Record<string, unknown>): void {
  if (!gtag || measuredByTag.has(name)) return;
  gtag('event', tagEventName(name), extras);
}
