import type { SupabaseClient } from '@supabase/supabase-js';
import { databaseFailure } from '../databaseFailure.ts';
import { confirmationMailFor } from './confirmationMail.ts';
import { serviceClient } from './serviceClient.ts';
import { randomToken, sha256Hex } from './tokens.ts';
import type { VisitorEnv } from './visitorEnv.ts';

/**
 * How the scheduler mails the confirmations the hourly cap held back: 25 claimed at a time, each
 * claim leased for two minutes, no new claim after 20 seconds, which keeps a run far inside the
 * edge's time limit; the next run (30 s locally, a minute in production) goes on.
 */
export const deferredPace = { batchSize: 25, leaseSeconds: 120, budgetMs: 20_000 };

export interface DeferredOutcome {
  sent: number;
  failed: number;
}

/**
 * Mails deferred confirmations, oldest request first, as far as this hour's cap leaves room, each
 * with a fresh confirm token. A mail sent ends its request's deferral; a failed one stays deferred
 * and is claimed again once its lease has run out (an attempt counts against the cap either way,
 * so a provider that is down cannot make the scheduler mail past it). A batch in which every mail failed ends the run: the
 * provider is down, and the next run tries again.
 */
export async function sendDeferredConfirmations(visitor: VisitorEnv, now: () => number = Date.now): Promise<DeferredOutcome> {
  const service = serviceClient(visitor);
  const outcome: DeferredOutcome = { sent: 0, failed: 0 };
  const deadline = now() + deferredPace.budgetMs;
  while (now() < deadline) {
    const tokens = new Map<string, string>();
    for (let count = 0; count < deferredPace.batchSize; count += 1) {
      const token = randomToken();
      tokens.set(await sha256Hex(token), token);
    }
    const { data, error, status } = await service.rpc('newsletter_claim_deferred_confirmations', {
      p_confirm_token_hashes: [...tokens.keys()],
      p_hourly_cap: visitor.confirmationsPerHour,
      p_lease_seconds: deferredPace.leaseSeconds,
    });
    if (error) throw databaseFailure('newsletter_claim_deferred_confirmations', { error, status });
    const claimed = (data ?? []) as { email: string; confirm_token_hash: string }[];
    if (claimed.length === 0) return outcome;
    const sent: string[] = [];
    for (const { email, confirm_token_hash } of claimed) {
      try {
        await visitor.mail.send(await confirmationMailFor(visitor, email, tokens.get(confirm_token_hash) ?? ''));
        sent.push(email);
      } catch (mailError) {
        console.warn('A deferred confirmation mail failed; it is sent again once its claim has run out:', mailError);
        outcome.failed += 1;
      }
    }
    await endDeferrals(service, sent);
    outcome.sent += sent.length;
    if (sent.length === 0) return outcome;
  }
  return outcome;
}

async function endDeferrals(service: SupabaseClient, emails: string[]): Promise<void> {
  if (emails.length === 0) return;
  const { error, status } = await service.from('newsletter_subscribers').update({ confirmation_deferred_at: null }).in('email', emails);
  if (error) throw databaseFailure('ending the deferrals of sent confirmations', { error, status });
}
