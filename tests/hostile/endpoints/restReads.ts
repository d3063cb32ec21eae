import fc from 'fast-check';
import type { Expectation } from '../corpusCase.ts';
import type { CorpusEntry } from '../entry.ts';
import { anyRequest } from '../anyRequest.ts';
import { badSegment } from '../percentEncoding.ts';
import { restQuery } from './restQueries.ts';
import { restHeaders } from './surfaces.ts';

/** Tables and functions of schema public, those a visitor may touch and those only the admin or the service role may. */
const tables = [
  'user_consent',
  'consent_log',
  'feature_usage',
  'analytics_events',
  'firstparty_events',
  'newsletter_subscribers',
  'contact_messages',
  'assessment_results',
  'assessment_result_shares',
  'leads',
  'tasks',
  'site_switches',
  'site_switch_changes',
  'kb_notes',
  'signals',
  'signal_sources',
  'briefs',
  'brief_items',
  'roadmap_items',
  'radar_entries',
  'radar_moves',
  'no_such_table',
];
const rpcs = [
  'is_admin',
  'assessment_comparison',
  'shared_result',
  'store_analytics_batch',
  'newsletter_confirm',
  'take_rate_limit',
  ...['overview', 'top_pages', 'entry_pages', 'referrers', 'utm', 'devices', 'goals'].map((figure) => `admin_analytics_${figure}`),
  'admin_consent_choices',
  'admin_newsletter_funnel',
  'admin_assessment_figures',
  'admin_lead_popups',
  'lead_stage_counts',
  'tasks_in_view',
  'task_counts',
  'static_page_switches',
  'admin_workstation_figures',
  'admin_workstation_summary',
  'admin_workstation_attention',
  'admin_console_figures',
  'admin_ai_apps_figures',
  'admin_sample_data',
  'admin_remove_sample_data',
  'search_kb_notes',
  'kb_note_tags',
  'import_kb_notes',
  'brief_summaries',
  'brief_signal_choices',
  'signal_tag_weeks',
  'signal_tag_counts',
  'move_roadmap_item',
  'move_radar_entry',
  // Evaluations, the image studio, the lab and the reader's own result.
  'import_eval_dataset',
  'attach_studio_image',
  'save_lab_version',
  'own_assessment_result',
  // Signals.
  'signal_list',
  'signal_tags',
  'import_signals',
  'import_signal_sources',
  'kb_passages_for',
  'no_such_function',
];

/** Anonymous reads and filters under /rest/v1, and function calls under /rest/v1/rpc: none stores anything. */
export const restReads: CorpusEntry = {
  name: 'GET /rest/v1/<table> and /rest/v1/rpc/<function>',
  covers: [{ reads: 'rest' }],
  cases(context) {
    const headers = restHeaders(context);
    const read = (
      hostile: string,
      expect: Expectation,
      path: fc.Arbitrary<string>,
      extra: fc.Arbitrary<Record<string, string>> = fc.constant({}),
    ) =>
      fc.tuple(path, restQuery, extra, fc.constantFrom('GET', 'HEAD')).map(([base, search, more, method]) => ({
        hostile,
        expect,
        request: { method, path: `${base}${search}`, headers: { ...headers, ...more } },
      }));
    const preferences = fc.record(
      {
        Prefer: fc.constantFrom('count=exact', 'count=planned'),
        Accept: fc.constantFrom('application/json', 'application/vnd.pgrst.object+json', 'text/csv'),
      },
      { requiredKeys: [] },
    );
    return fc.oneof(
      {
        weight: 6,
        arbitrary: read(
          'read with filters',
          'either',
          fc.constantFrom(...tables).map((table) => `/rest/v1/${table}`),
          preferences,
        ),
      },
      {
        weight: 2,
        arbitrary: read(
          'bad percent-encoding in the table',
          'refused',
          fc
            .constantFrom(...tables)
            .chain(badSegment)
            .map((table) => `/rest/v1/${table}`),
        ),
      },
      {
        weight: 1,
        arbitrary: read(
          'another schema',
          'refused',
          fc.constantFrom(...tables).map((table) => `/rest/v1/${table}`),
          fc.constantFrom('private', 'auth', '%00').map((schema) => ({ 'Accept-Profile': schema })),
        ),
      },
      {
        weight: 2,
        arbitrary: read(
          'rpc',
          'either',
          fc.oneof(fc.constantFrom(...rpcs), badSegment('is_admin')).map((name) => `/rest/v1/rpc/${name}`),
        ),
      },
      {
        weight: 2,
        arbitrary: fc.tuple(fc.constantFrom(...rpcs), fc.jsonValue({ maxDepth: 2 })).map(([name, body]) => ({
          hostile: 'rpc with a body',
          expect: 'either' as const,
          request: { method: 'POST', path: `/rest/v1/rpc/${name}`, headers, body: JSON.stringify(body) },
        })),
      },
      { weight: 1, arbitrary: anyRequest({ method: 'GET', path: '/rest/v1/', query: '', queryKeys: [], headers }) },
    );
  },
};
