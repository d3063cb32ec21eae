import type { ChatPort } from '../ai/ports.ts';
import type { ModelPrices } from '../ai/modelPrices.ts';
import type { ToolContext } from '../tools/toolDefinition.ts';
import { runAgent } from './agentLoop.ts';
import type { RunRow } from './runRows.ts';
import type { RunStore } from './runStore.ts';
import { runUsage } from './runUsage.ts';
import { createStepper, RunSuspended } from './stepper.ts';
import { workflowNamed } from './workflows/index.ts';

export interface RunnerDeps {
  store: RunStore;
  /** This runner's name, held in the leases it takes. */
  owner: string;
  leaseSeconds: number;
  now: () => number;
  chat: ChatPort | null;
  /** Counts a model turn against the starter's and everyone's daily AI quota: null, or whose is used up. */
  takeModelCall: (starter: string) => Promise<'user' | 'global' | null>;
  prices: ModelPrices;
  siteUrl: string;
  /** The database and the mail of the runner's tools; each call adds the run's starter and its step's key. */
  tools: Omit<ToolContext, 'starter' | 'idempotencyKey'>;
}

/**
 * A run's model turns count against the AI quotas as the chat's calls do. A turn past them fails
 * its step, with what to do: the run can be retried from it once the quota starts again.
 */
function quotaCounted(chat: ChatPort, take: () => Promise<'user' | 'global' | null>): ChatPort {
  return {
    ...chat,
    async toolTurn(request, options) {
      const spent = await take();
      if (spent) {
        const whose = spent === 'user' ? 'Your daily AI calls (AI_USER_DAILY_CALLS)' : 'The site’s daily AI calls (AI_GLOBAL_DAILY_CALLS)';
        throw new Error(`${whose} are used up: retry this run from this step after midnight UTC.`);
      }
      return chat.toolTurn(request, options);
    },
  };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

/**
 * Advances one claimed run until it ends, waits (for the owner or a child run), or its chunk's
 * time is up, then stores its state and lets it go. A run the runner lost meanwhile (cancelled,
 * or taken over after a lease ran out) is left as the other party wrote it.
 */
export async function advanceRun(run: RunRow, deps: RunnerDeps, deadline: number): Promise<RunRow['status'] | 'lost'> {
  const { store, owner } = deps;
  const [steps, approvals, children] = await Promise.all([store.steps(run.id), store.approvals(run.id), store.children(run.id)]);
  const stepper = createStepper({
    run,
    store,
    steps,
    approvals,
    children,
    owner,
    leaseSeconds: deps.leaseSeconds,
    deadline,
    now: deps.now,
    toolContext: (idempotencyKey) => ({ ...deps.tools, starter: run.starter, idempotencyKey }),
  });
  const usage = () => runUsage(stepper.all(), deps.prices);
  const settle = async (status: RunRow['status'], patch: Record<string, unknown>) =>
    (await store.settle(run.id, owner, { status, ...usage(), ...patch })) ? status : 'lost';
  try {
    const workflow = workflowNamed(run.workflow);
    if (!workflow) throw new Error(`There is no workflow named ${run.workflow}.`);
    const input = workflow.input.parse(run.input);
    const allowedWrites = run.mode === 'agent' ? await store.allowedWrites(run.workflow) : new Set<string>();
    const result = await workflow.run({
      run,
      input,
      steps: stepper,
      startedAt: new Date(run.created_at),
      siteUrl: deps.siteUrl,
      agent: (task) => {
        if (!deps.chat)
          throw new Error(
            'This run was started as an agent, and no model is configured now: configure AI_CHAT_PROVIDER again to finish it.',
          );
        return runAgent(
          stepper,
          quotaCounted(deps.chat, () => deps.takeModelCall(run.starter)),
          { ...task, tools: task.tools ?? workflow.tools, allowedWrites },
        );
      },
    });
    return await settle('succeeded', {
      output: result.output,
      summary: result.summary.slice(0, 500),
      finished_at: new Date(deps.now()).toISOString(),
      error: null,
    });
  } catch (error) {
    if (!(error instanceof RunSuspended)) {
      return settle('failed', {
        error: messageOf(error),
        summary: `Failed: ${messageOf(error)}`.slice(0, 500),
        finished_at: new Date(deps.now()).toISOString(),
      });
    }
    if (error.reason === 'lost') return 'lost';
    if (error.reason === 'approval') {
      const status = await settle('waiting_approval', { summary: 'Waiting for your approval.' });
      // The owner may have decided the last one while this chunk ran.
      if (status === 'waiting_approval') await store.resumeIfDecided(run.id);
      return status;
    }
    return settle('running', { summary: error.reason === 'children' ? 'Waiting for its agents.' : 'Running.' });
  }
}
