import type { RunSummary, Step } from '../orchestration/runShapes.ts';
import { timelineOf } from '../orchestration/runTimeline.ts';

/** A run with the runs it handed work to, in the order it handed them. */
export interface RunNode<R extends RunSummary = RunSummary> {
  run: R;
  children: RunNode<R>[];
}

/**
 * The tree of runs under `root`: each run's children under it, in the order its `child_run` steps
 * handed them work (researcher, then each writer and reviewer round), a child no step names after
 * those, by when it was made. A run is placed once, so a loop in the data cannot hang the page.
 */
export function runTree<R extends RunSummary>(
  root: R,
  runs: readonly R[],
  steps: readonly Pick<Step, 'ordinal' | 'child_run_id'>[],
): RunNode<R> {
  const handedAt = new Map(steps.flatMap((step) => (step.child_run_id ? [[step.child_run_id, step.ordinal] as const] : [])));
  const order = (run: R) => handedAt.get(run.id) ?? Number.MAX_SAFE_INTEGER;
  const placed = new Set([root.id]);
  const grow = (parent: R): RunNode<R> => {
    const children = runs
      .filter((run) => run.parent_run_id === parent.id && !placed.has(run.id))
      .sort((a, b) => order(a) - order(b) || a.created_at.localeCompare(b.created_at));
    for (const child of children) placed.add(child.id);
    return { run: parent, children: children.map(grow) };
  };
  return grow(root);
}

/** Every run of a tree, the root first. */
export const treeRuns = <R extends RunSummary>(node: RunNode<R>): R[] => [node.run, ...node.children.flatMap(treeRuns)];

/** A reviewer's word on a draft: approve it, or send it back to the writer with notes. */
export interface Verdict {
  verdict: 'approve' | 'revise';
  notes: string[];
}

/** The verdict in what a reviewer handed back, or null when the output holds none. */
export function verdictOf(output: unknown): Verdict | null {
  if (typeof output !== 'object' || output === null) return null;
  const { verdict, notes } = output as { verdict?: unknown; notes?: unknown };
  if (verdict !== 'approve' && verdict !== 'revise') return null;
  return { verdict, notes: Array.isArray(notes) ? notes.map((note) => (typeof note === 'string' ? note : JSON.stringify(note))) : [] };
}

/** One handover: who gave work to whom (the nth time that role was asked), what was handed over and what came back. */
export interface Handover<R extends RunSummary = RunSummary> {
  step: Step;
  from: R;
  to: R | null;
  round: number;
  handed: unknown;
  cameBack: unknown;
  verdict: Verdict | null;
}

/** A `child_run` step holds `{ workflow, input }` as handed over and `{ run, output }` as come back: the inner values are what moved. */
const inner = (value: unknown, key: 'input' | 'output') =>
  typeof value === 'object' && value !== null && key in value ? (value as Record<string, unknown>)[key] : value;

/** Every handover in a tree of runs, in the order they happened: the latest attempt of each `child_run` step. */
export function handoversOf<R extends RunSummary>(tree: RunNode<R>, steps: readonly Step[]): Handover<R>[] {
  const runs = treeRuns(tree);
  const byId = new Map(runs.map((run) => [run.id, run]));
  const rounds = new Map<string, number>();
  return runs.flatMap((from) =>
    timelineOf(steps.filter((step) => step.run_id === from.id))
      .map((entry) => entry.step)
      .filter((step) => step.kind === 'child_run')
      .map((step) => {
        const to = (step.child_run_id && byId.get(step.child_run_id)) || null;
        const role = `${from.id}/${to?.workflow ?? ''}`;
        const round = (rounds.get(role) ?? 0) + 1;
        rounds.set(role, round);
        const cameBack = inner(step.output, 'output');
        // The verdict is what came back, or, while the step has not stored it yet, what the reviewer's run made.
        const made = to && 'output' in to ? to.output : null;
        return { step, from, to, round, handed: inner(step.input, 'input'), cameBack, verdict: verdictOf(cameBack) ?? verdictOf(made) };
      }),
  );
}
