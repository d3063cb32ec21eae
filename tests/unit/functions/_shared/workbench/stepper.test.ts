import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ApprovalRow, RunRow, StepRow } from '../../../../../functions/_shared/workbench/runRows.ts';
import type { RunStore } from '../../../../../functions/_shared/workbench/runStore.ts';
import { createStepper, RunSuspended, StepFailed } from '../../../../../functions/_shared/workbench/stepper.ts';
import { defineTool } from '../../../../../functions/_shared/tools/toolDefinition.ts';

const run: RunRow = {
  id: 'run-1',
  workflow: 'brief-from-signals',
  input: {},
  status: 'running',
  starter: 'owner',
  parent_run_id: null,
  mode: 'rules',
  created_at: '2026-11-28T00:00:00Z',
  lease_owner: 'runner-a',
};

/** A tool that counts its calls and answers with the key it ran under. */
function countingTool(calls: string[]) {
  return defineTool({
    name: 'add_task',
    description: 'A tool for the test.',
    input: z.object({ title: z.string() }),
    output: z.object({ key: z.string() }),
    scopes: ['tasks:write'],
    effect: 'write',
    run: async (_input, context) => {
      calls.push(context.idempotencyKey ?? '');
      return { key: context.idempotencyKey ?? '' };
    },
  });
}

/** The run store in memory: what a stepper stores, and whether the runner still holds the run. */
function memoryStore(steps: StepRow[] = [], holds = true) {
  let ids = steps.length;
  const store = {
    holdLease: async () => holds,
    beginStep: async (_owner: string, _lease: number, row: Omit<StepRow, 'id' | 'output' | 'error' | 'input_tokens' | 'output_tokens'>) =>
      holds ? ({ ...row, id: `step-${++ids}`, output: null, error: null, input_tokens: 0, output_tokens: 0 } as StepRow) : null,
    finishStep: async () => {},
    askApproval: async () => {},
    insertRun: async () => ({ ...run, id: 'child-1' }),
  } as unknown as RunStore;
  return store;
}

const stepper = (steps: StepRow[], options: { holds?: boolean; deadline?: number; approvals?: ApprovalRow[] } = {}) =>
  createStepper({
    run,
    store: memoryStore(steps, options.holds),
    steps,
    approvals: options.approvals ?? [],
    children: [],
    owner: 'runner-a',
    leaseSeconds: 60,
    deadline: options.deadline ?? Number.POSITIVE_INFINITY,
    now: () => 0,
    toolContext: (idempotencyKey) => ({ db: {} as never, starter: run.starter, idempotencyKey }),
  });

const stored = (fields: Partial<StepRow>): StepRow => ({
  id: 'stored',
  run_id: run.id,
  ordinal: 0,
  attempt: 1,
  kind: 'tool_call',
  tool_name: 'add_task',
  label: 'Add a task',
  status: 'succeeded',
  input: { title: 'Call back' },
  output: { key: 'first' },
  error: null,
  input_tokens: 0,
  output_tokens: 0,
  idempotency_key: 'run-1:0:1',
  child_run_id: null,
  ...fields,
});

describe('a run’s steps, replayed', () => {
  it('answer a finished step from the store without running it again', async () => {
    const calls: string[] = [];
    expect(await stepper([stored({})]).tool('Add a task', countingTool(calls), { title: 'Call back' })).toEqual({ key: 'first' });
    expect(calls).toEqual([]);
  });

  it('run a step a crash left running again as itself, under its own key and with its stored input', async () => {
    const calls: string[] = [];
    const answer = await stepper([stored({ status: 'running', output: null })]).tool('Add a task', countingTool(calls), { title: 'Other' });
    expect(answer).toEqual({ key: 'run-1:0:1' });
    expect(calls).toEqual(['run-1:0:1']);
  });

  it('run a failed step as its next attempt, under a new key', async () => {
    const calls: string[] = [];
    await stepper([stored({ status: 'failed', output: null, error: 'boom' })]).tool('Add a task', countingTool(calls), {
      title: 'Call back',
    });
    expect(calls).toEqual(['run-1:0:2']);
  });

  it('refuse to replay a run whose workflow now asks for another step there', async () => {
    const other = { ...countingTool([]), name: 'draft_reply' };
    await expect(stepper([stored({})]).tool('Draft', other, { title: 'x' })).rejects.toThrow(/stored as add_task/);
  });

  it('start no new step past the time budget or once the lease is lost', async () => {
    const budget = stepper([], { deadline: -1 }).tool('Add a task', countingTool([]), { title: 'x' });
    await expect(budget).rejects.toMatchObject({ reason: 'budget' });
    const lost = stepper([], { holds: false }).tool('Add a task', countingTool([]), { title: 'x' });
    await expect(lost).rejects.toBeInstanceOf(RunSuspended);
  });

  it('fail the run at a tool that throws, or give a model its refused input back when asked to', async () => {
    const broken = defineTool({ ...countingTool([]), run: async () => Promise.reject(new Error('database down')) });
    await expect(stepper([]).tool('Add a task', broken, { title: 'x' })).rejects.toBeInstanceOf(StepFailed);
    const answer = await stepper([]).tool('Add a task', countingTool([]), { title: 7 }, { errorsBack: true });
    expect(answer).toEqual({ error: expect.stringMatching(/input of add_task is invalid/) });
  });

  it('wait for the owner, then answer their decision with the input they edited', async () => {
    const waiting = stored({ kind: 'approval', status: 'waiting', output: null, id: 'ask' });
    const pending: ApprovalRow = { id: 'a', run_id: run.id, step_id: 'ask', status: 'pending', edited_input: null };
    expect(await stepper([waiting], { approvals: [pending] }).approval('Send?', 'add_task', { title: 'x' }, 'why')).toEqual({
      decision: 'pending',
    });
    const approved = { ...pending, status: 'approved' as const, edited_input: { title: 'edited' } };
    expect(await stepper([{ ...waiting }], { approvals: [approved] }).approval('Send?', 'add_task', { title: 'x' }, 'why')).toEqual({
      decision: 'approved',
      input: { title: 'edited' },
    });
  });
});
