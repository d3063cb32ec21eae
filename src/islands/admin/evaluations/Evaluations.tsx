import { useCallback } from 'react';
import { ToolData } from '../kit/ToolStates.tsx';
import { ToolSection } from '../kit/ToolSection.tsx';
import { urlParams, textParam } from '../kit/urlParams.ts';
import { usePolling } from '../kit/usePolling.ts';
import { useToolData } from '../kit/useToolData.ts';
import { useUrlState } from '../kit/useUrlState.ts';
import { loadCatalog } from '../kit/workbenchCatalog.ts';
import { DatasetList } from './DatasetList.tsx';
import { DatasetRuns } from './DatasetRuns.tsx';
import { evaluationWorkflow, loadDatasets, loadEvalRuns } from './evaluationsApi.ts';

const load = async () => {
  const [datasets, runs, catalog] = await Promise.all([loadDatasets(), loadEvalRuns(), loadCatalog()]);
  const model = catalog.workflows.find((workflow) => workflow.name === evaluationWorkflow)?.model ?? null;
  return { datasets, runs, model };
};

const address = urlParams({ dataset: textParam() });

/**
 * /innovation-lab: evaluation datasets (imported from a file), and for the dataset chosen
 * (`?dataset=`) its questions, Run against a target, the runs' scores, a chart of them over time
 * and two runs compared question by question. Runs are the workbench's, watched while they go.
 */
export function Evaluations({ timeZone }: { timeZone: string }) {
  const data = useToolData(load);
  const [where, setWhere] = useUrlState(address);
  const going = data.state.kind === 'loaded' && data.state.data.runs.some((run) => run.status === 'queued' || run.status === 'running');
  usePolling(going, data.reload);
  const choose = useCallback((dataset: string) => setWhere({ dataset }, 'push'), [setWhere]);
  return (
    <ToolData data={data} what="the evaluations">
      {({ datasets, runs, model }) => {
        const chosen = datasets.find((dataset) => dataset.id === where.dataset);
        return (
          <div className="admin-stack">
            <ToolSection title="Datasets">
              <DatasetList datasets={datasets} chosen={chosen?.id ?? null} onChoose={choose} onChanged={data.reload} />
            </ToolSection>
            {chosen && (
              <DatasetRuns key={chosen.id} dataset={chosen} runs={runs} model={model} timeZone={timeZone} onStarted={data.reload} />
            )}
          </div>
        );
      }}
    </ToolData>
  );
}
