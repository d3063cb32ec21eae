import type { SupabaseClient } from '@supabase/supabase-js';

export interface RpcCall {
  name: string;
  args: Record<string, unknown>;
}

type Answer = { data: unknown } | { error: { code: string; message: string }; status: number };

/** A database that records each tool function called and answers what the test says, per function name. */
export function fakeToolDb(answers: Record<string, Answer | ((args: Record<string, unknown>) => Answer)> = {}) {
  const calls: RpcCall[] = [];
  /** The abort signals calls were made with, as supabase-js's `abortSignal()` takes them. */
  const signals: AbortSignal[] = [];
  const db = {
    rpc(name: string, args: Record<string, unknown>) {
      calls.push({ name, args });
      const chosen = answers[name];
      const answer = typeof chosen === 'function' ? chosen(args) : (chosen ?? { data: [] });
      const result = Promise.resolve(
        'error' in answer ? { data: null, error: answer.error, status: answer.status } : { data: answer.data, error: null, status: 200 },
      );
      return Object.assign(result, {
        abortSignal(signal: AbortSignal) {
          signals.push(signal);
          return result;
        },
      });
    },
  };
  return { db: db as unknown as SupabaseClient, calls, signals };
}
