import { FoldedValue } from '../orchestration/FoldedValue.tsx';
import { workflowTitle } from '../orchestration/runLabels.ts';
import { RunStatusBadge } from '../orchestration/RunFacts.tsx';
import type { Run } from '../orchestration/runShapes.ts';
import type { Handover } from './runTree.ts';

const verdictLabels = { approve: 'Approved the draft', revise: 'Sent the draft back to the writer' } as const;

/** Who handed what to whom, in order: what each agent was given, what came back, and each reviewer's verdict with its notes. */
export function Handovers({ handovers, titles }: { handovers: readonly Handover<Run>[]; titles: ReadonlyMap<string, string> }) {
  if (handovers.length === 0) return <p className="admin-muted">No work has been handed to an agent yet.</p>;
  return (
    <ol className="run-handovers">
      {handovers.map(({ step, from, to, round, handed, cameBack, verdict }) => (
        <li key={step.id}>
          <p>
            <strong>
              {workflowTitle(titles, from.workflow)} → {to ? workflowTitle(titles, to.workflow) : 'an agent'}
              {round > 1 && ` (round ${round})`}
            </strong>{' '}
            {to && <RunStatusBadge status={to.status} />}
          </p>
          <FoldedValue title="Handed over" value={handed} />
          <FoldedValue title="Came back" value={cameBack} />
          {verdict && (
            <>
              <p>
                Verdict: <strong>{verdictLabels[verdict.verdict]}</strong>
              </p>
              {verdict.notes.length > 0 && (
                <ul className="run-notes">
                  {[...new Set(verdict.notes)].map((note) => (
                    <li key={note}>{note}</li>
                  ))}
                </ul>
              )}
            </>
          )}
        </li>
      ))}
    </ol>
  );
}
