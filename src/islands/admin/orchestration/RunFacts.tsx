import { ownerLabel } from '../publishing/ownerDateTime.ts';
import { FactRows } from '../kit/FactRows.tsx';
import { FoldedValue } from './FoldedValue.tsx';
import { costLabel, durationLabel, runDuration, tokensLabel } from './runFigures.ts';
import { modeLabel, runStatusLabels } from './runLabels.ts';
import { outputLinks } from './runOutputLinks.ts';
import type { Run } from './runShapes.ts';

/** A run's status as a badge, coloured by its state. */
export function RunStatusBadge({ status }: { status: Run['status'] }) {
  return (
    <span className="run-badge" data-status={status}>
      {runStatusLabels[status]}
    </span>
  );
}

/**
 * What a run is and how it went: its status, how it runs (its rules or a model), when it started,
 * how long it took, its tokens and cost (given, for a tree of runs, as the figures rolled up),
 * its summary or error, what it was given and links to what it made.
 */
export function RunFacts({
  run,
  timeZone,
  now,
  tokens = tokensLabel(run) || 'none',
  cost = costLabel(run.cost_usd),
}: {
  run: Run;
  timeZone: string;
  now: number;
  tokens?: string;
  cost?: string;
}) {
  const duration = runDuration(run, now);
  const facts: [string, string][] = [
    ['How it runs', modeLabel(run)],
    ['Started', run.started_at ? ownerLabel(run.started_at, timeZone) : `Queued ${ownerLabel(run.created_at, timeZone)}`],
    ['Duration', duration === null ? 'not started' : durationLabel(duration)],
    ['Tokens', tokens],
    ['Cost', cost],
  ];
  return (
    <>
      <dl className="run-facts">
        <div>
          <dt>Status</dt>
          <dd>
            <RunStatusBadge status={run.status} />
          </dd>
        </div>
        <FactRows facts={facts} />
      </dl>
      {run.summary && <p>{run.summary}</p>}
      {run.error && <p className="run-error">{run.error}</p>}
      <FoldedValue title="Given" value={run.input} />
      <FoldedValue title="Made" value={run.output} />
      {outputLinks(run.output).map((link) => (
        <a key={link.href} className="admin-link" href={link.href}>
          {link.text}
        </a>
      ))}
    </>
  );
}
