/**
 * Ready-to-paste set-ups of the MCP server for the clients people use, for one token. The secret
 * travels in the Authorization header only, never in the address. Claude Desktop reaches a remote
 * server through `mcp-remote`; its header is `Authorization:${AUTH}` with the value in `env`,
 * because a space inside an argument is split by some launchers (the workaround mcp-remote documents).
 */
export interface ClientSetup {
  client: string;
  /** Where it goes. */
  where: string;
  text: string;
}

/** A server name every client accepts: lower case letters, digits and dashes. */
export const serverName = (tokenName: string) =>
  tokenName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || 'strategist';

const json = (value: unknown) => JSON.stringify(value, null, 2);

export function clientSetups(tokenName: string, url: string, secret: string): ClientSetup[] {
  const name = serverName(tokenName);
  const bearer = `Bearer ${secret}`;
  return [
    {
      client: 'Cursor',
      where: 'In .cursor/mcp.json of a project, or ~/.cursor/mcp.json for every project:',
      text: json({ mcpServers: { [name]: { url, headers: { Authorization: bearer } } } }),
    },
    {
      client: 'Claude Code',
      where: 'In a terminal:',
      text: `claude mcp add --transport http ${name} ${url} --header "Authorization: ${bearer}"`,
    },
    {
      client: 'Claude Desktop',
      where: 'In claude_desktop_config.json (Settings, Developer, Edit Config); it needs Node.js for npx:',
      text: json({
        mcpServers: {
          // biome-ignore lint/suspicious/noTemplateCurlyInString: mcp-remote expands ${AUTH} from env itself.
          [name]: { command: 'npx', args: ['mcp-remote', url, '--header', 'Authorization:${AUTH}'], env: { AUTH: bearer } },
        },
      }),
    },
  ];
}

/** The server's address, from the backend's: `{SUPABASE_URL}/functions/v1/mcp`. */
export const mcpServerUrl = (backendUrl: string) => `${backendUrl.replace(/\/$/, '')}/functions/v1/mcp`;
