import type { WorkbenchTool } from '../kit/workbenchCatalog.ts';
import { costLabel, durationLabel, runDuration, tokensLabel } from '../orchestration/runFigures.ts';
import { workflowTitle } from '../orchestration/runLabels.ts';
import { RunStatusBadge } from '../orchestration/RunFacts.tsx';
import type { Approval, Run, Step } from '../orchestration/runShapes.ts';
import { RunTimeline } from '../orchestration/RunTimeline.tsx';
import type { RunNode } from './runTree.ts';

/** A run's own figures in one line: how long, its tokens, its cost. */
function runLine(run: Run, now: number): string {
  const duration = runDuration(run, now);
  return [
    duration === null ? 'not started' : durationLabel(duration),
    tokensLabel(run) && `${tokensLabel(run)} tokens`,
    costLabel(run.cost_usd),
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * A run in the tree, its role first (researcher, writer, reviewer), its status and figures, its own
 * steps folded (the timeline of /orchestration), then the runs it handed work to, nested.
 */
export function RunTreeNode({
  node,
  steps,
  approvals,
  titles,
  tools,
  now,
  onChanged,
}: {
  node: RunNode<Run>;
  steps: readonly Step[];
  approvals: readonly Approval[];
  titles: ReadonlyMap<string, string>;
  tools: readonly WorkbenchTool[];
  now: number;
  onChanged(): void;
}) {
  const { run, children } = node;
  const own = steps.filter((step) => step.run_id === run.id);
  const ordinals = new Set(own.map((step) => step.ordinal)).size;
  return (
    <li className="run-node" id={`run-${run.id}`}>
      <p>
        <strong>{workflowTitle(titles, run.workflow)}</strong> <RunStatusBadge status={run.status} />{' '}
        <span className="admin-muted">{runLine(run, now)}</span>
      </p>
      {run.summary && <p>{run.summary}</p>}
      {run.error && <p className="run-error">{run.error}</p>}
      <details className="run-fold">
        <summary>
          Its steps ({ordinals})<span className="sr-only-text">: {workflowTitle(titles, run.workflow)}</span>
        </summary>
        <RunTimeline
          run={run}
          steps={own}
          approvals={approvals.filter((approval) => approval.run_id === run.id)}
          tools={tools}
          onChanged={onChanged}
          childLink={(step) => ({ href: `#run-${step.child_run_id}`, text: 'Go to this agent in the tree' })}
        />
      </details>
      {children.length > 0 && (
        <ol className="run-tree">
          {children.map((child) => (
            <RunTreeNode
              key={child.run.id}
              node={child}
              steps={steps}
              approvals={approvals}
              titles={titles}
              tools={tools}
              now={now}
              onChanged={onChanged}
            />
          ))}
        </ol>
      )}
    </li>
  );
}
