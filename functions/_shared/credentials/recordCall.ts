import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAnswer } from '../afterAnswer.ts';
import type { FunctionEnv } from '../env.ts';

export interface CallRecord {
  credential: string;
  surface: 'mcp' | 'api';
  /** A tool's name, an MCP method, or a partner operation's id. */
  operation: string;
  status: number;
  durationMs: number;
  /** A stable code, for an answer that is an error. */
  error?: string | null;
}

/**
 * Writes one call of a known key to the usage record (and the day's rollup), after the answer, so
 * a slow write never delays a caller; a failed write is logged and the answer stands.
 */
export function recordCall(env: Pick<FunctionEnv, 'background'>, db: SupabaseClient, call: CallRecord): void {
  afterAnswer(env, 'Recording a key’s call', async () => {
    const { error } = await db.rpc('record_credential_call', {
      p_credential: call.credential,
      p_surface: call.surface,
      p_operation: call.operation.slice(0, 100),
      p_status: call.status,
      p_duration_ms: Math.max(0, Math.round(call.durationMs)),
      p_error: call.error ? call.error.slice(0, 200) : null,
    });
    if (error) throw new Error(error.message);
  });
}
