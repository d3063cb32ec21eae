import fc from 'fast-check';
import type { CorpusEntry } from '../entry.ts';
import { restHeaders } from './surfaces.ts';

/** Tables with a change that any of their rows takes, and tables only deleted from; the watched ones show a write that got through. */
const changes: Record<string, Record<string, unknown> | undefined> = {
  newsletter_subscribers: { status: 'unsubscribed' },
  contact_messages: { handled: true },
  roadmap_items: { status: 'done' },
  radar_entries: { public: false },
  tasks: { notes: '' },
  analytics_events: undefined,
  consent_log: undefined,
  voice_sessions: undefined,
};

/** What shapes the answer but is no WHERE clause. */
const modifiers = fc.constantFrom(
  '',
  '?select=id',
  '?order=created_at.desc',
  '?limit=1',
  '?select=id&order=id&limit=1&offset=0',
  '?columns=id',
);

/**
 * DELETE and PATCH with no filter on a column, which hosted Supabase refuses whoever sends them
 * (its safeupdate, answered 400 with SQLSTATE 21000): as the admin, one would reach every row.
 */
export const restFilterlessWrites: CorpusEntry = {
  name: 'DELETE and PATCH /rest/v1/<table> without a filter',
  covers: [],
  cases(context) {
    const tokens = [context.anonKey, context.user.accessToken, ...(context.admin ? [context.admin.accessToken] : [])];
    const write = fc.oneof(
      fc.constantFrom(...Object.keys(changes)).map((table) => ({ method: 'DELETE', table, body: undefined })),
      fc
        .constantFrom(...Object.entries(changes).filter(([, change]) => change))
        .map(([table, change]) => ({ method: 'PATCH', table, body: JSON.stringify(change) })),
    );
    const prefer = fc.constantFrom<Record<string, string>>({}, { Prefer: 'return=representation' }, { Prefer: 'count=exact' });
    return fc.tuple(write, modifiers, fc.constantFrom(...tokens), prefer).map(([{ method, table, body }, query, token, more]) => ({
      hostile: `${method} with no filter`,
      expect: 'refused' as const,
      request: {
        method,
        path: `/rest/v1/${table}${query}`,
        headers: { ...restHeaders(context), Authorization: `Bearer ${token}`, ...more },
        body,
      },
    }));
  },
};
