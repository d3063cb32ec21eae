import { useCallback, useMemo } from 'react';
import { ToolData } from '../kit/ToolStates.tsx';
import { ToolSection } from '../kit/ToolSection.tsx';
import { usePolling } from '../kit/usePolling.ts';
import { useToolData } from '../kit/useToolData.ts';
import { type ListAddress, useListAddress } from '../kit/useUrlState.ts';
import { ApprovalsInbox } from './ApprovalsInbox.tsx';
import { loadWaitingApprovals } from './approvalsApi.ts';
import { LiveAnnouncement } from './LiveAnnouncement.tsx';
import { type Catalog, loadCatalog, workflowTitles } from '../kit/workbenchCatalog.ts';
import { RunDetail } from './RunDetail.tsx';
import { type RunsAddress, runsAddress } from './runList.ts';
import { RunList } from './RunList.tsx';
import type { Allowance } from './runShapes.ts';
import { loadAllowances } from './runsApi.ts';
import { ToolAllowances } from './ToolAllowances.tsx';
import { useWatchedRuns } from './useWatchedRuns.ts';
import { WorkflowStarter } from './WorkflowStarter.tsx';

const loadSetup = async () => {
  const [catalog, allowances] = await Promise.all([loadCatalog(), loadAllowances()]);
  return { catalog, allowances };
};

/** /orchestration: the workflows to run, the approvals waiting, the runs, and one run's timeline as the address says (`?run=`). */
export function Orchestration({ timeZone }: { timeZone: string }) {
  const setup = useToolData(loadSetup);
  const list = useListAddress(runsAddress);
  const open = (run: string) => list.setAddress({ ...list.address, run }, 'push');
  return (
    <ToolData data={setup} what="the workflows">
      {({ catalog, allowances }) =>
        list.address.run ? (
          <RunDetail key={list.address.run} id={list.address.run} catalog={catalog} timeZone={timeZone} onBack={() => open('')} />
        ) : (
          <Overview catalog={catalog} allowances={allowances} list={list} timeZone={timeZone} onOpen={open} />
        )
      }
    </ToolData>
  );
}

/** Everything but an opened run, refreshed every second or two while a run is queued, running or waiting. */
function Overview({
  catalog,
  allowances,
  list,
  timeZone,
  onOpen,
}: {
  catalog: Catalog;
  allowances: readonly Allowance[];
  list: ListAddress<RunsAddress>;
  timeZone: string;
  onOpen(id: string): void;
}) {
  const titles = useMemo(() => workflowTitles(catalog), [catalog]);
  const runs = useWatchedRuns(titles);
  const waiting = useToolData(loadWaitingApprovals);
  const refresh = useCallback(async () => {
    await Promise.all([runs.data.reload(), waiting.reload()]);
  }, [runs.data.reload, waiting.reload]);
  usePolling(runs.active, refresh);
  return (
    <div className="admin-stack">
      <LiveAnnouncement text={runs.announcement} />
      <ToolSection title="Waiting for your approval">
        <ToolData data={waiting} what="the approvals">
          {(entries) => <ApprovalsInbox waiting={entries} titles={titles} tools={catalog.tools} onOpenRun={onOpen} onDecided={refresh} />}
        </ToolData>
      </ToolSection>
      <ToolSection title="Workflows">
        <div className="run-workflows">
          {catalog.workflows
            .filter((workflow) => workflow.startable)
            .map((workflow) => (
              <WorkflowStarter key={workflow.name} workflow={workflow} onStarted={(run) => onOpen(run.id)} />
            ))}
        </div>
      </ToolSection>
      <ToolSection title="Runs">
        <ToolData data={runs.data} what="the runs">
          {(rows) => <RunList runs={rows} catalog={catalog} titles={titles} list={list} timeZone={timeZone} onOpen={onOpen} />}
        </ToolData>
      </ToolSection>
      <ToolSection title="What agents may do without asking">
        <ToolAllowances catalog={catalog} initial={allowances} />
      </ToolSection>
    </div>
  );
}
