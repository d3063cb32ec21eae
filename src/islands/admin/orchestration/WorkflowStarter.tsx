import { useId } from 'react';
import { addToast } from '../../../stores/toasts.ts';
import { SchemaForm } from '../kit/SchemaForm.tsx';
import { startRun } from './runActions.ts';
import type { Workflow } from '../kit/workbenchCatalog.ts';
import type { RunSummary } from './runShapes.ts';

/** How a workflow runs now: as an agent of the configured model, or by its own rules. */
const workflowModeLabel = (workflow: Pick<Workflow, 'model'>) =>
  workflow.model ? `Runs as an agent: ${workflow.model}` : 'Runs by its own rules: no model is configured';

/**
 * A workflow to start: what it does, how it runs, the tools it may use, and its input as a form
 * drawn from its JSON Schema, with Run. A refused input is said under the form, and what was typed stays.
 */
export function WorkflowStarter({ workflow, onStarted }: { workflow: Workflow; onStarted(run: RunSummary): void }) {
  const id = useId();
  async function start(input: Record<string, unknown>) {
    const run = await startRun(workflow.name, input);
    addToast({ title: `${workflow.title} started` });
    onStarted(run);
  }
  return (
    <section className="run-workflow" aria-labelledby={id}>
      <h3 id={id}>{workflow.title}</h3>
      <p>{workflow.description}</p>
      <p className="admin-muted">
        {workflowModeLabel(workflow)}
        {workflow.tools.length > 0 && ` · tools: ${workflow.tools.join(', ')}`}
      </p>
      {workflow.started_on ? (
        <p>
          Its input is composed on <a href={workflow.started_on}>{workflow.started_on}</a>: start it there.
        </p>
      ) : (
        <SchemaForm
          idPrefix={`start-${workflow.name}`}
          label={`Start ${workflow.title}`}
          schema={workflow.input}
          submitLabel={
            <>
              Run<span className="sr-only-text"> {workflow.title}</span>
            </>
          }
          busyLabel="Starting…"
          onSubmit={start}
        />
      )}
    </section>
  );
}
