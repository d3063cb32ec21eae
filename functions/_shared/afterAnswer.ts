import type { FunctionEnv } from './env.ts';

type EdgeRuntimeGlobal = { EdgeRuntime?: { waitUntil(work: Promise<unknown>): void } };

/**
 * Keeps work going once the answer is on its way (the runner started by Run, a key's usage
 * record): the embedded backend's tracked background work, else Supabase's
 * `EdgeRuntime.waitUntil`, else the promise simply runs on. A failure is logged, never thrown.
 */
export function afterAnswer(env: Pick<FunctionEnv, 'background'>, what: string, work: () => Promise<unknown>): void {
  const running = work().catch((error: unknown) =>
    console.error(`${what} failed: ${error instanceof Error ? error.message : String(error)}`),
  );
  if (env.background) env.background(running);
  else (globalThis as EdgeRuntimeGlobal).EdgeRuntime?.waitUntil(running);
}
