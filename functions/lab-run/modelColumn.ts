import type { SupabaseClient } from '@supabase/supabase-js';
import { chatUnavailable } from '../_shared/ai/chatUnavailable.ts';
import { costOf, type ModelPrices } from '../_shared/ai/modelPrices.ts';
import type { ChatPort } from '../_shared/ai/ports.ts';
import { labLimits } from '../_shared/lab/labLimits.ts';
import { claimColumn, finishColumn, releaseColumn, type LabColumn } from './labColumn.ts';
import type { ColumnStatus } from '../_shared/lab/labEvents.ts';
import { labReply } from './labEvents.ts';
import { recordLabRun } from './recordRun.ts';

export interface ModelContext {
  /** The admin's own session: the lab's tables. */
  client: SupabaseClient;
  /** The service role: the run store. */
  runs: SupabaseClient;
  starter: string;
  prices: ModelPrices;
  request: Request;
}

/**
 * A model column, streamed: the first token is awaited before the answer starts, so a provider
 * that cannot answer gives a clear 503 and leaves the column to try again. The answer is kept with
 * its tokens, time to the first token, whole time and cost, and recorded in the run store; a
 * column the owner stops keeps what had arrived.
 */
export async function answerByModel(context: ModelContext, column: LabColumn & { model: string }, chat: ChatPort): Promise<Response> {
  await claimColumn(context.client, column);
  const abort = new AbortController();
  context.request.signal.addEventListener('abort', () => abort.abort(), { once: true });
  let usage = { inputTokens: 0, outputTokens: 0 };
  const startedAt = new Date();
  const started = performance.now();
  const tokens = chat
    .stream(column.messages, {
      signal: abort.signal,
      maxOutputTokens: column.max_output_tokens ?? labLimits.maxOutputTokens.fallback,
      temperature: column.temperature ?? undefined,
      onUsage: (used) => (usage = used),
    })
    [Symbol.asyncIterator]();
  const first = await tokens.next().catch(async (error: unknown) => {
    await releaseColumn(context.client, column);
    throw chatUnavailable(chat, error);
  });
  const firstTokenMs = Math.round(performance.now() - started);

  return labReply(
    async (send) => {
      send('start', { position: column.position, kind: 'model', label: chat.label });
      let output = '';
      let status: ColumnStatus = 'complete';
      let error: string | null = null;
      try {
        for (let step = first; !step.done && !abort.signal.aborted; step = await tokens.next()) {
          output += step.value;
          send('token', step.value);
        }
      } catch (failure) {
        if (!abort.signal.aborted) {
          status = 'failed';
          error = chatUnavailable(chat, failure).message;
          send('error', { code: 'service_unavailable', message: error });
        }
      }
      if (abort.signal.aborted) {
        status = 'stopped';
        await tokens.return?.();
      }
      const figures = {
        input_tokens: usage.inputTokens,
        output_tokens: usage.outputTokens,
        first_token_ms: firstTokenMs,
        latency_ms: Math.round(performance.now() - started),
        cost_usd: costOf(context.prices, column.model, usage),
      };
      const outcome = { ...figures, status, label: chat.label, output, error, sources: [] };
      const runId = await recordLabRun(context.runs, context.starter, column, outcome, startedAt);
      await finishColumn(context.client, column, { ...outcome, run_id: runId });
      send('done', { ...figures, status, sources: [], run_id: runId });
    },
    () => abort.abort(),
  );
}
