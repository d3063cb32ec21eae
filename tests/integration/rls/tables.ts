import { randomUUID } from 'node:crypto';
import {
  adminOnly,
  adminReads,
  everyone,
  nobody,
  nobodyReads,
  ownerAndAdminRead,
  ownerRead,
  ownerWrites,
  ownId,
  signedIn,
  signedInRead,
  type TableAccess,
} from './accessRules.ts';
import { analyticsTableAccess } from './analyticsAccess.ts';
import { newsletterSendingTableAccess } from './newsletterSendingAccess.ts';
import { knowledgeTableAccess } from './knowledgeAccess.ts';
import { evaluationsTableAccess } from './evaluationsAccess.ts';
import { labTableAccess } from './labAccess.ts';
import { workbenchTableAccess } from './workbenchAccess.ts';
import { credentialsTableAccess } from './credentialsAccess.ts';
import { publishingTableAccess } from './publishingAccess.ts';
import { partnerDataTableAccess } from './partnerDataAccess.ts';
import { radarTableAccess } from './radarAccess.ts';

const seededBatch = '7c1f6a52-3d0e-4f5b-9a61-2b8e4c0d9f17';
const seededChat = 'b8d2f0c4-61a7-4e3b-9c25-0f4e7a1d3b96';
/** Each actor's seeded voice session has this id, with the actor's user id in its last part. */
const voiceSessionOf = (userId: string) => `5e55a0be-0000-4000-8000-${userId.replaceAll('-', '').slice(-12)}`;
/** The sessions of the messages' seed and of the sessions' own, whichever comes first. */
const voiceSessionsSeed = (ids: { user: string; otherUser: string; admin: string }) =>
  `insert into public.voice_sessions (id, user_id) select ('5e55a0be-0000-4000-8000-' || right(replace(id::text, '-', ''), 12))::uuid, id from unnest(array['${ids.user}', '${ids.otherUser}', '${ids.admin}']::uuid[]) as id on conflict do nothing`;
const session = () => `session-${randomUUID()}`;
const browser = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/**
 * Every table of the migrations and who may do what with it through REST with their own token.
 * A new table is one entry here; table-access.test.ts tries every entry with every actor.
 */
