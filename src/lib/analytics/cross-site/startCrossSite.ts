import type { ConsentChoice } from '../../consent/choice.ts';
import type { KeyValueStore } from '../../storage/keyValueStore.ts';
import { acceptCrossSiteMessage } from './crossSiteMessages.ts';
import { crossSiteSyncAllowed, writeSyncRecord } from './syncRecord.ts';
import { trackedEvents } from '../trackedEvents.ts';
import { analyticsRequestEvent } from '../../assessments/results/completionEvent.ts';

export interface CrossSiteDeps {
  win: Pick<Window, 'addEventListener'>;
  /** Where the page's analytics queue listens for events to queue. */
  analyticsTarget: EventTarget;
  local: KeyValueStore;
  /** Undefined when the page names no brand site: then nothing is accepted or written. */
  brandOrigin: string | undefined;
  consent: () => ConsentChoice | null;
  now: () => number;
}

/**
 * The cross-site start-up: with analytics consent it refreshes the shared sync record; messages
 * count only from exactly the brand site's origin, and a `sync_request` is tracked, again only with
 * analytics consent at the moment it arrives.
 */
export function startCrossSite({ win, analyticsTarget, local, brandOrigin, consent, now }: CrossSiteDeps): void {
  const analyticsAllowed = () => consent()?.analytics === true;
  if (crossSiteSyncAllowed(brandOrigin, analyticsAllowed())) writeSyncRecord(local, now());
  win.addEventListener('message', (event: MessageEvent) => {
    const message = acceptCrossSiteMessage(event, brandOrigin);
    if (!message || !analyticsAllowed()) return;
    const detail = { name: trackedEvents.crossSiteSyncRequest, data: { origin: event.origin } };
    analyticsTarget.dispatchEvent(new CustomEvent(analyticsRequestEvent, { detail }));
  });
}
