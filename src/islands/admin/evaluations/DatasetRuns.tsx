import { useCallback, useId, useState } from 'react';
import { evalTargets } from '../../../../functions/_shared/evals/evalTargetNames.ts';
import { addToast } from '../../../stores/toasts.ts';
import { optionsOf } from '../kit/choiceOptions.ts';
import { SearchableTable } from '../kit/SearchableTable.tsx';
import { SelectField } from '../kit/SelectField.tsx';
import type { Column } from '../kit/tableRows.ts';
import { toastFailure } from '../kit/toastFailure.ts';
import { ToolData, ToolEmpty } from '../kit/ToolStates.tsx';
import { ToolSection } from '../kit/ToolSection.tsx';
import { useListState } from '../kit/useListState.ts';
import { useToolData } from '../kit/useToolData.ts';
import { figure, type ScoredRun, scoreColumns, scoredRuns } from './evaluationFigures.ts';
import { loadQuestions, startEvaluation } from './evaluationsApi.ts';
import type { Dataset, EvalRun, Question } from './evaluationShapes.ts';
import { RunComparison } from './RunComparison.tsx';
import { RunsChart } from './RunsChart.tsx';

const targets = optionsOf(evalTargets);

const questionColumns: readonly Column<Question>[] = [
  { key: 'position', label: '#', value: (row) => row.position + 1, numeric: true },
  { key: 'question', label: 'Question', value: (row) => row.question, rowHeader: true },
  { key: 'sources', label: 'Should find', value: (row) => row.sources.join(' ') },
  { key: 'checks', label: 'Checks', value: (row) => row.checks.map((check) => check.kind).join(', ') },
  { key: 'set', label: 'Set', value: (row) => (row.held_out ? 'held out' : 'tuning') },
];

const runColumns = (timeZone: string): readonly Column<ScoredRun>[] => [
  {
    key: 'when',
    label: 'Run',
    value: ({ run }) => run.created_at,
    cell: ({ run }) => <a href={`/orchestration?run=${run.id}`}>{new Date(run.created_at).toLocaleString('en-GB', { timeZone })}</a>,
    rowHeader: true,
  },
  { key: 'target', label: 'Target', value: ({ scored }) => scored.target },
  ...scoreColumns.map((column) => ({
    key: column.key,
    label: column.label,
    value: ({ scored }: ScoredRun) => column.of(scored.scores),
    cell: ({ scored }: ScoredRun) => figure(column.of(scored.scores)),
    numeric: true as const,
  })),
];

/** A dataset opened: its questions, Run against a target, its runs with their scores, the chart and a comparison. */
export function DatasetRuns({
  dataset,
  runs,
  model,
  timeZone,
  onStarted,
}: {
  dataset: Dataset;
  runs: readonly EvalRun[];
  model: string | null;
  timeZone: string;
  onStarted(): Promise<void>;
}) {
  const id = useId();
  const questions = useToolData(useCallback(() => loadQuestions(dataset.id), [dataset.id]));
  const [target, setTarget] = useState<(typeof targets)[number]['value']>('site-guide');
  const [starting, setStarting] = useState(false);
  const questionList = useListState({ key: 'position', direction: 'ascending' });
  const runList = useListState({ key: 'when', direction: 'descending' });
  const scored = scoredRuns(runs, dataset.id);
  const going = runs.filter((run) => run.status === 'queued' || run.status === 'running').length;
  async function start() {
    setStarting(true);
    try {
      await startEvaluation(dataset, target);
      addToast({ title: `Evaluation of ${dataset.name} started` });
      await onStarted();
    } catch (error) {
      toastFailure('The evaluation did not start', error);
    } finally {
      setStarting(false);
    }
  }
  return (
    <>
      <ToolSection title={`Run “${dataset.name}”`}>
        <div className="admin-stack">
          <SelectField
            id={`${id}-target`}
            label="Put the questions to"
            value={target}
            options={model ? targets : targets.filter((option) => option.value !== 'model')}
            onChange={(value) => setTarget(value as typeof target)}
            hint={
              model
                ? `Rubrics are judged by ${model}.`
                : 'No chat model is configured: the site guide, the notes’ search and the researcher (by its rules) are evaluated, and rubrics stay unjudged.'
            }
          />
          <button type="button" className="button button-primary" disabled={starting} onClick={start}>
            {starting ? 'Starting…' : 'Run the evaluation'}
          </button>
          {going > 0 && <p role="status">{going === 1 ? 'An evaluation is running…' : `${going} evaluations are running…`}</p>}
        </div>
      </ToolSection>
      <ToolSection title="Runs and scores">
        <SearchableTable
          idPrefix={`${id}-runs`}
          list={runList}
          caption={`The runs of ${dataset.name}, with hit@3 and MRR on the tuning and held-out questions`}
          columns={runColumns(timeZone)}
          rows={scored}
          rowKey={({ run }) => run.id}
          filename="evaluation-runs.csv"
          noun="runs"
          empty={<ToolEmpty title="No finished run yet">Run the evaluation: its scores appear here when it has finished.</ToolEmpty>}
        />
        {scored.length > 0 && <RunsChart runs={scored} name={dataset.name} />}
        {scored.length > 1 && <RunComparison runs={scored} timeZone={timeZone} />}
      </ToolSection>
      <ToolSection title="Questions">
        <ToolData data={questions} what="the questions">
          {(rows) => (
            <SearchableTable
              idPrefix={`${id}-questions`}
              list={questionList}
              caption={`The questions of ${dataset.name}`}
              columns={questionColumns}
              rows={rows}
              rowKey={(row) => row.id}
              filename="evaluation-questions.csv"
              noun="questions"
              empty={null}
            />
          )}
        </ToolData>
      </ToolSection>
    </>
  );
}
