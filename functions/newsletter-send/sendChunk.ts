import { FunctionError } from '../_shared/errors.ts';
import { unsubscribeLinks, unsubscribeTokenInput } from '../_shared/visitor/newsletterLinks.ts';
import { hmacToken } from '../_shared/visitor/tokens.ts';
import type { VisitorEnv } from '../_shared/visitor/visitorEnv.ts';
import { issueMail, type IssueSnapshot } from './issueMail.ts';
import type { DeliveryOutcome, SendRecords } from './sendRecords.ts';

/**
 * How one call sends: recipients are claimed 25 at a time, each claim leased for two minutes, and
 * no new claim starts after 20 seconds. A call so ends well inside the edge's 150 s limit, with
 * room for the last batch's slow mails, and a crashed call's recipients come back within minutes.
 */
export const sendPace = { batchSize: 25, leaseSeconds: 120, budgetMs: 20_000 };

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Sends claimed recipients their mail until the budget is spent or nobody is left, recording each
 * batch's outcomes once it is through. A failed mail is recorded and retried by a later claim with
 * the same idempotency key; a batch in which every mail failed stops the call (the provider is
 * down), with its error. A crash before a batch is recorded leaves its recipients leased: the next
 * claim after the lease mails them again with the same keys, which the provider ignores.
 */
export async function sendChunk(records: SendRecords, visitor: VisitorEnv, snapshot: IssueSnapshot, now: () => number): Promise<void> {
  const deadline = now() + sendPace.budgetMs;
  while (now() < deadline) {
    const batch = await records.claim(sendPace.batchSize, sendPace.leaseSeconds);
    if (batch.length === 0) return;
    const outcomes: DeliveryOutcome[] = [];
    for (const delivery of batch) {
      const token = await hmacToken(visitor.secret, unsubscribeTokenInput(delivery.email));
      const links = { ...unsubscribeLinks(visitor, token), mailto: visitor.contactTo };
      try {
        await visitor.mail.send(issueMail(snapshot, delivery.email, links, delivery.idempotency_key));
        outcomes.push({ id: delivery.delivery_id, error: null });
      } catch (error) {
        outcomes.push({ id: delivery.delivery_id, error: errorText(error) });
      }
    }
    await records.record(outcomes);
    const sent = outcomes.filter((outcome) => outcome.error === null).length;
    const lastError = outcomes.findLast((outcome) => outcome.error !== null)?.error;
    if (sent === 0) {
      throw new FunctionError('service_unavailable', `No mail of the last ${batch.length} could be sent: ${lastError}. Try again later.`, {
        cause: lastError,
      });
    }
  }
}
