import { useState } from 'react';
import { CheckField } from '../kit/EditorFields.tsx';
import { toastFailure } from '../kit/toastFailure.ts';
import { type McpTool, switchTool } from '../credentials/credentialsApi.ts';

/** Why a tool starts as it does: read tools on, those returning personal data and write tools off. */
const defaultNote = (tool: McpTool) => {
  if (tool.effect === 'write') return 'Changes your data: off until you turn it on.';
  if (tool.personalData) return 'Returns personal data: off until you turn it on.';
  return 'Reads only: on unless you turn it off.';
};

/**
 * A switch per tool of the registry: whether the MCP server offers it to any token whose scopes
 * allow it. Send tools are listed as never offered: mail in your name waits for you on this site.
 */
export function ToolSwitches({ initial }: { initial: readonly McpTool[] }) {
  const [tools, setTools] = useState(initial);
  const [busy, setBusy] = useState('');
  async function change(name: string, enabled: boolean) {
    const before = tools;
    setTools(before.map((tool) => (tool.name === name ? { ...tool, enabled } : tool)));
    setBusy(name);
    try {
      setTools(await switchTool(name, enabled));
    } catch (error) {
      setTools(before);
      toastFailure('The switch was not changed', error);
    } finally {
      setBusy('');
    }
  }
  return (
    <fieldset className="admin-stack credential-switches">
      <legend>Tools the MCP server offers</legend>
      {tools.map((tool) =>
        tool.switchable ? (
          <CheckField
            key={tool.name}
            id={`switch-${tool.name}`}
            label={`${tool.name}: offered`}
            checked={tool.enabled}
            disabled={busy === tool.name}
            hint={`${tool.description} Scopes: ${tool.scopes.join(', ')}. ${defaultNote(tool)}`}
            onChange={(enabled) => void change(tool.name, enabled)}
          />
        ) : (
          <div key={tool.name} className="form-field">
            <p>
              <strong>{tool.name}</strong>: never offered
            </p>
            <p className="form-hint">{tool.description} It reaches someone outside, so it is only used here, with your approval.</p>
          </div>
        ),
      )}
    </fieldset>
  );
}
