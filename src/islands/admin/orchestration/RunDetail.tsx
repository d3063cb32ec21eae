import { useMemo } from 'react';
import type { RoutePath } from '../../../lib/routes/paths.ts';
import { OpenedRow } from '../kit/OpenedRow.tsx';
import { OpenedSection } from '../kit/OpenedSection.tsx';
import { CancelRunButton } from './CancelRunButton.tsx';
import { LiveAnnouncement } from './LiveAnnouncement.tsx';
import { type Catalog, workflowTitles } from '../kit/workbenchCatalog.ts';
import { RunFacts } from './RunFacts.tsx';
import { isActive, workflowTitle } from './runLabels.ts';
import { loadRunDetail, type RunDetail as Detail } from './runsApi.ts';
import { RunTimeline } from './RunTimeline.tsx';
import { useStatusAnnouncement } from './useStatusAnnouncement.ts';

const coordination = '/enhanced-agent-coordination' satisfies RoutePath;
const orchestration = '/orchestration' satisfies RoutePath;

/** A run opened from the list (`?run=<id>`): read again every second or two while it is going. */
export function RunDetail({ id, catalog, timeZone, onBack }: { id: string; catalog: Catalog; timeZone: string; onBack(): void }) {
  return (
    <OpenedRow
      id={id}
      read={loadRunDetail}
      what="the run"
      missing="This run does not exist"
      back="See every run"
      onBack={onBack}
      pollWhile={(detail) => isActive(detail.run)}
    >
      {(detail, reload) => <OpenedRun detail={detail} catalog={catalog} timeZone={timeZone} onBack={onBack} onChanged={reload} />}
    </OpenedRow>
  );
}

/** The run's facts, Cancel while it is going, and its timeline, its changes of status announced. */
function OpenedRun({
  detail,
  catalog,
  timeZone,
  onBack,
  onChanged,
}: {
  detail: Detail;
  catalog: Catalog;
  timeZone: string;
  onBack(): void;
  onChanged(): void;
}) {
  const titles = useMemo(() => workflowTitles(catalog), [catalog]);
  const { run, steps, approvals } = detail;
  const announcement = useStatusAnnouncement(
    useMemo(() => [run], [run]),
    titles,
  );
  return (
    <OpenedSection back="← All runs" onBack={onBack} title={workflowTitle(titles, run.workflow)} isSample={run.is_sample} focusTitle>
      <LiveAnnouncement text={announcement} />
      <RunFacts run={run} timeZone={timeZone} now={Date.now()} />
      {run.parent_run_id && (
        <a className="admin-link" href={`${coordination}?run=${run.parent_run_id}`}>
          This agent worked for a coordinator: see the whole tree of runs
        </a>
      )}
      {steps.some((step) => step.kind === 'child_run') && (
        <a className="admin-link" href={`${coordination}?run=${run.id}`}>
          See the agents it handed work to, as a tree
        </a>
      )}
      {isActive(run) && (
        <div className="admin-actions">
          <CancelRunButton runId={run.id} onCancelled={onChanged} />
        </div>
      )}
      <h3 className="run-subtitle">Steps</h3>
      <RunTimeline
        run={run}
        steps={steps}
        approvals={approvals}
        tools={catalog.tools}
        onChanged={onChanged}
        childLink={(step) => ({ href: `${orchestration}?run=${step.child_run_id}`, text: 'Open the agent’s run' })}
      />
    </OpenedSection>
  );
}
