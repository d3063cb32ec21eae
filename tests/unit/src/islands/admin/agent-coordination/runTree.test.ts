import { describe, expect, it } from 'vitest';
import { handoversOf, runTree, treeRuns, verdictOf } from '../../../../../../src/islands/admin/agent-coordination/runTree.ts';
import { rollUp } from '../../../../../../src/islands/admin/orchestration/runFigures.ts';
import { aRun, aStep } from '../orchestration/support/runRows.ts';

const at = (second: number) => `2026-11-28T10:00:${String(second).padStart(2, '0')}.000Z`;
const coordinator = aRun('p', { workflow: 'coordinated-piece', input: { job: 'A piece on agents' }, cost_usd: 0.01, input_tokens: 10 });
// Made out of order on purpose: the tree follows the coordinator's handovers, not the rows' order.
const agents = [
  aRun('w2', { workflow: 'writer', parent_run_id: 'p', created_at: at(5), cost_usd: 0.02, output_tokens: 20 }),
  aRun('res', { workflow: 'researcher', parent_run_id: 'p', created_at: at(1), cost_usd: 0.03 }),
  aRun('w1', { workflow: 'writer', parent_run_id: 'p', created_at: at(2), cost_usd: 0.04 }),
  aRun('rv1', { workflow: 'reviewer', parent_run_id: 'p', created_at: at(3), output: { verdict: 'revise', notes: ['Cite the survey'] } }),
  aRun('rv2', { workflow: 'reviewer', parent_run_id: 'p', created_at: at(6), status: 'running', finished_at: null, cost_usd: 0.05 }),
  aRun('stranger', { workflow: 'writer', parent_run_id: 'elsewhere' }),
];
const handed = (id: string, ordinal: number, child: string, more = {}) =>
  aStep(id, ordinal, { run_id: 'p', kind: 'child_run', tool_name: null, child_run_id: child, ...more });
// As the runner stores them: `{ workflow, input }` handed over, `{ run, output }` come back.
const steps = [
  handed('s0', 0, 'res', {
    input: { workflow: 'researcher', input: { job: 'A piece on agents' } },
    output: { run: 'res', output: { findings: [] } },
  }),
  handed('s1', 1, 'w1', { input: { workflow: 'writer', input: { notes: [] } }, output: { run: 'w1', output: { draft: 'First draft' } } }),
  handed('s2', 2, 'rv1', { input: { workflow: 'reviewer', input: { draft: 'First draft' } }, output: null, status: 'running' }),
  handed('s3a', 3, 'w2', { status: 'failed', error: 'The model timed out.' }),
  handed('s3b', 3, 'w2', { attempt: 2, input: { workflow: 'writer', input: { notes: ['Cite the survey'] } } }),
  handed('s4', 4, 'rv2', { output: { run: 'rv2', output: { verdict: 'approve', notes: [] } } }),
  aStep('own', 0, { run_id: 'w1', tool_name: 'search_notes' }),
];

describe('a coordinator’s tree of runs', () => {
  it('puts each agent under its parent in the order it was handed work, and leaves out runs of other trees', () => {
    const tree = runTree(coordinator, agents, steps);
    expect(tree.children.map((child) => child.run.id)).toEqual(['res', 'w1', 'rv1', 'w2', 'rv2']);
    expect(treeRuns(tree).map((run) => run.id)).toEqual(['p', 'res', 'w1', 'rv1', 'w2', 'rv2']);
    // Without the steps (a list's figures), by when each was made.
    expect(runTree(coordinator, agents, []).children.map((child) => child.run.id)).toEqual(['res', 'w1', 'rv1', 'w2', 'rv2']);
    const looped = [aRun('x', { parent_run_id: 'p' }), aRun('p', { parent_run_id: 'x' })];
    expect(treeRuns(runTree(coordinator, looped, [])).map((run) => run.id)).toEqual(['p', 'x']);
  });

  it('says who handed what to whom, each role’s rounds counted, the latest attempt only, and each reviewer’s verdict', () => {
    const handovers = handoversOf(runTree(coordinator, agents, steps), steps);
    expect(handovers.map(({ from, to, round, step }) => `${from.workflow}→${to?.workflow}#${round}:${step.id}`)).toEqual([
      'coordinated-piece→researcher#1:s0',
      'coordinated-piece→writer#1:s1',
      'coordinated-piece→reviewer#1:s2',
      'coordinated-piece→writer#2:s3b',
      'coordinated-piece→reviewer#2:s4',
    ]);
    expect(handovers[0]).toMatchObject({ handed: { job: 'A piece on agents' }, cameBack: { findings: [] } });
    // A review whose step has not stored its answer yet shows what its run made; the second came back in the step.
    expect(handovers[2]?.verdict).toEqual({ verdict: 'revise', notes: ['Cite the survey'] });
    expect(handovers[4]?.verdict).toEqual({ verdict: 'approve', notes: [] });
    expect(handovers[0]?.verdict).toBeNull();
    expect(verdictOf({ verdict: 'maybe' })).toBeNull();
    expect(verdictOf({ verdict: 'revise', notes: ['Shorter', { line: 3 }] })).toEqual({
      verdict: 'revise',
      notes: ['Shorter', '{"line":3}'],
    });
  });

  it('rolls the tokens and cost of the whole tree up to the coordinator, with no total while a reviewer has no price', () => {
    const figures = rollUp(treeRuns(runTree(coordinator, agents, steps)));
    expect(figures).toMatchObject({ input_tokens: 10, output_tokens: 20, runs: 6, unpriced: 0, cost_usd: 0.15 });
    const unpriced = agents.map((agent) => (agent.id === 'rv1' ? { ...agent, cost_usd: null } : agent));
    expect(rollUp(treeRuns(runTree(coordinator, unpriced, steps)))).toMatchObject({ cost_usd: null, unpriced: 1 });
  });
});
