import { adminOnly } from './accessRules.ts';
import type { FunctionAccess } from './functions.ts';

const today = () => new Date().toISOString().slice(0, 10);

/** The workstation's figures, what needs attention, and the sample data's count and removal: the admin's alone. */
export const workstationFunctionAccess: readonly FunctionAccess[] = [
  {
    name: 'admin_workstation_figures',
    args: () => ({ p_from: today(), p_to: today(), p_time_zone: 'UTC' }),
    writes: [],
    call: adminOnly,
  },
  {
    name: 'admin_workstation_summary',
    args: () => ({ p_week_from: today(), p_today: today(), p_time_zone: 'UTC' }),
    writes: [],
    call: adminOnly,
  },
  {
    name: 'admin_workstation_attention',
    args: () => ({ p_today: today(), p_due_until: new Date().toISOString(), p_signals_since: today() }),
    writes: [],
    call: adminOnly,
  },
  { name: 'admin_sample_data', args: () => ({}), writes: [], call: adminOnly },
  {
    name: 'admin_remove_sample_data',
    args: () => ({}),
    writes: [
      'public.tasks',
      'public.leads',
      'public.contact_messages',
      'public.newsletter_subscribers',
      'public.consent_log',
      'public.user_consent',
      'public.analytics_events',
      'public.analytics_batches',
      'public.assessment_results',
      'public.articles',
      'public.newsletter_issues',
      'public.podcast_episodes',
      'public.kb_notes',
      'public.signal_sources',
      'public.signals',
      'public.briefs',
      'public.brief_items',
      'public.roadmap_items',
      'public.ai_runs',
      'public.ai_run_steps',
      'public.ai_run_approvals',
      'private.tool_writes',
    ],
    call: adminOnly,
  },
];

/** Helpers that run inside those functions only. */
export const workstationPrivateFunctionExecutors: Readonly<Record<string, readonly string[]>> = {
  is_sample_user: [],
};
