import { readModelPrices } from '../ai/modelPrices.ts';
import { aiPorts } from '../ai/providers.ts';
import { takeProviderCall } from '../ai/quota.ts';
import type { FunctionEnv } from '../env.ts';
import { serviceClient } from '../visitor/serviceClient.ts';
import { visitorEnv } from '../visitor/visitorEnv.ts';
import { advanceRun, type RunnerDeps } from './advanceRun.ts';
import { runStore } from './runStore.ts';

/** Long enough for a model turn with room to spare; renewed before every step. */
const leaseSeconds = 120;

export interface DrainOptions {
  /** How long this call may go on starting steps (ms); a step in hand finishes past it. */
  budgetMs?: number;
  /** Runs claimed at once. */
  batch?: number;
  now?: () => number;
  /** The runner's parts as made here from the environment, changed (the demo's scripted model and its outage). */
  adjust?: (deps: RunnerDeps) => RunnerDeps;
}

/**
 * The runner: claims runs (`claim_ai_runs`: skip locked, with a lease) and advances each by a
 * bounded chunk, until none is left to claim or the time budget is spent, as the timer of the
 * embedded backend, production's cron job, and the owner's Run and approvals each call it. It
 * works with the service role (the run tables' only writer), and every tool it runs acts for the
 * run's starter, whom the tool's SQL asks again whether they are still the admin.
 */
export async function drainRuns(env: FunctionEnv, options: DrainOptions = {}): Promise<{ advanced: number; finished: number }> {
  const now = options.now ?? Date.now;
  const deadline = now() + (options.budgetMs ?? 20_000);
  const visitor = visitorEnv(env);
  const db = serviceClient(visitor);
  const store = runStore(db);
  const made: RunnerDeps = {
    store,
    owner: `runner:${crypto.randomUUID()}`,
    leaseSeconds,
    now,
    chat: aiPorts(env).chat,
    takeModelCall: (starter) => takeProviderCall(env, starter),
    prices: readModelPrices(env.AI_MODEL_PRICES).prices,
    siteUrl: visitor.siteUrl,
    tools: { db, mail: visitor.mail },
  };
  const deps = options.adjust?.(made) ?? made;
  let advanced = 0;
  let finished = 0;
  while (now() < deadline) {
    const claimed = await deps.store.claim(deps.owner, options.batch ?? 4, leaseSeconds);
    if (claimed.length === 0) break;
    for (const run of claimed) {
      // A run claimed past the budget is let go at once, for the next call.
      const status = now() < deadline ? await advanceRun(run, deps, deadline) : await deps.store.settle(run.id, deps.owner, {});
      advanced += 1;
      if (status === 'succeeded' || status === 'failed') finished += 1;
    }
  }
  return { advanced, finished };
}
