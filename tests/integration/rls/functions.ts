import { randomUUID } from 'node:crypto';
import { adminOnly, everyone, nobody, signedIn, type PerActor, type WriteRule } from './accessRules.ts';
import { analyticsFunctionAccess, analyticsPrivateFunctionExecutors } from './analyticsAccess.ts';
import { workstationFunctionAccess, workstationPrivateFunctionExecutors } from './workstationAccess.ts';
import {
  newsletterSendingFunctionAccess,
  newsletterSendingPrivateFunctionExecutors,
  publishingAnalysisFunctionAccess,
} from './newsletterSendingAccess.ts';
import { knowledgeFunctionAccess, knowledgePrivateFunctionExecutors } from './knowledgeAccess.ts';
import { evaluationsFunctionAccess } from './evaluationsAccess.ts';
import { labFunctionAccess } from './labAccess.ts';
import { publishingFunctionAccess, publishingPrivateFunctionExecutors } from './publishingAccess.ts';
import { workbenchFunctionAccess, workbenchPrivateFunctionExecutors } from './workbenchAccess.ts';
import { credentialsFunctionAccess, credentialsPrivateFunctionExecutors } from './credentialsAccess.ts';
import { partnerDataFunctionAccess, partnerDataPrivateFunctionExecutors } from './partnerDataAccess.ts';
import { radarFunctionAccess } from './radarAccess.ts';
import type { Queries } from '../../../server/db/database.ts';

/** One database function the REST API exposes (`/rest/v1/rpc/<name>`), and who may call it. */
export interface FunctionAccess {
  name: string;
  /** Valid arguments, so that only the grant decides. */
  args(): Record<string, unknown>;
  /** Tables the function writes: a refused call must leave them as they were. */
  writes: readonly string[];
  /** Rows the call needs, stored as the database owner before each actor's call. */
  before?(db: Queries): Promise<void>;
  call: PerActor<WriteRule>;
  /** The SQLSTATE every refusal carries, where the matrix holds it to one. */
  refusal?: string;
}

const hexHash = (letter: string) => letter.repeat(64);

/**
 * Every function in schema public. is_admin(), the comparison, the share-link read and the
 * account's export and deletion are for callers; the others are the visitor functions' tools, for the service role alone, since they
 * skip the validation, the honeypot and the rate limits that the functions apply. The hashes are those seeded in tables.ts.
 */
