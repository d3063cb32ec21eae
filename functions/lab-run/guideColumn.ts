import type { SupabaseClient } from '@supabase/supabase-js';
import { quotedPassages, sitePassagesFor, sourceOf } from '../_shared/ai/siteGuide.ts';
import { claimColumn, finishColumn, type LabColumn } from './labColumn.ts';
import { labReply } from './labEvents.ts';

export const siteGuideLabel = 'Site guide';

/** Said when no page matches, so an empty column is never mistaken for a failure. */
export const noPassageAnswer = 'No passage of this site matches the prompt.';

/**
 * The site guide's column: the retrieval the assistant answers from when no model is configured,
 * asked the filled user text (it has no use for a system text), its best passages quoted with
 * their pages, one per token. Free: no provider, no quota, nothing in the run store.
 */
export async function answerBySiteGuide(client: SupabaseClient, column: LabColumn): Promise<Response> {
  await claimColumn(client, column);
  const started = performance.now();
  const question = column.messages.at(-1)?.content ?? '';
  const passages = await sitePassagesFor(client, question);
  const quotes = passages.length ? quotedPassages(passages, question) : [noPassageAnswer];
  const sources = passages.map(sourceOf);
  const output = quotes.join('\n\n');
  const figures = { input_tokens: 0, output_tokens: 0, first_token_ms: Math.round(performance.now() - started), cost_usd: 0 };
  return labReply(async (send) => {
    send('start', { position: column.position, kind: 'site_guide', label: siteGuideLabel });
    for (const [index, quote] of quotes.entries()) send('token', index === 0 ? quote : `\n\n${quote}`);
    const done = { ...figures, latency_ms: Math.round(performance.now() - started), status: 'complete' as const, sources };
    await finishColumn(client, column, { ...done, label: siteGuideLabel, output, error: null, run_id: null });
    send('done', { ...done, run_id: null });
  });
}
