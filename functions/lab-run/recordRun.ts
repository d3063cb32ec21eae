import type { SupabaseClient } from '@supabase/supabase-js';
import { labWorkflow } from '../_shared/lab/labWorkflow.ts';
import { must } from '../_shared/workbench/stored.ts';
import type { ColumnOutcome, LabColumn } from './labColumn.ts';

const runStatus = { complete: 'succeeded', stopped: 'cancelled', failed: 'failed' } as const;

/**
 * Records a model column's answer in the run store, as one finished run of one model call with
 * its tokens, duration and cost, so the workbench's spending and history count the lab's calls.
 * Written with the service role, the run tables' only writer, once the caller is known to be the admin.
 */
export async function recordLabRun(
  db: SupabaseClient,
  starter: string,
  column: LabColumn & { model: string },
  outcome: Omit<ColumnOutcome, 'run_id'>,
  startedAt: Date,
): Promise<string> {
  const finishedAt = new Date(startedAt.getTime() + outcome.latency_ms).toISOString();
  const settings = { model: column.model, temperature: column.temperature, max_output_tokens: column.max_output_tokens };
  const run = must<{ id: string }>(
    'ai_runs',
    await db
      .from('ai_runs')
      .insert({
        workflow: labWorkflow,
        input: { lab_result_id: column.id, ...settings },
        status: runStatus[outcome.status],
        starter,
        mode: 'agent',
        model: outcome.label,
        summary: `Lab column ${column.position + 1}: ${outcome.output_tokens} tokens in ${outcome.latency_ms} ms.`,
        output: { lab_result_id: column.id },
        error: outcome.error,
        input_tokens: outcome.input_tokens,
        output_tokens: outcome.output_tokens,
        cost_usd: outcome.cost_usd,
        started_at: startedAt.toISOString(),
        finished_at: finishedAt,
      })
      .select('id')
      .single(),
  );
  must(
    'ai_run_steps',
    await db.from('ai_run_steps').insert({
      run_id: run.id,
      ordinal: 0,
      kind: 'model_call',
      label: 'Answer the lab prompt',
      status: outcome.status === 'failed' ? 'failed' : 'succeeded',
      input: { messages: column.messages, ...settings },
      output: { model: column.model, text: outcome.output.slice(0, 20000) },
      error: outcome.error,
      duration_ms: outcome.latency_ms,
      input_tokens: outcome.input_tokens,
      output_tokens: outcome.output_tokens,
      idempotency_key: `lab:${column.id}`,
      finished_at: finishedAt,
    }),
  );
  return run.id;
}
