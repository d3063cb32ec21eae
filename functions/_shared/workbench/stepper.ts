import { FunctionError } from '../errors.ts';
import { runTool } from '../tools/runTool.ts';
import type { ToolContext, ToolDefinition } from '../tools/toolDefinition.ts';
import type { ApprovalRow, RunRow, StepKind, StepRow } from './runRows.ts';
import type { RunStore } from './runStore.ts';

/** Why a run stops before its end for now: it waits for the owner or a child run, its runner's time is up, or another took it. */
export class RunSuspended extends Error {
  readonly reason: 'approval' | 'children' | 'budget' | 'lost';
  constructor(reason: RunSuspended['reason']) {
    super(`The run stopped for now: ${reason}.`);
    this.reason = reason;
  }
}

/** A step failed: the run fails there, and can be retried from it. */
export class StepFailed extends Error {}

export interface StepperDeps {
  run: RunRow;
  store: RunStore;
  /** The run's stored steps and approvals, and its child runs, read at the start of the chunk. */
  steps: StepRow[];
  approvals: ApprovalRow[];
  children: { id: string; workflow: string; status: RunRow['status']; output: unknown; error: string | null }[];
  owner: string;
  leaseSeconds: number;
  /** Past this moment (ms) no new step starts; the run is put back for the next chunk. */
  deadline: number;
  now: () => number;
  toolContext: (idempotencyKey: string) => ToolContext;
}

export type Decision = { decision: 'pending' } | { decision: 'approved'; input: unknown } | { decision: 'denied' };
export type ChildOutcome = { status: 'pending' } | { status: 'succeeded'; output: unknown };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

/**
 * The steps of one run, replayed: the workflow's code runs from its start at every chunk, and
 * each step it asks for, in order, is answered from the store when it already finished there.
 * Only a step not yet done runs, stored as it starts and as it ends, so a crash loses at most the
 * step in hand, which runs again under its own idempotency key. A failed step comes back as its
 * next attempt once the owner retries the run.
 */
