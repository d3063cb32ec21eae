import { sitePages } from '../site.ts';
import type { VisitorEnv } from './visitorEnv.ts';

/**
 * The links in newsletter mails. People click the page links (the site's pages ask before they
 * change anything, so mail scanners that fetch links change nothing); mail programs use the
 * one-click address, which is the function itself because a static page cannot take a POST.
 */
export function unsubscribeLinks(env: VisitorEnv, token: string) {
  const query = `token=${encodeURIComponent(token)}`;
  return {
    unsubscribePage: `${env.siteUrl}${sitePages.newsletterUnsubscribe}?${query}`,
    oneClickUnsubscribe: `${env.supabaseUrl}/functions/v1/newsletter-unsubscribe?${query}`,
  };
}

export const confirmPageLink = (env: VisitorEnv, token: string) =>
  `${env.siteUrl}${sitePages.newsletterConfirm}?token=${encodeURIComponent(token)}`;

/** The unsubscribe token of an address: keyed, so it is stable across mails and unguessable. */
export const unsubscribeTokenInput = (email: string) => `newsletter-unsubscribe\n${email}`;
