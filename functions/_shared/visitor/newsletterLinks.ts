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

/**
 * The headers of every newsletter mail: List-Unsubscribe (RFC 2369) with the one-click address,
 * and a mailto for mail programs that unsubscribe by mail, plus List-Unsubscribe-Post, which tells
 * mail programs that one POST unsubscribes (RFC 8058).
 */
export function listUnsubscribeHeaders(oneClickUnsubscribe: string, mailto: string | null): Record<string, string> {
  const listUnsubscribe = [`<${oneClickUnsubscribe}>`, mailto && `<mailto:${mailto}?subject=unsubscribe>`].filter(Boolean).join(', ');
  return { 'List-Unsubscribe': listUnsubscribe, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
