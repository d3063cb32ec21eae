import type { Queries } from '../../server/db/database.ts';
import { benchNotes } from './kbNotes.ts';

const signalTags = [
  ['agents', 'finance'],
  ['pilot', 'governance'],
  ['workforce', 'reskilling'],
  ['regulation', 'privacy'],
  ['automation', 'productivity'],
  ['vendor', 'procurement'],
];

/**
 * What Brief from signals reads: 30 signals over the last week (the strongest on six pairs of
 * tags) and 300 notes of the search benchmark's vocabulary, in which those tags are common words.
 */
export async function seedSignalsAndNotes(db: Queries): Promise<void> {
  const signals = Array.from({ length: 30 }, (_, n) => ({
    title: `Signal ${n + 1}: ${signalTags[n % signalTags.length]?.join(' and ')} move`,
    summary: `What changed in ${signalTags[n % signalTags.length]?.join(' and ')} this week, and who said so.`,
    strength: 1 + (n % 5),
    tags: signalTags[n % signalTags.length],
    days_ago: n % 7,
  }));
  await db.query(
    `insert into public.signals (title, source, summary, strength, tags, signal_on)
     select s ->> 'title', 'Bench feed', s ->> 'summary', (s ->> 'strength')::smallint,
       array(select jsonb_array_elements_text(s -> 'tags')), current_date - (s ->> 'days_ago')::int
     from jsonb_array_elements($1::jsonb) as s`,
    [JSON.stringify(signals)],
  );
  await db.query(
    `insert into public.kb_notes (title, body_md, tags, created_at, updated_at)
     select n ->> 'title', n ->> 'body_md', array(select jsonb_array_elements_text(n -> 'tags')),
       (n ->> 'created_at')::timestamptz, (n ->> 'created_at')::timestamptz
     from jsonb_array_elements($1::jsonb) as n`,
    [JSON.stringify([...benchNotes(300)])],
  );
}

/** `count` runs of Brief from signals by its rules, queued by the owner as Run queues them; their ids, oldest first. */
export async function queueBriefRuns(db: Queries, starter: string, count: number): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.ai_runs (workflow, input, starter, mode)
     select 'brief-from-signals', '{"days": 7, "limit": 5}'::jsonb, $1, 'rules' from generate_series(1, $2)
     returning id`,
    [starter, count],
  );
  return rows.map((row) => row.id);
}
