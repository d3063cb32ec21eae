import { useId, useState } from 'react';
import { SearchableTable } from '../kit/SearchableTable.tsx';
import { SelectField } from '../kit/SelectField.tsx';
import type { Column } from '../kit/tableRows.ts';
import { useListState } from '../kit/useListState.ts';
import { type ComparedQuestion, compareRuns, type ScoredRun } from './evaluationFigures.ts';

const columns: readonly Column<ComparedQuestion>[] = [
  { key: 'question', label: 'Question', value: (row) => row.question, rowHeader: true },
  { key: 'set', label: 'Set', value: (row) => (row.held_out ? 'held out' : 'tuning') },
  { key: 'first', label: 'First run', value: (row) => row.first },
  { key: 'second', label: 'Second run', value: (row) => row.second },
  { key: 'change', label: 'Change', value: (row) => row.change },
];

/** Two runs of a dataset chosen, compared question by question; the newest two to begin with. */
export function RunComparison({ runs, timeZone }: { runs: readonly ScoredRun[]; timeZone: string }) {
  const id = useId();
  const options = runs.map(({ run, scored }) => ({
    value: run.id,
    label: `${new Date(run.created_at).toLocaleString('en-GB', { timeZone })}, ${scored.target}`,
  }));
  const [first, setFirst] = useState(runs[runs.length - 2]?.run.id ?? '');
  const [second, setSecond] = useState(runs[runs.length - 1]?.run.id ?? '');
  const list = useListState({ key: 'change', direction: 'ascending' });
  const resultsOf = (runId: string) => runs.find(({ run }) => run.id === runId)?.scored.results ?? [];
  return (
    <section aria-labelledby={`${id}-title`} className="admin-stack">
      <h3 id={`${id}-title`}>Compare two runs</h3>
      <SelectField id={`${id}-first`} label="First run" value={first} options={options} onChange={setFirst} />
      <SelectField id={`${id}-second`} label="Second run" value={second} options={options} onChange={setSecond} />
      <SearchableTable
        idPrefix={`${id}-compare`}
        list={list}
        caption="The two runs, question by question"
        columns={columns}
        rows={compareRuns(resultsOf(first), resultsOf(second))}
        rowKey={(row) => row.question}
        filename="evaluation-comparison.csv"
        noun="compared questions"
        empty={null}
      />
    </section>
  );
}
