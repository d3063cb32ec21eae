import { useCallback, useState } from 'react';
import { backendConfig } from '../../../lib/auth/backendConfig.ts';
import { ToolData } from '../kit/ToolStates.tsx';
import { ToolSection } from '../kit/ToolSection.tsx';
import { useToolData } from '../kit/useToolData.ts';
import { CallLog } from '../credentials/CallLog.tsx';
import { type CredentialVocabulary, describeCredentials } from '../credentials/credentialsApi.ts';
import { loadCredentials } from '../credentials/credentialReads.ts';
import { mcpServerUrl } from './clientSetups.ts';
import { McpTokens } from './McpTokens.tsx';
import { TestConsole } from './TestConsole.tsx';
import { ToolSwitches } from './ToolSwitches.tsx';

/** What the log's operation filter offers besides the tools' names: the protocol's own methods. */
const methods = ['initialize', 'tools/list', 'resources/list', 'resources/read', 'ping'];

/** The scopes a token may usefully hold: those of a tool the server can offer (a send tool's, mail:send, never is). */
const grantableScopes = ({ toolScopes, tools }: CredentialVocabulary) => {
  const used = new Set(tools.filter((tool) => tool.switchable).flatMap((tool) => tool.scopes));
  return Object.fromEntries(Object.entries(toolScopes).filter(([scope]) => used.has(scope)));
};

const loadDashboard = async () => {
  const [vocabulary, tokens] = await Promise.all([describeCredentials(), loadCredentials('mcp', { withConsole: true })]);
  return { vocabulary, tokens };
};

/**
 * /mcp-dashboard: the owner's MCP server. Tokens for their AI clients (made with scopes and an
 * expiry, the secret and the clients' set-ups shown once, revoked), the switch per tool, a test
 * console that calls the server as a client would, and the log of every call.
 */
export function McpDashboard({ timeZone }: { timeZone: string }) {
  const data = useToolData(loadDashboard);
  const url = mcpServerUrl(backendConfig(import.meta.env, location.origin).url);
  const [calls, setCalls] = useState(0);
  const called = useCallback(() => setCalls((count) => count + 1), []);
  return (
    <ToolData data={data} what="the MCP server’s tokens and tools">
      {({ vocabulary, tokens }) => (
        <div className="admin-stack">
          <p>
            Your AI clients (Claude, Cursor, any MCP client) search your notes, signals, briefs and published pieces through this server,
            with a token each. Partner organisations use the{' '}
            <a className="admin-link" href="/enterprise-api-gateway">
              partner API
            </a>{' '}
            instead; what the site’s own agents may do is set on{' '}
            <a className="admin-link" href="/orchestration">
              the workflows page
            </a>
            .
          </p>
          <ToolSection title="Tokens">
            <McpTokens
              url={url}
              tokens={tokens.filter((token) => token.purpose === 'client')}
              scopes={grantableScopes(vocabulary)}
              timeZone={timeZone}
              onChanged={() => void data.reload()}
            />
          </ToolSection>
          <ToolSection title="Tools">
            <ToolSwitches initial={vocabulary.tools} />
          </ToolSection>
          <ToolSection title="Test console">
            <TestConsole url={url} onCalled={called} />
          </ToolSection>
          <ToolSection title="Call log">
            <CallLog
              surface="mcp"
              credentials={tokens}
              operations={[...vocabulary.tools.map((tool) => tool.name), ...methods]}
              timeZone={timeZone}
              changed={calls}
            />
          </ToolSection>
        </div>
      )}
    </ToolData>
  );
}
