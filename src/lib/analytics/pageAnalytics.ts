/**
 * First-party analytics for this page, loaded only with analytics consent (see analyticsSwitch.ts):
 * session start, page views, route access, clicks to the brand site, the brand site's sync
 * requests and events other scripts request or record (recordUse.ts), queued in batches for
 * `analytics-orchestrator`, and the `firstparty-analytics` page_view, app_usage and feature_use,
 * each queued alone; both handed to a beacon when the page hides.
 * `stop()` ends all sending at once, also when consent is withdrawn in another tab.
 */
import { buildEvent } from './event.ts';
import {
  appUsageBody,
  featureUseBody,
  firstPartyContext,
  pageViewBody,
  type FirstPartyBody,
  type FirstPartyContext,
} from './firstParty.ts';
import { createAnalyticsQueue, type AnalyticsQueue } from './queue.ts';
import { claimSessionStart, trackedEvents } from './trackedEvents.ts';
import { rememberUtm } from './utm.ts';
import { ensureSessionId } from '../consent/cookies.ts';
import { consentCookie } from '../consent/keys.ts';
import { readStoredChoice } from '../consent/storedChoice.ts';
import { onPageView, type PageView } from '../pageView.ts';
import { analyticsTransport } from './analyticsTransport.ts';
import { visitorBackend } from '../visitorBackend.ts';
import { localStore, sessionStore } from '../storage/lazyStores.ts';
import { forwardToTag } from './forwardToTag.ts';
import { listenForPageEvents } from './pageEvents.ts';
import { listenForUsage, type UsageRecorder } from './usageEvents.ts';
import { pageAddress } from './pageAddress.ts';
import { randomUuid } from '../randomUuid.ts';
import { browserTimers } from './timers.ts';
import { browserPageLocks } from './pageLocks.ts';
import { analyticsWithdrawnKey } from './keys.ts';
import { startCrossSite } from './cross-site/startCrossSite.ts';

let active = false;
let queue: AnalyticsQueue | null = null;

const secure = location.protocol === 'https:';
const transport = analyticsTransport({ fetcher: fetch, beacon: (url, data) => navigator.sendBeacon(url, data), backend: visitorBackend() });
const sessionId = (): string => {
  const { sessionId: id, assignment } = ensureSessionId(document.cookie, () => randomUuid(), secure);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and missing from some browsers the site serves
  if (assignment) document.cookie = assignment;
  return id;
};
const utm = () => rememberUtm(sessionStore, location.href, document.referrer);
const userAgent = () => navigator.userAgent.slice(0, 512);

/** Queues an event for `analytics-orchestrator`; a name it does not take is logged and dropped. */
function track(name: string, extras: Record<string, unknown>): void {
  if (!active || !queue) return;
  const context = {
    sessionId: sessionId(),
    now: Date.now(),
    url: pageAddress(location.href),
    userAgent: userAgent(),
    viewport: { width: innerWidth, height: innerHeight },
  };
  try {
    queue.enqueue(buildEvent(name, extras, context));
  } catch (error) {
    console.warn(`Analytics event "${name}" was not queued.`, error);
    return;
  }
  forwardToTag(window.gtag, name, extras);
}

/** Queues a `firstparty-analytics` event of its own, sent at once. */
function trackFirstParty(body: (session: string, context: FirstPartyContext) => FirstPartyBody): void {
  if (!active || !queue) return;
  queue.enqueueFirstParty(body(sessionId(), firstPartyContext(userAgent(), navigator.language, utm())));
}

export const recordAppUsage: UsageRecorder['appUsage'] = (app, action, metadata) =>
  trackFirstParty((session, context) => appUsageBody(session, app, action, metadata, context));

const recordFeatureUse: UsageRecorder['featureUse'] = (feature, metadata) =>
  trackFirstParty((session, context) => featureUseBody(session, feature, metadata, context));

function reportView({ route }: PageView): void {
  if (!active || !queue) return;
  track(trackedEvents.pageView!, { route, title: document.title });
  track(trackedEvents.routeAccess!, { route, visitor: document.documentElement.dataset.auth ?? 'signed-out' });
  const referrer = document.referrer ? pageAddress(document.referrer) : null;
  trackFirstParty((session, context) => pageViewBody(session, { path: route, title: document.title.slice(0, 300), referrer }, context));
}

function wire(started: AnalyticsQueue): void {
  if (claimSessionStart(sessionStore)) track(trackedEvents.sessionStart!, { ...utm() });
  onPageView(reportView);
  const brandSite = document.querySelector<HTMLMetaElement>('meta[name="brand-site-origin"]')?.content;
  listenForPageEvents(document, location.href, brandSite, track);
  listenForUsage(document, () => location.pathname, { appUsage: recordAppUsage, featureUse: recordFeatureUse });
  // The cross-site record exists to join visits across the two sites, so it starts with analytics.
  const consent = () => readStoredChoice(document.cookie, consentCookie);
  startCrossSite({ win: window, analyticsTarget: document, local: localStore, brandOrigin: brandSite, consent, now: Date.now });
  addEventListener('pagehide', () => started.onPageLeft());
  addEventListener('pageshow', (event) => event.persisted && started.onPageRestored());
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && started.onPageHidden());
  addEventListener('storage', stopWhenWithdrawnElsewhere);
}

/** A tab where analytics consent is withdrawn says so, then deletes every queue: this page stops rather than write its own again. */
function stopWhenWithdrawnElsewhere({ key, newValue }: StorageEvent): void {
  if (key === analyticsWithdrawnKey && newValue !== null) stop();
}

export function start(): void {
  if (active) return;
  active = true;
  const firstStart = queue === null;
  queue ??= createAnalyticsQueue({
    store: localStore,
    locks: browserPageLocks(navigator.locks),
    send: transport.sendBatch,
    sendBeacon: transport.beaconBatch,
    isOnline: () => navigator.onLine,
    now: Date.now,
    randomId: () => randomUuid(),
    timers: browserTimers,
  });
  queue.setConsent(true);
  if (firstStart) wire(queue);
}

export function stop(): void {
  active = false;
  queue?.setConsent(false);
}
