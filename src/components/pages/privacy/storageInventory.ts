/**
 * Every cookie and browser storage key the site writes, for the privacy notice. The names come
 * from the modules that write them, so the notice cannot drift from the code.
 */
import {
  adminStatusKeyPrefix,
  assessmentProgressKeyPrefix,
  authStorageKey,
  flashToastKey,
  leadHandoffKey,
  loadedSheetsKey,
  sitemapCountedKey,
  voiceConversationKey,
  voiceLastSessionKey,
  voiceVolumeKey,
} from '../../../lib/storageKeys.ts';
import { consentAcknowledgedKey, consentCookie, consentOutboxKey, sessionIdCookie } from '../../../lib/consent/keys.ts';
import {
  analyticsQueueKeyPrefix,
  analyticsWithdrawnKey,
  legacyAnalyticsQueueKey,
  sessionStartedKey,
  utmParamsKey,
} from '../../../lib/analytics/keys.ts';
import { themeStorageKey } from '../../../lib/theme.ts';
import { sidebarCookieName } from '../../../lib/sidebar.ts';
import { leadPopupStateKey } from '../../../overlays/lead-popup/leadState.ts';
import { onboardingSeenKey } from '../../../overlays/onboarding/onboardingController.ts';
import { overlaysShownKey } from '../../../overlays/arbiter/dailyBudget.ts';
import { guideDisabledKey, guideSessionKey } from '../../../overlays/page-guide/guideVisibility.ts';
import { crossSiteSyncKey } from '../../../lib/analytics/cross-site/syncRecord.ts';
import { starterPlanStorageKey } from '../../../lib/kit/checklist.ts';
import { formDraftKeyPrefix } from '../../../lib/newsletter/formDraft.ts';
import { podcastPositionKeyPrefix } from '../../../lib/podcast/player/positionMemory.ts';
import { cachePrefix } from '../../../service-worker/cacheNames.ts';
import { dismissedVersionKey } from '../../../service-worker/workerVersion.ts';

export type StorageKind = 'Cookie' | 'Local storage' | 'Session storage' | 'Cache storage';
export type StorageCategory = 'Strictly necessary' | 'Analytics';

export interface StoredItem {
  name: string;
  kind: StorageKind;
  category: StorageCategory;
  purpose: string;
  lifetime: string;
}

const untilCleared = 'Until you clear it in your browser';
const thisSession = 'Until you close the browser tab';

