import { useState } from 'react';
import { CheckField } from '../kit/EditorFields.tsx';
import { toastFailure } from '../kit/toastFailure.ts';
import { allowTool } from './runActions.ts';
import type { Catalog } from '../kit/workbenchCatalog.ts';
import type { Allowance } from './runShapes.ts';

/**
 * For each workflow, the write tools its agent may use: a box "may use without asking" each.
 * Reads never ask and sends always do, so only writes are listed.
 */
export function ToolAllowances({ catalog, initial }: { catalog: Catalog; initial: readonly Allowance[] }) {
  const [allowances, setAllowances] = useState(initial);
  const [busy, setBusy] = useState('');
  const writes = new Set(catalog.tools.filter((tool) => tool.effect === 'write').map((tool) => tool.name));
  const workflows = catalog.workflows
    .map((workflow) => ({ workflow, tools: workflow.tools.filter((name) => writes.has(name)) }))
    .filter((entry) => entry.tools.length > 0);

  async function change(workflow: string, tool: string, allowed: boolean) {
    const before = allowances;
    // The box shows the choice at once; a refusal puts it back as it was.
    const others = before.filter((entry) => entry.workflow !== workflow || entry.tool_name !== tool);
    setAllowances(allowed ? [...others, { workflow, tool_name: tool }] : others);
    setBusy(`${workflow}/${tool}`);
    try {
      // The answer holds that workflow's allowances; the others stay as they were.
      const held = await allowTool(workflow, tool, allowed);
      setAllowances((current) => [...current.filter((entry) => entry.workflow !== workflow), ...held]);
    } catch (error) {
      setAllowances(before);
      toastFailure('The allowance was not changed', error);
    } finally {
      setBusy('');
    }
  }
  if (workflows.length === 0) return <p className="admin-muted">No workflow’s agent may change your data: there is nothing to allow.</p>;
  return (
    <div className="admin-stack">
      <p className="admin-muted">
        These apply when a model is configured and a workflow runs as an agent. A workflow’s own steps need no allowance; sending mail
        always asks.
      </p>
      {workflows.map(({ workflow, tools }) => (
        <fieldset key={workflow.name} className="run-allowances">
          <legend>{workflow.title}</legend>
          {tools.map((tool) => (
            <CheckField
              key={tool}
              id={`allow-${workflow.name}-${tool}`}
              label={`${tool}: may use without asking`}
              checked={allowances.some((entry) => entry.workflow === workflow.name && entry.tool_name === tool)}
              disabled={busy === `${workflow.name}/${tool}`}
              onChange={(allowed) => change(workflow.name, tool, allowed)}
            />
          ))}
        </fieldset>
      ))}
    </div>
  );
}