export const functionAccess: readonly FunctionAccess[] = [
  { name: 'is_admin', args: () => ({}), writes: [], call: everyone },
  { name: 'assessment_comparison', args: () => ({ p_role_id: 'ceo', p_score: 50 }), writes: [], call: signedIn },
  // The caller's own latest result, read with its role's guidance; nobody else's.
  { name: 'own_assessment_result', args: () => ({ p_score: 58 }), writes: [], call: signedIn },
  { name: 'shared_result', args: () => ({ p_token: '0'.repeat(64) }), writes: [], call: everyone },
  // A person's own data, read under the tables' policies; nobody else's.
  { name: 'account_export', args: () => ({}), writes: [], call: signedIn },
  {
    // Removes what is kept under the caller's own address; the admin, the only one, is refused and nothing changes.
    name: 'prepare_account_deletion',
    args: () => ({}),
    writes: [
      'public.leads',
      'public.contact_messages',
      'public.newsletter_subscribers',
      'public.newsletter_sends',
      'private.ai_provider_calls',
    ],
    call: { anon: 'denied', user: 'allowed', otherUser: 'allowed', admin: 'denied' },
  },
  // The scheduler's: only the service role (the embedded timer, production's cron job) publishes.
  { name: 'publish_due_pieces', args: () => ({}), writes: ['public.articles', 'public.podcast_episodes'], call: nobody },
  {
    name: 'take_rate_limit',
    args: () => ({ p_key: 'contact-submit:ip:forged', p_limit: 1, p_window_seconds: 60 }),
    writes: ['private.rate_limits'],
    call: nobody,
  },
  {
    name: 'take_ai_provider_call',
    args: () => ({ p_user_id: randomUUID(), p_user_limit: 100, p_global_limit: 100 }),
    writes: ['private.ai_provider_calls'],
    call: nobody,
  },
  {
    name: 'store_analytics_batches',
    args: () => ({
      p_batches: [
        {
          batch_id: randomUUID(),
          sent_at: new Date().toISOString(),
          events: [{ name: 'page_view', session_id: 'planted-session', occurred_at: new Date().toISOString() }],
        },
      ],
    }),
    writes: ['public.analytics_batches', 'public.analytics_events'],
    call: nobody,
  },
  {
    name: 'newsletter_request_confirmation',
    args: () => ({
      p_email: `planted.${randomUUID()}@example.test`,
      p_confirm_token_hash: hexHash('d'),
      p_unsubscribe_token_hash: hexHash('e'),
      p_cooldown_seconds: 0,
      p_hourly_cap: 100,
    }),
    writes: ['public.newsletter_subscribers', 'private.rate_limits'],
    call: nobody,
  },
  {
    // The scheduler's: it hands out deferred addresses with the confirm tokens it brings.
    name: 'newsletter_claim_deferred_confirmations',
    args: () => ({ p_confirm_token_hashes: [hexHash('f')], p_hourly_cap: 100, p_lease_seconds: 120 }),
    writes: ['public.newsletter_subscribers', 'private.rate_limits'],
    call: nobody,
  },
  {
    name: 'newsletter_confirm',
    args: () => ({ p_token_hash: hexHash('c'), p_valid_seconds: 86_400 }),
    writes: ['public.newsletter_subscribers'],
    call: nobody,
  },
  { name: 'newsletter_unsubscribe', args: () => ({ p_token_hash: hexHash('a') }), writes: ['public.newsletter_subscribers'], call: nobody },
  {
    name: 'search_site_passages',
    args: () => ({ p_question: 'How do I start using AI safely at work?', p_limit: 3 }),
    writes: [],
    call: signedIn,
  },
  { name: 'lead_stage_counts', args: () => ({}), writes: [], call: signedIn },
  { name: 'tasks_in_view', args: () => ({ p_view: 'open', p_time_zone: 'Europe/Berlin' }), writes: [], call: signedIn },
  { name: 'task_counts', args: () => ({ p_time_zone: 'Europe/Berlin' }), writes: [], call: signedIn },
  { name: 'static_page_switches', args: () => ({}), writes: [], call: everyone },
  {
    name: 'replace_site_passages',
    args: () => ({ p_passages: [{ title: 'Planted', page_title: 'Planted page', url: '/advisory', text: 'A passage no build wrote.' }] }),
    writes: ['public.site_passages'],
    call: nobody,
  },
  ...analyticsFunctionAccess,
  ...workstationFunctionAccess,
  ...newsletterSendingFunctionAccess,
  ...publishingAnalysisFunctionAccess,
  ...knowledgeFunctionAccess,
  ...evaluationsFunctionAccess,
  ...labFunctionAccess,
  ...publishingFunctionAccess,
  ...workbenchFunctionAccess,
  ...credentialsFunctionAccess,
  ...partnerDataFunctionAccess,
  ...radarFunctionAccess,
  {
    name: 'record_operation_outcomes',
    args: () => ({ p_outcomes: [{ origin: 'function', name: 'planted', status: 200, duration_ms: 1 }] }),
    writes: ['public.operation_outcomes'],
    call: nobody,
  },
  { name: 'admin_operations_health', args: () => ({ p_hours: 24 }), writes: [], call: adminOnly },
  { name: 'admin_recent_operations', args: () => ({ p_limit: 10, p_name: null, p_status_class: '4xx' }), writes: [], call: adminOnly },
  { name: 'admin_operation_names', args: () => ({}), writes: [], call: adminOnly },
  { name: 'admin_ai_apps_figures', args: () => ({ p_functions: ['ai-chat'], p_workflows: ['lead-triage'] }), writes: [], call: adminOnly },
  { name: 'admin_applied_migrations', args: () => ({}), writes: [], call: adminOnly },
  {
    // A batch id nobody stored: the admin's call removes nothing and answers 0.
    name: 'admin_remove_system_test_batch',
    args: () => ({ p_batch_id: randomUUID() }),
    writes: ['public.analytics_batches', 'public.analytics_events'],
    call: adminOnly,
  },
];

/**
 * Every function of the private schema, which the API does not expose, and the API roles that may
 * execute it: the pre-request function, which PostgREST calls as the request's role, and the
 * helpers that functions of schema public call as their caller. The others are trigger and
 * maintenance functions, which run without a grant.
 */
export const privateFunctionExecutors: Readonly<Record<string, readonly string[]>> = {
  address_records: ['authenticated'],
  cap_visitor_rows: [],
  count_voice_message: [],
  lead_from_contact_message: [],
  lead_stage_moved: [],
  record_site_switch_change: [],
  check_request: ['anon', 'authenticated', 'service_role'],
  confirmation_mails_this_hour: [],
  count_confirmation_mails: [],
  question_query: ['authenticated', 'service_role'],
  remove_expired_voice_sessions: [],
  require_admin: ['authenticated', 'service_role'],
  score_answers: [],
  // Only the names of each role's dimensions, for the console's assessment figures.
  assessment_dimension_names: ['authenticated', 'service_role'],
  skip_when_analytics_paused: [],
  stamp_voice_reference: [],
  store_user_consent: [],
  store_visitor_row: [],
  verify_result_score: [],
  ...analyticsPrivateFunctionExecutors,
  ...workstationPrivateFunctionExecutors,
  ...publishingPrivateFunctionExecutors,
  ...newsletterSendingPrivateFunctionExecutors,
  ...knowledgePrivateFunctionExecutors,
  ...workbenchPrivateFunctionExecutors,
  ...credentialsPrivateFunctionExecutors,
  ...partnerDataPrivateFunctionExecutors,
};
