import { useMemo } from 'react';
import { ToolData } from '../kit/ToolStates.tsx';
import { ToolSection } from '../kit/ToolSection.tsx';
import { usePolling } from '../kit/usePolling.ts';
import { useToolData } from '../kit/useToolData.ts';
import { type ListAddress, useListAddress } from '../kit/useUrlState.ts';
import { LiveAnnouncement } from '../orchestration/LiveAnnouncement.tsx';
import { type Catalog, loadCatalog, workflowTitles } from '../kit/workbenchCatalog.ts';
import { isActive } from '../orchestration/runLabels.ts';
import { useStatusAnnouncement } from '../orchestration/useStatusAnnouncement.ts';
import { WorkflowStarter } from '../orchestration/WorkflowStarter.tsx';
import { coordinatorWorkflow, loadCoordinatorRuns } from './coordinationApi.ts';
import { CoordinationDetail } from './CoordinationDetail.tsx';
import { type CoordinationAddress, coordinationAddress } from './coordinationList.ts';
import { CoordinatorList } from './CoordinatorList.tsx';

/** /enhanced-agent-coordination: a job for the coordinator, its runs, and one run's tree as the address says (`?run=`). */
export function AgentCoordination({ timeZone }: { timeZone: string }) {
  const catalog = useToolData(loadCatalog);
  const list = useListAddress(coordinationAddress);
  const open = (run: string) => list.setAddress({ ...list.address, run }, 'push');
  return (
    <ToolData data={catalog} what="the coordinator">
      {(loaded) =>
        list.address.run ? (
          <CoordinationDetail key={list.address.run} id={list.address.run} catalog={loaded} timeZone={timeZone} onBack={() => open('')} />
        ) : (
          <CoordinationOverview catalog={loaded} list={list} timeZone={timeZone} onOpen={open} />
        )
      }
    </ToolData>
  );
}

/** The coordinator's form and its runs, refreshed every second or two while one is going. */
function CoordinationOverview({
  catalog,
  list,
  timeZone,
  onOpen,
}: {
  catalog: Catalog;
  list: ListAddress<CoordinationAddress>;
  timeZone: string;
  onOpen(id: string): void;
}) {
  const titles = useMemo(() => workflowTitles(catalog), [catalog]);
  const coordinator = catalog.workflows.find((workflow) => workflow.name === coordinatorWorkflow);
  const data = useToolData(loadCoordinatorRuns);
  const rows = data.state.kind === 'loaded' ? data.state.data : null;
  usePolling(rows?.some(isActive) ?? false, data.reload);
  const announcement = useStatusAnnouncement(rows, titles);
  return (
    <div className="admin-stack">
      <LiveAnnouncement text={announcement} />
      <ToolSection title="A job for the agents">
        {coordinator ? (
          <WorkflowStarter workflow={coordinator} onStarted={(run) => onOpen(run.id)} />
        ) : (
          <p className="admin-muted">The coordinator workflow is not part of this backend’s workbench.</p>
        )}
      </ToolSection>
      <ToolSection title="Coordinated runs">
        <ToolData data={data} what="the coordinated runs">
          {(loaded) => <CoordinatorList rows={loaded} list={list} timeZone={timeZone} onOpen={onOpen} />}
        </ToolData>
      </ToolSection>
    </div>
  );
}
