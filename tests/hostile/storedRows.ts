/**
 * What the corpus counts before and after: every table a caller of a public endpoint can make the
 * backend write (the voice conversations, for a signed-in one; the AI workbench's runs and the radar, for the admin), the newsletter statuses a link changes, the accounts and the mails sent. A refused case
 * changes none of them; an accepted one changes exactly what its answer says it stored.
 */
export interface Watched {
  schema: 'public' | 'auth' | 'embedded' | 'storage';
  table: string;
  /** Only the rows where this column has this value. */
  where?: { column: string; value: string };
}

export const watched = {
  user_consent: { schema: 'public', table: 'user_consent' },
  consent_log: { schema: 'public', table: 'consent_log' },
  feature_usage: { schema: 'public', table: 'feature_usage' },
  analytics_batches: { schema: 'public', table: 'analytics_batches' },
  analytics_events: { schema: 'public', table: 'analytics_events' },
  firstparty_events: { schema: 'public', table: 'firstparty_events' },
  newsletter_subscribers: { schema: 'public', table: 'newsletter_subscribers' },
  confirmed_subscribers: { schema: 'public', table: 'newsletter_subscribers', where: { column: 'status', value: 'confirmed' } },
  unsubscribed_subscribers: { schema: 'public', table: 'newsletter_subscribers', where: { column: 'status', value: 'unsubscribed' } },
  contact_messages: { schema: 'public', table: 'contact_messages' },
  voice_sessions: { schema: 'public', table: 'voice_sessions' },
  voice_messages: { schema: 'public', table: 'voice_messages' },
  ai_runs: { schema: 'public', table: 'ai_runs' },
  ai_run_steps: { schema: 'public', table: 'ai_run_steps' },
  ai_run_approvals: { schema: 'public', table: 'ai_run_approvals' },
  ai_tool_allowances: { schema: 'public', table: 'ai_tool_allowances' },
  credentials: { schema: 'public', table: 'credentials' },
  studio_images: { schema: 'public', table: 'studio_images' },
  radar_entries: { schema: 'public', table: 'radar_entries' },
  radar_moves: { schema: 'public', table: 'radar_moves' },
  users: { schema: 'auth', table: 'users' },
  storage_objects: { schema: 'storage', table: 'objects' },
  mails: { schema: 'embedded', table: 'outbox' },
} as const satisfies Record<string, Watched>;

export type WatchedName = keyof typeof watched;

/**
 * A new account and its mail are stored after the answer (so that how long an answer takes tells
 * nothing about an address), and so land after the answer is read: accounts and mails are
 * compared over a whole run, once settled, and every other name case by case.
 */
export const sentLater: readonly WatchedName[] = ['users', 'mails'];

/** Rows per watched name; a counter that cannot see a table leaves it out. */
export type RowCounts = Partial<Record<WatchedName, number>>;

/** What changed from `before` to `after`, for the names both hold. */
export function rowChanges(before: RowCounts, after: RowCounts): RowCounts {
  const changes: RowCounts = {};
  for (const name of Object.keys(after) as WatchedName[]) {
    const change = (after[name] ?? 0) - (before[name] ?? 0);
    if (change !== 0) changes[name] = change;
  }
  return changes;
}

/** Adds counts, for totals over many answers. */
export function addCounts(total: RowCounts, more: RowCounts): RowCounts {
  const sum: RowCounts = { ...total };
  for (const name of Object.keys(more) as WatchedName[]) sum[name] = (sum[name] ?? 0) + (more[name] ?? 0);
  return sum;
}

/** The expected changes limited to what the counter sees, without zeros, so it compares with `rowChanges`. */
export function visibleChanges(expected: RowCounts, seen: RowCounts): RowCounts {
  const visible: RowCounts = {};
  for (const name of Object.keys(expected) as WatchedName[]) {
    if (name in seen && expected[name]) visible[name] = expected[name];
  }
  return visible;
}

/** The counts without the names that may change after the answer. */
export function writtenBeforeAnswer(counts: RowCounts): RowCounts {
  return Object.fromEntries(Object.entries(counts).filter(([name]) => !sentLater.includes(name as WatchedName)));
}
