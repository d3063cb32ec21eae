import { randomUUID } from 'node:crypto';
import { adminOnly, adminReads, nobody, type TableAccess } from './accessRules.ts';
import type { FunctionAccess } from './functions.ts';

const issue = '00000000-0000-4000-8000-0000000a5e01';
const testedIssue = '00000000-0000-4000-8000-0000000a5e02';
const subscriber = '00000000-0000-4000-8000-0000000a5e11';
const otherSubscriber = '00000000-0000-4000-8000-0000000a5e12';

/**
 * A send and its deliveries are the admin's, read and written through the admin's send functions
 * (which run as the admin); nobody deletes them but by deleting the issue. Listed before the
 * publishing tables: the admin's delete of every issue there takes these rows with it.
 */
export const newsletterSendingTableAccess: readonly TableAccess[] = [
  {
    table: 'public.newsletter_sends',
    seedSql: () => `
      insert into public.newsletter_issues (id, slug, subject) values ('${issue}', 'sending-seeded', 'A seeded send'),
        ('${testedIssue}', 'sending-tested', 'A tested issue');
      insert into public.newsletter_sends (issue_id, test_sent_at, test_sent_to, tested_content)
        values ('${issue}', now(), 'owner@example.test', repeat('0', 64))`,
    newRow: () => ({ issue_id: testedIssue, test_sent_at: new Date().toISOString(), test_sent_to: 'owner@example.test' }),
    change: { test_sent_to: 'someone.else@example.test' },
    frozenChange: { issue_id: randomUUID() },
    select: adminReads,
    insert: adminOnly,
    update: adminOnly,
    delete: nobody,
  },
  {
    table: 'public.newsletter_deliveries',
    seedSql: () => `
      insert into public.newsletter_subscribers (id, email, status, unsubscribe_token_hash)
        values ('${subscriber}', 'sent.to@example.test', 'confirmed', repeat('7', 64)),
          ('${otherSubscriber}', 'listed@example.test', 'confirmed', repeat('8', 64));
      insert into public.newsletter_deliveries (issue_id, subscriber_id, email, idempotency_key)
        values ('${issue}', '${subscriber}', 'sent.to@example.test', 'newsletter-seeded')`,
    newRow: () => ({ issue_id: issue, subscriber_id: otherSubscriber, email: 'listed@example.test', idempotency_key: randomUUID() }),
    change: { last_error: 'Rewritten.' },
    frozenChange: { idempotency_key: 'forged' },
    select: adminReads,
    insert: adminOnly,
    update: adminOnly,
    delete: nobody,
  },
];

/** The send's steps: the admin's alone; each refuses anyone else before touching a row. */
export const newsletterSendingFunctionAccess: readonly FunctionAccess[] = [
  {
    name: 'admin_newsletter_record_test',
    args: () => ({ p_issue_id: randomUUID(), p_sent_to: 'owner@example.test', p_content: '0'.repeat(64) }),
    writes: ['public.newsletter_sends'],
    call: adminOnly,
  },
  {
    // No test was sent for this issue: the admin's call answers needs_test and lists nobody.
    name: 'admin_newsletter_start_send',
    args: () => ({ p_issue_id: randomUUID(), p_content: '0'.repeat(64), p_subject: 'S', p_preheader: '', p_html: '<p>B</p>', p_text: 'B' }),
    writes: ['public.newsletter_sends', 'public.newsletter_deliveries'],
    call: adminOnly,
  },
  {
    name: 'admin_newsletter_claim',
    args: () => ({ p_issue_id: randomUUID(), p_limit: 10, p_lease_seconds: 60 }),
    writes: ['public.newsletter_deliveries'],
    call: adminOnly,
  },
  {
    name: 'admin_newsletter_record_deliveries',
    args: () => ({ p_issue_id: randomUUID(), p_outcomes: [{ id: 0, error: null }] }),
    writes: ['public.newsletter_deliveries'],
    call: adminOnly,
  },
  { name: 'admin_newsletter_send_progress', args: () => ({ p_issue_id: randomUUID() }), writes: [], call: adminOnly },
];

/** The guards of an issue's status and deletion run as triggers, without a grant. */
export const newsletterSendingPrivateFunctionExecutors: Readonly<Record<string, readonly string[]>> = {
  refuse_deleting_issue_in_sending: [],
  refuse_unsent_issue_publication: [],
};

const today = () => new Date().toISOString().slice(0, 10);

/** The figures of /publishing-analysis: the admin's alone, refused to anyone else before any read. */
export const publishingAnalysisFunctionAccess: readonly FunctionAccess[] = [
  'admin_publishing_articles',
  'admin_publishing_issues',
  'admin_publishing_episodes',
  'admin_subscriber_growth',
].map((name) => ({ name, args: () => ({ p_from: today(), p_to: today(), p_time_zone: 'UTC' }), writes: [], call: adminOnly }));
