import { useMemo } from 'react';
import { OpenedRow } from '../kit/OpenedRow.tsx';
import { OpenedSection } from '../kit/OpenedSection.tsx';
import { CancelRunButton } from '../orchestration/CancelRunButton.tsx';
import { LiveAnnouncement } from '../orchestration/LiveAnnouncement.tsx';
import { type Catalog, workflowTitles } from '../kit/workbenchCatalog.ts';
import { RunFacts } from '../orchestration/RunFacts.tsx';
import { rolledCostLabel, rollUp, tokensLabel } from '../orchestration/runFigures.ts';
import { isActive, workflowTitle } from '../orchestration/runLabels.ts';
import { useStatusAnnouncement } from '../orchestration/useStatusAnnouncement.ts';
import { type Coordination, loadCoordination } from './coordinationApi.ts';
import { Handovers } from './Handovers.tsx';
import { handoversOf, treeRuns } from './runTree.ts';
import { RunTreeNode } from './RunTreeNode.tsx';

/** A coordinator run opened (`?run=<id>`): read again every second or two while any run of its tree is going. */
export function CoordinationDetail({ id, catalog, timeZone, onBack }: { id: string; catalog: Catalog; timeZone: string; onBack(): void }) {
  return (
    <OpenedRow
      id={id}
      read={loadCoordination}
      what="the tree of runs"
      missing="This run does not exist"
      back="See every coordinated run"
      onBack={onBack}
      pollWhile={(coordination) => treeRuns(coordination.tree).some(isActive)}
    >
      {(coordination, reload) => (
        <OpenedCoordination coordination={coordination} catalog={catalog} timeZone={timeZone} onBack={onBack} onChanged={reload} />
      )}
    </OpenedRow>
  );
}

/** The job, the figures of the whole tree, the tree of runs with each one's steps, and the handovers between them. */
function OpenedCoordination({
  coordination,
  catalog,
  timeZone,
  onBack,
  onChanged,
}: {
  coordination: Coordination;
  catalog: Catalog;
  timeZone: string;
  onBack(): void;
  onChanged(): void;
}) {
  const { tree, steps, approvals } = coordination;
  const titles = useMemo(() => workflowTitles(catalog), [catalog]);
  const runs = useMemo(() => treeRuns(tree), [tree]);
  const announcement = useStatusAnnouncement(runs, titles);
  const figures = rollUp(runs);
  const root = tree.run;
  const now = Date.now();
  return (
    <OpenedSection
      back="← All coordinated runs"
      onBack={onBack}
      title={workflowTitle(titles, root.workflow)}
      isSample={root.is_sample}
      focusTitle
    >
      <LiveAnnouncement text={announcement} />
      {typeof root.input.job === 'string' && <blockquote className="admin-quote">{root.input.job}</blockquote>}
      <RunFacts run={root} timeZone={timeZone} now={now} tokens={tokensLabel(figures) || 'none'} cost={rolledCostLabel(figures)} />
      <p className="admin-muted">
        Tokens and cost are the coordinator’s and its {figures.runs - 1} {figures.runs === 2 ? 'agent’s' : 'agents’'} together.
      </p>
      {isActive(root) && (
        <div className="admin-actions">
          <CancelRunButton runId={root.id} onCancelled={onChanged} />
        </div>
      )}
      <h3 className="run-subtitle">The tree of runs</h3>
      <ol className="run-tree">
        <RunTreeNode
          node={tree}
          steps={steps}
          approvals={approvals}
          titles={titles}
          tools={catalog.tools}
          now={now}
          onChanged={onChanged}
        />
      </ol>
      <h3 className="run-subtitle">Who handed what to whom</h3>
      <Handovers handovers={handoversOf(tree, steps)} titles={titles} />
    </OpenedSection>
  );
}
