import type { SupabaseClient } from '@supabase/supabase-js';
import { databaseFailure } from '../_shared/databaseFailure.ts';
import type { IssueSnapshot } from './issueMail.ts';

/** The database's answer of admin_newsletter_send_progress. */
export interface SendProgress {
  test_sent_at: string | null;
  test_sent_to: string | null;
  tested_content: string | null;
  started_at: string | null;
  finished_at: string | null;
  audience: number;
  total: number;
  sent: number;
  skipped: number;
  pending: number;
  done: boolean;
}

export interface DeliveryOutcome {
  id: number;
  error: string | null;
}

export interface ClaimedDelivery {
  delivery_id: number;
  email: string;
  idempotency_key: string;
}

/** The records of a send, read and written as the admin (every function here runs as the caller). */
export function sendRecords(caller: SupabaseClient, issueId: string) {
  const rpc = async <T>(name: string, args: Record<string, unknown>): Promise<T> => {
    const { data, error, status } = await caller.rpc(name, { p_issue_id: issueId, ...args });
    if (error) throw databaseFailure(name, { error, status });
    return data as T;
  };
  return {
    /** Where the send stands; finishes it (and publishes the issue) once nobody is pending. */
    progress: () => rpc<SendProgress>('admin_newsletter_send_progress', {}),
    recordTest: (sentTo: string, content: string) => rpc<null>('admin_newsletter_record_test', { p_sent_to: sentTo, p_content: content }),
    start: (content: string, snapshot: IssueSnapshot) =>
      rpc<'started' | 'already_started' | 'already_sent' | 'needs_test' | 'changed_since_test'>('admin_newsletter_start_send', {
        p_content: content,
        p_subject: snapshot.subject,
        p_preheader: snapshot.preheader,
        p_html: snapshot.html,
        p_text: snapshot.text,
      }),
    claim: (limit: number, leaseSeconds: number) =>
      rpc<ClaimedDelivery[]>('admin_newsletter_claim', { p_limit: limit, p_lease_seconds: leaseSeconds }),
    /** The outcome of each mail of a batch: error null for sent. */
    record: (outcomes: readonly DeliveryOutcome[]) => rpc<null>('admin_newsletter_record_deliveries', { p_outcomes: outcomes }),
    /** The issue as it is being mailed, frozen when the send started. */
    async snapshot(): Promise<IssueSnapshot> {
      const { data, error, status } = await caller
        .from('newsletter_sends')
        .select('subject, preheader, html_body, text_body')
        .eq('issue_id', issueId)
        .single();
      if (error) throw databaseFailure('newsletter_sends', { error, status });
      return { subject: data.subject, preheader: data.preheader, html: data.html_body, text: data.text_body };
    },
  };
}

export type SendRecords = ReturnType<typeof sendRecords>;
