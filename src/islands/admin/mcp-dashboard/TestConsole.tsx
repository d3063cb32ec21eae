import { useId, useRef, useState } from 'react';
import { SchemaForm } from '../kit/SchemaForm.tsx';
import { SelectField } from '../kit/SelectField.tsx';
import { useBusyAction } from '../kit/useBusyAction.ts';
import { answerText, callTool, type ConsoleToken, freshToken, type ListedTool, listTools, type ToolAnswer } from './consoleSession.ts';

/**
 * The MCP server tried from this page as a client would: a short-lived token minted for the
 * console, `tools/list` for what it offers, a form per tool from its input schema, `tools/call`
 * and the answer. Every request lands in the call log, under the console's token.
 */
export function TestConsole({ url, onCalled }: { url: string; onCalled(): void }) {
  const token = useRef<ConsoleToken | null>(null);
  const [tools, setTools] = useState<ListedTool[] | null>(null);
  const [chosen, setChosen] = useState('');
  const [answer, setAnswer] = useState<{ tool: string; answer: ToolAnswer } | null>(null);
  const { busy, act } = useBusyAction();
  const answerId = useId();

  async function list() {
    await act('The tools could not be listed', async () => {
      token.current = await freshToken(token.current, url, Date.now());
      const offered = await listTools(token.current);
      setTools(offered);
      setChosen((current) => (offered.some((tool) => tool.name === current) ? current : (offered[0]?.name ?? '')));
    });
    onCalled();
  }
  async function call(input: Record<string, unknown>) {
    try {
      token.current = await freshToken(token.current, url, Date.now());
      setAnswer({ tool: chosen, answer: await callTool(token.current, chosen, input) });
    } finally {
      onCalled();
    }
  }
  const tool = tools?.find((entry) => entry.name === chosen);
  return (
    <div className="admin-stack">
      <p className="admin-muted">
        The console mints its own token for ten minutes, with every scope; it sees the tools your switches offer, as a client would.
      </p>
      <div className="admin-actions">
        <button type="button" className="button" disabled={busy} onClick={() => void list()}>
          {busy ? 'Listing…' : tools ? 'List the tools again' : 'List the tools'}
        </button>
      </div>
      {tools && tools.length === 0 && <p>The server offers no tool: switch one on above.</p>}
      {tools && tools.length > 0 && (
        <>
          <SelectField
            id="console-tool"
            label="Tool"
            hint={tool?.description ?? undefined}
            value={chosen}
            options={tools.map((entry) => ({ value: entry.name, label: entry.name }))}
            onChange={(name) => {
              setChosen(name);
              setAnswer(null);
            }}
          />
          {tool && (
            <SchemaForm
              key={tool.name}
              idPrefix={`console-${tool.name}`}
              label={`Call ${tool.name}`}
              schema={tool.inputSchema}
              submitLabel={`Call ${tool.name}`}
              busyLabel="Calling…"
              onSubmit={call}
            />
          )}
        </>
      )}
      {answer && (
        <section aria-labelledby={answerId} aria-live="polite">
          <h3 id={answerId}>{answer.answer.isError ? `${answer.tool} refused the call` : `What ${answer.tool} answered`}</h3>
          <pre className="credential-answer">{answerText(answer.answer)}</pre>
        </section>
      )}
    </div>
  );
}
