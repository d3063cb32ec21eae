import type { FunctionEnv } from '../../functions/_shared/env.ts';

export interface OutageTarget {
  /** The run whose calls fail: its steps' keys begin with its id. */
  runId: string;
  /** The tool whose database function the outage hits. */
  tool: string;
}

/**
 * The functions' environment, but the REST API answers as it does when the database cannot be
 * reached (503, PostgREST's PGRST001) to the calls of one tool made by one run: the demo's failed
 * run fails as an outage would fail it, through the runner's own error path, and a retry goes
 * through once the owner asks for one.
 */
export function withOutage(env: FunctionEnv, targets: readonly OutageTarget[]): FunctionEnv {
  const fetchThrough = env.fetch;
  const outage: typeof fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as { p_idempotency_key?: unknown }) : {};
    const key = typeof body.p_idempotency_key === 'string' ? body.p_idempotency_key : '';
    const hit = targets.some((target) => key.startsWith(`${target.runId}:`) && url.endsWith(`/rpc/tool_${target.tool}`));
    if (hit) return Response.json({ code: 'PGRST001', message: 'Database client error. Retrying the connection.' }, { status: 503 });
    return fetchThrough(input, init);
  };
  return { ...env, fetch: outage };
}
