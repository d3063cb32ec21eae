import { unsubscribeTokenInput } from '../../../functions/_shared/visitor/newsletterLinks.ts';
import { hmacToken, sha256Hex } from '../../../functions/_shared/visitor/tokens.ts';

export interface SubscriberRow {
  email: string;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  unsubscribe_token_hash: string;
  confirmed_at: string | null;
  is_sample: boolean;
}

/**
 * Subscriber rows as the sign-up flow leaves them, with the unsubscribe token the functions derive
 * from the address under the backend's secret (its service role key), so the links in their mails
 * work. For one multi-row insert, through SQL or REST with the service role.
 */
export async function subscriberRows(
  secret: string,
  emails: readonly string[],
  status: SubscriberRow['status'] = 'confirmed',
  isSample = false,
): Promise<SubscriberRow[]> {
  const confirmedAt = status === 'pending' ? null : new Date().toISOString();
  return Promise.all(
    emails.map(async (email) => ({
      email,
      status,
      unsubscribe_token_hash: await sha256Hex(await hmacToken(secret, unsubscribeTokenInput(email))),
      confirmed_at: confirmedAt,
      is_sample: isSample,
    })),
  );
}