export const storageInventory: readonly StoredItem[] = [
  {
    name: consentCookie,
    kind: 'Cookie',
    category: 'Strictly necessary',
    purpose: 'Your cookie choice: three yes-or-no answers for analytics, personalisation and marketing.',
    lifetime: '180 days',
  },
  {
    name: sessionIdCookie,
    kind: 'Cookie',
    category: 'Strictly necessary',
    purpose:
      'A random identifier for this browser, so your cookie choice can be recorded and proven. With analytics consent it also groups your page views into one visit.',
    lifetime: '180 days',
  },
  {
    name: sidebarCookieName,
    kind: 'Cookie',
    category: 'Strictly necessary',
    purpose: 'Whether you keep the side menu open or collapsed.',
    lifetime: '7 days',
  },
  {
    name: themeStorageKey,
    kind: 'Local storage',
    category: 'Strictly necessary',
    purpose: 'Light, dark or system theme, once you pick one.',
    lifetime: untilCleared,
  },
  {
    name: loadedSheetsKey,
    kind: 'Local storage',
    category: 'Strictly necessary',
    purpose: 'The addresses of the site’s style files this browser has already downloaded, so later pages are drawn with them at once.',
    lifetime: untilCleared,
  },
  {
    name: authStorageKey,
    kind: 'Local storage',
    category: 'Strictly necessary',
    purpose: 'Your sign-in session (access and refresh tokens, account id and email), only when you have an account and sign in.',
    lifetime: 'Until you sign out',
  },
  {
    name: `${adminStatusKeyPrefix}<account id>`,
    kind: 'Session storage',
    category: 'Strictly necessary',
    purpose: 'Whether a signed-in account is the administrator, so the right menu draws at once. The server checks again on every request.',
    lifetime: thisSession,
  },
  {
    name: flashToastKey,
    kind: 'Session storage',
    category: 'Strictly necessary',
    purpose: 'One notice carried to the next page, such as “Please sign in to access this page”.',
    lifetime: 'Until the next page shows it',
  },
  {
    name: consentAcknowledgedKey,
    kind: 'Session storage',
    category: 'Strictly necessary',
    purpose: 'That you answered the cookie banner, so it does not ask again during this visit.',
    lifetime: thisSession,
  },
  {
    name: consentOutboxKey,
    kind: 'Local storage',
    category: 'Strictly necessary',
    purpose: 'A cookie choice waiting to be recorded on the server, for when the connection drops.',
    lifetime: 'Until the server has recorded it',
  },
  {
    name: leadPopupStateKey,
    kind: 'Local storage',
    category: 'Strictly necessary',
    purpose: 'When the last invitation popup appeared and what opened it, so you see at most one a day.',
    lifetime: untilCleared,
  },
  {
    name: voiceConversationKey,
    kind: 'Session storage',
    category: 'Strictly necessary',
    purpose:
      'Your open conversation with the voice assistant (its id and messages), so following a link does not end it. Only when you are signed in and use the assistant.',
    lifetime: thisSession,
  },
  {
    name: voiceLastSessionKey,
    kind: 'Local storage',
    category: 'Strictly necessary',
    purpose: 'The id of your last voice conversation and when you last used it, so one left open by a closed tab is ended on the server.',
    lifetime: 'Until that conversation is ended',
  },
  {
    name: voiceVolumeKey,
    kind: 'Local storage',
    category: 'Strictly necessary',
    purpose: 'The voice assistant’s volume on this device, once you change it.',
    lifetime: untilCleared,
  },
  {
    name: leadHandoffKey,
    kind: 'Session storage',
    category: 'Strictly necessary',
    purpose: 'The name and email you typed into an invitation popup, so the contact form can fill them in once.',
    lifetime: 'Until the contact page reads it',
  },
  {
    name: `${assessmentProgressKeyPrefix}<role>`,
    kind: 'Local storage',
    category: 'Strictly necessary',
    purpose:
      'An assessment you have started: your answers so far, the question you reached and the order its answers are shown in, so a reload resumes where you were.',
    lifetime: 'Until you submit or start again',
  },
  {
    name: onboardingSeenKey,
    kind: 'Local storage',
    category: 'Strictly necessary',
    purpose: 'That the site’s introduction has shown to you once, so it is not shown again.',
    lifetime: untilCleared,
  },
  {
    name: overlaysShownKey,
    kind: 'Local storage',
    category: 'Strictly necessary',
    purpose: 'How many optional popups, notes and guides you have seen today, in any tab, so you see two a day at the most.',
    lifetime: 'One day from the first one it counts',
  },
  {
    name: guideSessionKey,
    kind: 'Session storage',
    category: 'Strictly necessary',
    purpose: 'The pages whose short guide you have already seen during this visit.',
    lifetime: thisSession,
  },
  {
    name: guideDisabledKey,
    kind: 'Local storage',
    category: 'Strictly necessary',
    purpose: 'That you chose “Don’t show again” for the page guides.',
    lifetime: untilCleared,
  },
  {
    name: sitemapCountedKey,
    kind: 'Session storage',
    category: 'Strictly necessary',
    purpose: 'That the site’s page list was already read during this visit, so it is not fetched again.',
    lifetime: thisSession,
  },
  {
    name: starterPlanStorageKey,
    kind: 'Local storage',
    category: 'Strictly necessary',
    purpose: 'The days you ticked in the AI Confidence Kit’s 7-day plan. It never leaves your browser.',
    lifetime: untilCleared,
  },
  {
    name: `${formDraftKeyPrefix}<page>`,
    kind: 'Session storage',
    category: 'Strictly necessary',
    purpose:
      'What you typed into the newsletter or contact form when it could not be sent for want of a connection, so a reload loses nothing.',
    lifetime: 'Until the form is sent, or you close the tab',
  },
  {
    name: `${podcastPositionKeyPrefix}<episode>`,
    kind: 'Local storage',
    category: 'Strictly necessary',
    purpose: 'Where you stopped in a podcast episode you played, so it picks up there next time. Finishing the episode removes it.',
    lifetime: 'Until you finish the episode or clear it in your browser',
  },
  {
    name: dismissedVersionKey,
    kind: 'Session storage',
    category: 'Strictly necessary',
    purpose: 'That you closed the notice of a new version of the site, so the next pages do not show it again.',
    lifetime: thisSession,
  },
  {
    name: `${cachePrefix}-<contents>-<version>`,
    kind: 'Cache storage',
    category: 'Strictly necessary',
    purpose:
      'Pages, scripts and icons of this site, kept by its service worker so they open without a connection. The same files every reader gets; nothing about you.',
    lifetime: 'Until a new version of the site replaces them, or you clear the site’s data',
  },
  {
    name: crossSiteSyncKey,
    kind: 'Local storage',
    category: 'Strictly necessary',
    purpose:
      'Which features this platform offers and when it last told the main brand site, for moving between the two sites. It holds nothing about you.',
    lifetime: untilCleared,
  },
  {
    name: `${analyticsQueueKeyPrefix}<page id>`,
    kind: 'Local storage',
    category: 'Analytics',
    purpose: `Page views and events waiting to be sent, so none is lost or counted twice when the connection drops. Each page you open keeps its own, so pages open side by side never overwrite each other. An earlier version of the site kept them all under ${legacyAnalyticsQueueKey}; those are sent too, and that key is deleted.`,
    lifetime: 'Until the server has stored them',
  },
  {
    name: analyticsWithdrawnKey,
    kind: 'Local storage',
    category: 'Strictly necessary',
    purpose:
      'Written and deleted in the same moment when you withdraw analytics consent, so that the site stops collecting in your other open tabs too. It holds nothing afterwards.',
    lifetime: 'Deleted at once',
  },
  {
    name: utmParamsKey,
    kind: 'Session storage',
    category: 'Analytics',
    purpose: 'The campaign tags in the link that brought you here, the referring page and your first page of this visit.',
    lifetime: thisSession,
  },
  {
    name: sessionStartedKey,
    kind: 'Session storage',
    category: 'Analytics',
    purpose: 'That the start of this visit has been counted once.',
    lifetime: thisSession,
  },
];