export function createStepper(deps: StepperDeps) {
  let next = 0;
  const latest = (ordinal: number) => deps.steps.findLast((step) => step.ordinal === ordinal);

  /** The stored step at the next ordinal, checked to be the one the workflow asks for now. */
  const stored = (kind: StepKind, toolName: string | null) => {
    const ordinal = next++;
    const step = latest(ordinal);
    if (step && (step.kind !== kind || step.tool_name !== toolName)) {
      throw new Error(`Step ${ordinal + 1} was stored as ${step.tool_name ?? step.kind}; the workflow now asks for ${toolName ?? kind}.`);
    }
    return { ordinal, step };
  };

  const inBudget = () => {
    if (deps.now() > deps.deadline) throw new RunSuspended('budget');
  };

  /** Checks the time budget and the lease before any new work. */
  const mayGoOn = async () => {
    inBudget();
    if (!(await deps.store.holdLease(deps.run.id, deps.owner, deps.leaseSeconds))) throw new RunSuspended('lost');
  };

  /** A step left running by a crash, taken up again as itself. */
  const resumed = async (step: StepRow) => {
    await mayGoOn();
    return step;
  };

  const begin = async (
    ordinal: number,
    prior: StepRow | undefined,
    row: Pick<StepRow, 'kind' | 'tool_name' | 'label' | 'status' | 'input' | 'child_run_id'>,
  ) => {
    inBudget();
    const attempt = prior ? prior.attempt + 1 : 1;
    const step = await deps.store.beginStep(deps.owner, deps.leaseSeconds, {
      run_id: deps.run.id,
      ordinal,
      attempt,
      idempotency_key: `${deps.run.id}:${ordinal}:${attempt}`,
      ...row,
    });
    if (!step) throw new RunSuspended('lost');
    deps.steps.push(step);
    return step;
  };

  /** Runs the work of a step and stores how it ended. */
  const execute = async (step: StepRow, work: () => Promise<{ output: unknown; tokens?: [number, number] }>, errorsBack: boolean) => {
    const started = deps.now();
    try {
      const { output, tokens = [0, 0] } = await work();
      const finished = {
        status: 'succeeded' as const,
        output,
        duration_ms: deps.now() - started,
        input_tokens: tokens[0],
        output_tokens: tokens[1],
      };
      await deps.store.finishStep(step.id, finished);
      Object.assign(step, finished);
      return output;
    } catch (error) {
      const refusedInput = error instanceof FunctionError && error.code === 'validation_failed';
      const answer = errorsBack && refusedInput ? { error: messageOf(error) } : null;
      const failed = { status: 'failed' as const, error: messageOf(error), output: answer, duration_ms: deps.now() - started };
      await deps.store.finishStep(step.id, failed);
      Object.assign(step, failed);
      if (answer) return answer;
      throw new StepFailed(failed.error, { cause: error });
    }
  };

  /** A stored answer to replay, if the step finished: a success, or a refusal that went back to the model. */
  const replayed = (step: StepRow | undefined) =>
    step && (step.status === 'succeeded' || (step.status === 'failed' && step.output !== null)) ? { output: step.output } : null;

  return {
    run: deps.run,

    /** A tool call, through runTool (its input checked, its SQL asking whether the starter is still the admin). */
    async tool<Output>(
      label: string,
      definition: ToolDefinition<unknown, Output>,
      input: unknown,
      options: { errorsBack?: boolean } = {},
    ): Promise<Output> {
      const { ordinal, step: prior } = stored('tool_call', definition.name);
      const done = replayed(prior);
      if (done) return done.output as Output;
      // A step left running by a crash runs again as itself: its key makes the write or send happen once.
      const step =
        prior?.status === 'running'
          ? await resumed(prior)
          : await begin(ordinal, prior, {
              kind: 'tool_call',
              tool_name: definition.name,
              label,
              status: 'running',
              input,
              child_run_id: null,
            });
      return (await execute(
        step,
        async () => ({ output: await runTool(definition, step.input, deps.toolContext(step.idempotency_key)) }),
        options.errorsBack ?? false,
      )) as Output;
    },

    /** A model turn; `input` is what the timeline shows of the request. */
    async model<Output>(label: string, input: unknown, work: () => Promise<{ output: Output; tokens: [number, number] }>): Promise<Output> {
      const { ordinal, step: prior } = stored('model_call', null);
      const done = replayed(prior);
      if (done) return done.output as Output;
      const step =
        prior?.status === 'running'
          ? await resumed(prior)
          : await begin(ordinal, prior, { kind: 'model_call', tool_name: null, label, status: 'running', input, child_run_id: null });
      return (await execute(step, work, false)) as Output;
    },

    /** The owner's word on a tool call: pending until they decide; an approval may change the input. */
    async approval(label: string, toolName: string, input: unknown, reason: string): Promise<Decision> {
      const { ordinal, step: prior } = stored('approval', toolName);
      if (prior?.status === 'succeeded') return prior.output as Decision;
      const step =
        prior ??
        (await begin(ordinal, undefined, {
          kind: 'approval',
          tool_name: toolName,
          label,
          status: 'waiting',
          input: { tool: toolName, input, reason },
          child_run_id: null,
        }));
      const asked = deps.approvals.find((approval) => approval.step_id === step.id);
      if (!asked) {
        await deps.store.askApproval(deps.run.id, step.id);
        return { decision: 'pending' };
      }
      if (asked.status === 'pending') return { decision: 'pending' };
      const decision: Decision =
        asked.status === 'denied' ? { decision: 'denied' } : { decision: 'approved', input: asked.edited_input ?? input };
      await deps.store.finishStep(step.id, { status: 'succeeded', output: decision, duration_ms: 0 });
      return decision;
    },

    /** Work handed to a child run of another workflow; pending until it finishes, a failed step when it did not succeed. */
    async child(label: string, workflow: string, input: Record<string, unknown>): Promise<ChildOutcome> {
      const { ordinal, step: prior } = stored('child_run', null);
      if (prior?.status === 'succeeded') return { status: 'succeeded', output: (prior.output as { output: unknown }).output };
      if (!prior || prior.status === 'failed') {
        await mayGoOn();
        // A child made just before a crash, whose step was never stored, is taken up rather than made twice.
        const known = new Set(deps.steps.map((step) => step.child_run_id));
        const orphan = deps.children.find((run) => run.workflow === workflow && !known.has(run.id));
        const childId =
          orphan?.id ??
          (await deps.store.insertRun({ workflow, input, starter: deps.run.starter, parent_run_id: deps.run.id, mode: deps.run.mode })).id;
        await begin(ordinal, prior, {
          kind: 'child_run',
          tool_name: null,
          label,
          status: 'running',
          input: { workflow, input },
          child_run_id: childId,
        });
        return { status: 'pending' };
      }
      const child = deps.children.find((run) => run.id === prior.child_run_id);
      if (!child || child.status === 'queued' || child.status === 'running' || child.status === 'waiting_approval')
        return { status: 'pending' };
      return (await execute(
        prior,
        async () => {
          if (child.status !== 'succeeded')
            throw new Error(
              `The ${workflow} run ${child.status === 'cancelled' ? 'was cancelled' : `failed: ${child.error ?? 'no reason given'}`}.`,
            );
          return { output: { run: child.id, output: child.output } };
        },
        false,
      ).then(() => ({ status: 'succeeded', output: child.output }))) as ChildOutcome;
    },

    suspend(reason: 'approval' | 'children'): never {
      throw new RunSuspended(reason);
    },

    /** The steps as stored now, for the run's token count and cost. */
    all: () => deps.steps,
  };
}

export type Stepper = ReturnType<typeof createStepper>;
