import { adminOnly, nobody, nobodyReads, type TableAccess } from './accessRules.ts';
import type { FunctionAccess } from './functions.ts';

/**
 * The console's analytics: the rollups the triggers keep (private, so REST reaches none of them;
 * the admin's functions read them through RLS) and the admin-only figure functions.
 */
const rollup = (table: string, newRow: Record<string, unknown>, change: Record<string, unknown>): TableAccess => ({
  table,
  seedSql: () => '',
  newRow: () => newRow,
  change,
  select: nobodyReads,
  insert: nobody,
  update: nobody,
  delete: nobody,
});

const now = new Date().toISOString();

export const analyticsTableAccess: readonly TableAccess[] = [
  rollup('private.analytics_quarters', { bucket: now, page_views: 5, visits: 1 }, { page_views: 0 }),
  rollup('private.analytics_page_quarters', { bucket: now, route: '/forged', views: 5 }, { views: 0 }),
  rollup('private.analytics_page_days', { day: now.slice(0, 10), route: '/forged', views: 5 }, { views: 0 }),
  rollup(
    'private.analytics_visits',
    { session_id: 'forged', started_at: now, ended_at: now, events: 1, page_views: 1, device: 'desktop' },
    { page_views: 0 },
  ),
  rollup('private.consent_quarters', { bucket: now, version: 'forged', accept_all: 5 }, { accept_all: 0 }),
  rollup(
    'private.lead_popup_outcomes',
    { popup_id: '00000000-0000-4000-8000-00000000f0e1', kind: 'exit', session_id: 'forged-session', shown_at: now },
    { viewed_page: true },
  ),
  rollup('private.analytics_visit_days', { day: now.slice(0, 10), facet: 'device', value: 'desktop', visits: 5 }, { visits: 0 }),
];

const today = () => new Date().toISOString().slice(0, 10);
const adminFigures = (name: string): FunctionAccess => ({
  name,
  args: () => ({ p_from: today(), p_to: today(), p_time_zone: 'UTC' }),
  writes: [],
  call: adminOnly,
});

/** The console's figure functions: each takes a range of the owner's days and answers the admin alone (the bench times them too). */
export const consoleFigureFunctions = [
  'admin_analytics_overview',
  'admin_analytics_top_pages',
  'admin_analytics_entry_pages',
  'admin_analytics_referrers',
  'admin_analytics_utm',
  'admin_analytics_devices',
  'admin_analytics_goals',
  'admin_consent_choices',
  'admin_newsletter_funnel',
  'admin_assessment_figures',
  'admin_lead_popups',
];

export const analyticsFunctionAccess: readonly FunctionAccess[] = [
  ...consoleFigureFunctions.map(adminFigures),
  {
    name: 'admin_console_figures',
    args: () => ({ p_names: ['admin_analytics_overview', 'admin_consent_choices'], p_from: today(), p_to: today(), p_time_zone: 'UTC' }),
    writes: [],
    call: adminOnly,
  },
];

/** The private helpers behind them: the admin's functions call these as the admin. */
export const analyticsPrivateFunctionExecutors: Readonly<Record<string, readonly string[]>> = {
  analytics_device: [],
  analytics_route: [],
  analytics_route_views: ['authenticated'],
  analytics_visitors: ['authenticated'],
  console_range: ['authenticated'],
  lead_popup_followers: [],
  refresh_lead_popup_outcomes: [],
  roll_up_consent_choices: [],
  roll_up_lead_popups: [],
  roll_up_analytics_events: [],
  roll_up_analytics_visits: [],
  utc_days_inside: ['authenticated'],
  visits_by: ['authenticated'],
};
