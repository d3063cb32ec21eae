/**
 * Every browser storage key the sign-in, session, toast and page code uses, in one place, so the
 * inline head script, the session code and the tests read and write the same names.
 */

/** localStorage: the Supabase session (access token, refresh token, user), written by supabase-js. */
export const authStorageKey = 'strategist-auth';

/**
 * sessionStorage: the server's admin answer for one user, `'true'` or `'false'`, under this
 * prefix plus the user id. Only used to draw admin links before the answer arrives again.
 */
export const adminStatusKeyPrefix = 'strategist-admin-status:';

/**
 * localStorage: the hashed stylesheets this browser has downloaded, newest last
 * (src/lib/shell/cachedSheets.ts): a later page applies those before its first paint.
 */
export const loadedSheetsKey = 'loaded-stylesheets';

/** sessionStorage: one toast left by a page that navigates away, shown by the next page. */
export const flashToastKey = 'strategist-flash-toast';

/** sessionStorage: the sitemap's pages were counted in this browser session (src/overlays/sitemapCount.ts). */
export const sitemapCountedKey = 'sitemap-counted';

/** sessionStorage: this prefix plus a page's path holds the drafts of that page's forms (src/lib/newsletter/formDraft.ts). */
export const formDraftKeyPrefix = 'strategist-form-draft:';

/** sessionStorage: what a reader typed into a lead popup, for the contact form to fill in once (src/overlays/lead-popup/leadHandoff.ts). */
export const leadHandoffKey = 'lead-handoff';

/**
 * localStorage: this prefix plus a role id holds an assessment in progress: the answers so far,
 * the question reached and the attempt's seed for the order of the options (src/lib/assessments/progress.ts).
 */
export const assessmentProgressKeyPrefix = 'assessment-progress:';

/**
 * sessionStorage: the voice conversation of this tab (session id, messages, when last used), so a
 * link click does not end it: the next page of the site resumes it (src/stores/voice.ts). It goes
 * with the tab.
 */
export const voiceConversationKey = 'voice-conversation';

/** localStorage: the voice assistant's volume on this device, 0 to 1 (src/stores/voice.ts). */
export const voiceVolumeKey = 'voice-volume';

/**
 * localStorage: the id of the last voice conversation and when it was last used, so one left open
 * by a closed tab is ended on the server by the next page that opens the assistant.
 */
export const voiceLastSessionKey = 'voice-last-session';