export const tableAccess: readonly TableAccess[] = [
  {
    table: 'private.admin_emails',
    seedSql: () => '',
    newRow: () => ({ email: 'intruder@example.test' }),
    change: { email: 'intruder@example.test' },
    select: nobodyReads,
    insert: nobody,
    update: nobody,
    delete: nobody,
  },
  {
    table: 'private.rate_limits',
    seedSql: () => `insert into private.rate_limits (key, window_start, count) values ('contact-submit:ip:seeded', now(), 1)`,
    newRow: () => ({
      key: 'contact-submit:ip:forged',
      window_start: new Date().toISOString(),
      count: 1,
    }),
    change: { count: 0 },
    select: nobodyReads,
    insert: nobody,
    update: nobody,
    delete: nobody,
  },
  {
    table: 'private.ai_provider_calls',
    seedSql: (ids) =>
      `insert into private.ai_provider_calls (day, scope, calls) values (current_date, 'user:${ids.user}', 3), (current_date, 'global', 3)`,
    newRow: (_actor, ids) => ({ day: new Date().toISOString().slice(0, 10), scope: `user:${ids.otherUser}`, calls: 0 }),
    change: { calls: 0 },
    select: nobodyReads,
    insert: nobody,
    update: nobody,
    delete: nobody,
  },
  {
    table: 'private.client_key_secret',
    seedSql: () => '',
    newRow: () => ({ only_row: true, secret: `\\x${'00'.repeat(32)}` }),
    change: { secret: `\\x${'ff'.repeat(32)}` },
    select: nobodyReads,
    insert: nobody,
    update: nobody,
    delete: nobody,
  },
  {
    table: 'public.assessment_results',
    ownerColumn: 'user_id',
    seedSql: (
      ids,
    ) => `insert into public.assessment_results (id, user_id, client_result_id, role_id, content_version, overall_score, level, dimension_scores, answers)
      select id, id, gen_random_uuid(), 'ceo', '2025-11', 58, 'Developing', '{"strategy": 60}', '{"q1": "b"}' from unnest(array['${ids.user}', '${ids.otherUser}', '${ids.admin}']::uuid[]) as id`,
    newRow: (actor, ids) => ({
      user_id: ownId(actor, ids),
      client_result_id: randomUUID(),
      role_id: 'cfo',
      content_version: '2025-11',
      overall_score: 71,
      level: 'Confident',
      dimension_scores: { finance: 71 },
      answers: { q1: 'c' },
    }),
    change: { overall_score: 100 },
    select: ownerAndAdminRead,
    insert: signedIn,
    update: nobody,
    delete: nobody,
  },
  {
    // Each seeded result above has its owner's id as its own, so a share can name it.
    table: 'public.assessment_result_shares',
    ownerColumn: 'user_id',
    seedSql: (ids) =>
      `insert into public.assessment_result_shares (result_id, user_id) select id, id from unnest(array['${ids.user}', '${ids.otherUser}', '${ids.admin}']::uuid[]) as id`,
    newRow: (actor, ids) => ({
      result_id: actor === 'anon' ? ids.user : ids[actor],
      user_id: ownId(actor, ids),
    }),
    change: { revoked_at: '2026-11-26T00:00:00+00:00' },
    frozenChange: { revoked_at: null },
    select: ownerRead,
    insert: signedIn,
    update: ownerWrites,
    delete: nobody,
  },
  {
    table: 'private.assessment_scoring',
    seedSql: () => '',
    newRow: () => ({ role_id: 'forged-role', scoring: {} }),
    change: { scoring: {} },
    select: nobodyReads,
    insert: nobody,
    update: nobody,
    delete: nobody,
  },
  {
    table: 'public.user_consent',
    ownerColumn: 'user_id',
    seedSql: (ids) =>
      `insert into public.user_consent (session_id, user_id, analytics_consent) values ('seeded-user-session', '${ids.user}', true), ('seeded-visitor-session', null, false)`,
    newRow: (actor, ids) => ({
      session_id: session(),
      user_id: ownId(actor, ids),
      analytics_consent: true,
      personalization_consent: false,
      marketing_consent: false,
      privacy_notice_version: '2025-11',
    }),
    change: { analytics_consent: false, marketing_consent: true },
    select: adminReads,
    insert: everyone,
    update: nobody,
    delete: nobody,
  },
  {
    table: 'public.consent_log',
    ownerColumn: 'user_id',
    seedSql: (ids) =>
      `insert into public.consent_log (session_id, user_id, action, analytics_consent, personalization_consent, marketing_consent) values ('seeded-user-session', '${ids.user}', 'accept_all', true, true, true), ('seeded-visitor-session', null, 'reject_all', false, false, false)`,
    newRow: (actor, ids) => ({
      client_event_id: randomUUID(),
      session_id: session(),
      user_id: ownId(actor, ids),
      action: 'customize',
      analytics_consent: true,
      personalization_consent: false,
      marketing_consent: false,
      user_agent: browser,
      privacy_notice_version: '2025-11',
    }),
    change: { action: 'accept_all' },
    select: adminReads,
    insert: everyone,
    update: nobody,
    delete: nobody,
  },
  {
    table: 'public.feature_usage',
    seedSql: () =>
      `insert into public.feature_usage (feature, session_id) values ('lead_timed', 'seeded-visitor-session'), ('lead_exit', 'seeded-user-session')`,
    newRow: () => ({
      client_event_id: randomUUID(),
      feature: 'lead_scroll',
      session_id: session(),
    }),
    change: { feature: 'lead_exit' },
    select: adminReads,
    insert: everyone,
    update: nobody,
    delete: nobody,
  },
  {
    table: 'public.analytics_batches',
    seedSql: () => `insert into public.analytics_batches (batch_id, event_count, sent_at) values ('${seededBatch}', 1, now())`,
    newRow: () => ({
      batch_id: randomUUID(),
      event_count: 1,
      sent_at: new Date().toISOString(),
    }),
    change: { event_count: 50 },
    select: adminReads,
    insert: nobody,
    update: nobody,
    delete: nobody,
  },
  {
    table: 'public.analytics_events',
    seedSql: () =>
      `insert into public.analytics_events (batch_id, name, session_id, occurred_at, url) values ('${seededBatch}', 'page_view', 'seeded-visitor-session', now(), 'https://example.test/welcome')`,
    newRow: () => ({
      batch_id: seededBatch,
      name: 'page_view',
      session_id: session(),
      occurred_at: new Date().toISOString(),
      url: 'https://example.test/contact',
      data: {},
    }),
    change: { name: 'assessment_complete' },
    select: adminReads,
    insert: nobody,
    update: nobody,
    delete: nobody,
  },
  {
    table: 'public.firstparty_events',
    seedSql: () =>
      `insert into public.firstparty_events (type, session_id, payload, context) values ('page_view', 'seeded-visitor-session', '{"path": "/welcome", "title": "Welcome"}', '{"locale": "en-GB"}')`,
    newRow: () => ({
      client_event_id: randomUUID(),
      type: 'feature_use',
      session_id: session(),
      payload: { feature: 'jobs-heatmap-filter' },
      context: { locale: 'en-GB' },
    }),
    change: { type: 'app_usage' },
    select: adminReads,
    insert: nobody,
    update: nobody,
    delete: nobody,
  },
  {
    table: 'public.newsletter_subscribers',
    seedSql: () => `insert into public.newsletter_subscribers (email, status, unsubscribe_token_hash, confirm_token_hash, last_mail_sent_at)
      values ('subscribed@example.test', 'confirmed', repeat('a', 64), null, now()), ('waiting@example.test', 'pending', repeat('b', 64), repeat('c', 64), now())`,
    newRow: () => ({
      email: `planted.${randomUUID()}@example.test`,
      status: 'confirmed',
      unsubscribe_token_hash: randomUUID().replace(/-/g, '').repeat(2),
    }),
    change: { status: 'unsubscribed' },
    select: adminReads,
    insert: nobody,
    update: nobody,
    delete: nobody,
  },
  {
    table: 'public.contact_messages',
    seedSql: () =>
      `insert into public.contact_messages (name, email, message) values ('Dana Whitfield', 'dana@example.test', 'Could we talk about a workshop in spring?')`,
    newRow: () => ({
      name: 'Planted',
      email: 'planted@example.test',
      message: 'A message that skipped the honeypot and the rate limits.',
    }),
    change: { handled: true },
    frozenChange: {
      is_sample: true,
      message: 'Rewritten after it was sent.',
      email: 'someone.else@example.test',
    },
    select: adminReads,
    insert: nobody,
    update: adminOnly,
    delete: nobody,
  },
  {
    // Listed before its conversations: the admin's delete there removes these rows with theirs.
    table: 'public.ai_chat_messages',
    seedSql: (
      ids,
    ) => `insert into public.ai_chat_conversations (id, user_id, title) values ('${seededChat}', '${ids.admin}', 'Workshop outline')
      on conflict do nothing;
      insert into public.ai_chat_messages (conversation_id, role, content, mode, sources)
      values ('${seededChat}', 'user', 'Outline a workshop on safe AI use.', null, '[]'),
        ('${seededChat}', 'assistant', 'From the site: start with the safe-use checklist.', 'site_guide', '[{"title": "Safe use", "url": "/ai-survival-kit#safe-use"}]')`,
    newRow: () => ({
      conversation_id: seededChat,
      role: 'user',
      content: 'A planted question.',
    }),
    change: { content: 'Rewritten after it was said.' },
    select: adminReads,
    insert: adminOnly,
    update: nobody,
    delete: adminOnly,
  },
  {
    table: 'public.ai_chat_conversations',
    ownerColumn: 'user_id',
    seedSql: (ids) => `insert into public.ai_chat_conversations (user_id, title) values ('${ids.admin}', 'Newsletter ideas')`,
    newRow: (actor, ids) => ({
      user_id: ownId(actor, ids),
      title: 'A planted conversation',
    }),
    change: { title: 'Renamed' },
    frozenChange: { user_id: randomUUID() },
    select: adminReads,
    insert: adminOnly,
    update: adminOnly,
    delete: adminOnly,
  },
  {
    table: 'public.leads',
    seedSql: () =>
      `insert into public.leads (name, organisation, stage, notes) values ('Priya Raman', 'Northwind Health', 'proposal', 'Met at the AI summit.')`,
    newRow: () => ({ name: 'Planted', organisation: 'Planted Ltd', stage: 'client' }),
    change: { stage: 'closed', notes: 'Rewritten.' },
    // The reply and triage fields are the tools' (draft_reply, send_reply, record_triage): a sent
    // reply cannot be forged or cleared, nor a triage score set by hand.
    frozenChange: {
      is_sample: true,
      contact_message_id: randomUUID(),
      reply_sent_at: '2000-01-01T00:00:00+00:00',
      triage_score: 99,
      triaged_at: '2000-01-01T00:00:00+00:00',
    },
    select: adminReads,
    insert: adminOnly,
    update: adminOnly,
    delete: adminOnly,
  },
  {
    table: 'public.tasks',
    seedSql: () => `insert into public.tasks (title, due_on) values ('Send the workshop outline', current_date + 2)`,
    newRow: () => ({ title: 'A planted task', due_on: new Date().toISOString().slice(0, 10) }),
    change: { notes: 'Marked as reviewed.' },
    frozenChange: { is_sample: true },
    select: adminReads,
    insert: adminOnly,
    update: adminOnly,
    delete: adminOnly,
  },
  {
    table: 'public.site_switches',
    seedSql: () => '',
    newRow: () => ({ key: 'lead_popups', enabled: false }),
    // Flipped on, as every switch already is, so the tables tried after this one are not paused.
    change: { enabled: true },
    frozenChange: { key: 'planted', updated_by: randomUUID() },
    select: adminReads,
    insert: nobody,
    update: adminOnly,
    delete: nobody,
  },
  {
    table: 'public.site_switch_changes',
    seedSql: () =>
      `insert into public.site_switch_changes (key, enabled, changed_by_email) values ('voice_assistant', true, 'owner@example.test')`,
    newRow: () => ({ key: 'newsletter_signups', enabled: false, changed_by_email: 'forged@example.test' }),
    change: { changed_by_email: 'forged@example.test' },
    select: adminReads,
    insert: nobody,
    update: nobody,
    delete: nobody,
  },
  {
    // Written by the server alone (the embedded rebuilder, or a function with the service role).
    table: 'public.site_builds',
    seedSql: () => `insert into public.site_builds (state, started_at, finished_at) values ('live', now(), now())`,
    newRow: () => ({ state: 'queued' }),
    change: { state: 'live' },
    select: adminReads,
    insert: nobody,
    update: nobody,
    delete: nobody,
  },
  {
    table: 'public.site_passages',
    seedSql: () =>
      `insert into public.site_passages (title, page_title, url, text) values ('Safe-use checklist', 'AI Confidence Kit', '/ai-survival-kit#safe-use-title', 'Never paste passwords into a tool your organisation has not approved.')`,
    newRow: () => ({ title: 'Planted', page_title: 'Planted page', url: '/advisory', text: 'A passage no build wrote.' }),
    change: { text: 'Rewritten outside the build.' },
    select: signedInRead,
    insert: nobody,
    update: nobody,
    delete: nobody,
  },
  {
    // Before the sessions: their owners' deletes there take these messages with them.
    table: 'public.voice_messages',
    ownerColumn: 'user_id',
    seedSql: (ids) =>
      `${voiceSessionsSeed(ids)}; insert into public.voice_messages (session_id, user_id, role, text) select ('5e55a0be-0000-4000-8000-' || right(replace(id::text, '-', ''), 12))::uuid, id, 'assistant', 'From “AI Confidence Kit”: never paste passwords.' from unnest(array['${ids.user}', '${ids.otherUser}', '${ids.admin}']::uuid[]) as id`,
    newRow: (actor, ids) => ({
      session_id: voiceSessionOf(ownId(actor, ids) ?? ids.user),
      user_id: ownId(actor, ids),
      role: 'assistant',
      text: 'A reply the assistant never gave.',
    }),
    change: { text: 'Rewritten after it was said.' },
    select: ownerAndAdminRead,
    insert: nobody,
    update: nobody,
    delete: nobody,
  },
  {
    table: 'public.voice_sessions',
    ownerColumn: 'user_id',
    seedSql: (ids) => voiceSessionsSeed(ids),
    newRow: (actor, ids) => ({ user_id: ownId(actor, ids) }),
    change: { message_count: 99, ended_at: '2026-11-26T00:00:00+00:00' },
    select: ownerAndAdminRead,
    insert: nobody,
    update: nobody,
    delete: ownerWrites,
  },
  {
    // The one row is made by the migration; nobody may add a second or remove it.
    table: 'public.voice_reference',
    seedSql: () => '',
    newRow: () => ({ only_row: true, voice: 'alloy' }),
    change: { voice: 'coral', speed: 1.25, test_phrase: 'A phrase the admin chose.' },
    frozenChange: { updated_at: '2000-01-01T00:00:00+00:00' },
    select: signedInRead,
    insert: nobody,
    update: adminOnly,
    delete: nobody,
  },
  ...analyticsTableAccess,
  ...newsletterSendingTableAccess,
  ...publishingTableAccess,
  ...radarTableAccess,
  ...knowledgeTableAccess,
  ...evaluationsTableAccess,
  ...labTableAccess,
  ...workbenchTableAccess,
  ...credentialsTableAccess,
  ...partnerDataTableAccess,
  {
    // Written only by record_operation_outcomes with the service role; the admin reads it.
    table: 'public.operation_outcomes',
    seedSql: () =>
      `insert into public.operation_outcomes (origin, name, status, duration_ms, error_code) values ('function', 'admin-status', 403, 12, 'forbidden')`,
    newRow: () => ({ origin: 'function', name: 'planted', status: 200, duration_ms: 1 }),
    change: { status: 500, error_code: 'internal_error' },
    select: adminReads,
    insert: nobody,
    update: nobody,
    delete: nobody,
  },
];
