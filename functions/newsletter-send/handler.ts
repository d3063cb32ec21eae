import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { requireAdmin } from '../_shared/adminCaller.ts';
import { readJsonBody } from '../_shared/body.ts';
import { signedInClaims } from '../_shared/callerClaims.ts';
import { createCallerClient } from '../_shared/callerClient.ts';
import { databaseFailure } from '../_shared/databaseFailure.ts';
import { FunctionError } from '../_shared/errors.ts';
import { serveHandler } from '../_shared/serveHandler.ts';
import { unsubscribeLinks, unsubscribeTokenInput } from '../_shared/visitor/newsletterLinks.ts';
import { hmacToken, sha256Hex } from '../_shared/visitor/tokens.ts';
import { type VisitorEnv, visitorEnv } from '../_shared/visitor/visitorEnv.ts';
import { contentOf, type IssueSource, issueMail, issueSnapshot } from './issueMail.ts';
import { sendChunk } from './sendChunk.ts';
import { type SendProgress, sendRecords } from './sendRecords.ts';

const bodySchema = z.strictObject({
  action: z.enum(['status', 'test', 'send']),
  issue: z.uuid({ error: 'expected the issue id (a UUID)' }),
});

const startRefusals = {
  needs_test: 'Send a test to yourself first: an issue goes to everyone only once you have seen it in your own inbox.',
  changed_since_test: 'The issue changed after your last test. Send a new test first, so what goes out is what you saw.',
  already_sent: 'This issue has been sent already.',
} as const;

/**
 * newsletter-send (admin): POST `{ action, issue }` → the send's state `{ test, started,
 * finishedAt, audience, total, sent, skipped, pending, done }` (audience: the confirmed
 * subscribers a send would reach now).
 * - `status`: the state only;
 * - `test`: mails the issue to the admin's own address (from the session, never the request);
 * - `send`: starts the send on the first call (409 until a test of the current content was sent),
 *   then mails a chunk of the confirmed subscribers within a time budget. The caller calls again
 *   until `done`; concurrent calls share the work and never mail one recipient twice.
 * 401 signed out, 403 not the admin, 404 no such issue, 503 when the mail provider fails.
 */
export const handle = serveHandler(['POST'], async (request, env) => {
  const claims = signedInClaims(request);
  const caller = createCallerClient(request, env);
  await requireAdmin(caller, 'Sending a newsletter issue');
  const { action, issue: issueId } = await readJsonBody(request, bodySchema, 1024);
  const issue = await readIssue(caller, issueId);
  const visitor = visitorEnv(env);
  const records = sendRecords(caller, issueId);
  const content = await sha256Hex(contentOf(issue));
  if (action === 'test') await sendTest(visitor, records, issue, claims.email, content);
  if (action === 'send') {
    if (!(await records.progress()).started_at) {
      const answer = await records.start(content, issueSnapshot(issue, visitor.siteUrl));
      if (answer !== 'started' && answer !== 'already_started') throw new FunctionError('conflict', startRefusals[answer]);
    }
    if (!(await records.progress()).done) await sendChunk(records, visitor, await records.snapshot(), Date.now);
  }
  return Response.json(sendState(await records.progress(), content));
});

async function readIssue(caller: SupabaseClient, issueId: string): Promise<IssueSource> {
  const { data, error, status } = await caller
    .from('newsletter_issues')
    .select('subject, preheader, body_md')
    .eq('id', issueId)
    .maybeSingle();
  if (error) throw databaseFailure('newsletter_issues', { error, status });
  if (!data) throw new FunctionError('not_found', `There is no newsletter issue ${issueId}.`);
  return data;
}

async function sendTest(
  visitor: VisitorEnv,
  records: ReturnType<typeof sendRecords>,
  issue: IssueSource,
  to: string | undefined,
  content: string,
) {
  if (!to) throw new FunctionError('validation_failed', 'The session carries no email address to send the test to.');
  const links = { ...unsubscribeLinks(visitor, await hmacToken(visitor.secret, unsubscribeTokenInput(to))), mailto: visitor.contactTo };
  const mail = issueMail(issueSnapshot(issue, visitor.siteUrl), to, links);
  try {
    await visitor.mail.send({ ...mail, subject: `[Test] ${mail.subject}` });
  } catch (error) {
    throw new FunctionError('service_unavailable', 'The mail sender failed to send the test; see the function logs and try again.', {
      cause: error,
    });
  }
  await records.recordTest(to, content);
}

/** The state the panel shows; `test.current` says whether the newest test showed the issue as it is now. */
function sendState(progress: SendProgress, content: string) {
  return {
    test: progress.test_sent_at
      ? { sentAt: progress.test_sent_at, to: progress.test_sent_to, current: progress.tested_content === content }
      : null,
    started: progress.started_at !== null,
    finishedAt: progress.finished_at,
    audience: progress.audience,
    total: progress.total,
    sent: progress.sent,
    skipped: progress.skipped,
    pending: progress.pending,
    done: progress.done,
  };
}
