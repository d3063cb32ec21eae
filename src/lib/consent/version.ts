/**
 * The version of the privacy notice a visitor saw when choosing. It is stored with every consent
 * log entry so a later change to the notice can be told apart from choices made under the old
 * one. Change it whenever the privacy page changes what it says about cookies or analytics.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-23';
