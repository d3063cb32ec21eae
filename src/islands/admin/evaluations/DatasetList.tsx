import { useId, useState } from 'react';
import { addToast } from '../../../stores/toasts.ts';
import { FormProblem } from '../../shared/FormField.tsx';
import { FileField } from '../kit/FileField.tsx';
import { ToolEmpty } from '../kit/ToolStates.tsx';
import { toastFailure } from '../kit/toastFailure.ts';
import { deleteDataset, importDataset } from './evaluationsApi.ts';
import type { Dataset } from './evaluationShapes.ts';

/** The datasets to choose from, a file to import one from, and Delete. */
export function DatasetList({
  datasets,
  chosen,
  onChoose,
  onChanged,
}: {
  datasets: readonly Dataset[];
  chosen: string | null;
  onChoose(id: string): void;
  onChanged(): Promise<void>;
}) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function take(file: File) {
    setBusy(true);
    setProblem(null);
    try {
      const made = await importDataset(JSON.parse(await file.text()));
      addToast({ title: `Imported ${file.name}` });
      await onChanged();
      onChoose(made);
    } catch (error) {
      setProblem(`${file.name} was not imported: ${error instanceof SyntaxError ? 'it is not JSON' : (error as Error).message}.`);
    } finally {
      setBusy(false);
    }
  }
  async function remove(dataset: Dataset) {
    if (!window.confirm(`Delete the dataset “${dataset.name}” and its questions? Its runs stay.`)) return;
    await deleteDataset(dataset.id).then(onChanged, (error) => toastFailure('The dataset was not deleted', error));
  }
  return (
    <div className="admin-stack">
      <FileField
        id={`${id}-file`}
        label="Import a dataset (JSON)"
        accept="application/json,.json"
        disabled={busy}
        hint="A file of {name, description, questions: [{question, sources, checks, held_out}]}, as evals/site-guide.json in the repository."
        onFile={take}
      />
      <FormProblem problem={problem} />
      {datasets.length === 0 ? (
        <ToolEmpty title="No dataset yet">
          Import the site guide’s questions (evals/site-guide.json) to evaluate the site guide’s retrieval.
        </ToolEmpty>
      ) : (
        <ul>
          {datasets.map((dataset) => (
            <li key={dataset.id}>
              <button type="button" className="button" aria-pressed={dataset.id === chosen} onClick={() => onChoose(dataset.id)}>
                {dataset.name}
              </button>
              <span className="admin-muted"> {dataset.description}</span>{' '}
              <button type="button" className="button button-danger" onClick={() => remove(dataset)}>
                Delete<span className="sr-only-text"> {dataset.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
